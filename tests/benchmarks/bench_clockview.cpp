// SPDX-License-Identifier: GPL-3.0-or-later
// How long one frame of the clock view takes: a p step (what the animation does each tick) and
// the repaint, for d = 8 … 8192. Only the current page of dials is painted, so d = 8192 should
// cost about as much as d = 128.
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockplayer.h"
#include "ui/clock/clockview.h"

#include <QTest>

using namespace pe;

class BenchClockView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepAndPaint_data();
    void stepAndPaint();
};

void BenchClockView::stepAndPaint_data()
{
    QTest::addColumn<int>("d");
    for (int d : { 8, 128, 1024, 8192 })
        QTest::addRow("d=%d", d) << d;
}

void BenchClockView::stepAndPaint()
{
    QFETCH(int, d);
    PositionalEncodingModel model;
    model.setDimension(d);
    model.setPositionCount(100000);
    ClockView view(&model);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.player()->setSpeed(25.0); // one position per tick
    QBENCHMARK
    {
        view.player()->advanceAnimation();
        view.grab();
    }
    QVERIFY(model.positionP() > 0);
}

QTEST_MAIN(BenchClockView)
#include "bench_clockview.moc"
