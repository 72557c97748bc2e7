// SPDX-License-Identifier: GPL-3.0-or-later
// One parameter change until every visible view of the explorer has repainted (issue 3's target:
// 16 ms at d = 512, n = 2048 on a 2-core machine). Measures and prints; asserts only that the
// views followed the change.
#include "comparisonpanel.h"
#include "mainwindow.h"
#include "positionalencodingmodel.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace pe;

class BenchMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parameterChangeRepaintsEverything_data();
    void parameterChangeRepaintsEverything();
};

void BenchMainWindow::parameterChangeRepaintsEverything_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addRow("position p") << QByteArray("positionP");
    QTest::addRow("base") << QByteArray("base");
    QTest::addRow("dimension") << QByteArray("dimension");
}

void BenchMainWindow::parameterChangeRepaintsEverything()
{
    QFETCH(QByteArray, property);
    PositionalEncodingModel model;
    model.setDimension(512);
    model.setPositionCount(2048);
    MainWindow window(&model);
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.repaint();
    int step = 0;
    QElapsedTimer timer;
    qint64 total = 0;
    int runs = 0;
    QBENCHMARK {
        ++step;
        timer.start();
        if (property == "positionP")
            model.setPositionP(step % 2048);
        else if (property == "base")
            model.setBase(step % 2 ? 5000.0 : 10000.0);
        else
            model.setDimension(step % 2 ? 510 : 512);
        window.repaint(); // every visible widget paints now, synchronously
        total += timer.nsecsElapsed();
        ++runs;
    }
    qInfo("%s change + full repaint at d = %d, n = 2048, 1920x1080: %.2f ms", property.constData(),
          model.dimension(), total / 1e6 / runs);
    QVERIFY(window.comparisonPanel()->summaryText().startsWith(QStringLiteral("‖x(q) − x(p)‖ = ")));
}

QTEST_MAIN(BenchMainWindow)
#include "bench_mainwindow.moc"
