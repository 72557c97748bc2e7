// SPDX-License-Identifier: GPL-3.0-or-later
// How long the comparison panel takes to follow a change of q and repaint, for d = 8 … 8192:
// the table is a model (8192 virtual rows, no widgets per row) and the bars paint only the rows
// in view.
#include "core/model/positionalencodingmodel.h"
#include "ui/comparison/comparisonpanel.h"

#include <QTest>

using namespace pe;

class BenchComparisonPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changeAndPaint_data();
    void changeAndPaint();
};

void BenchComparisonPanel::changeAndPaint_data()
{
    QTest::addColumn<int>("d");
    for (int d : { 8, 128, 1024, 8192 })
        QTest::addRow("d=%d", d) << d;
}

void BenchComparisonPanel::changeAndPaint()
{
    QFETCH(int, d);
    PositionalEncodingModel model;
    model.setDimension(d);
    ComparisonPanel panel(&model);
    panel.resize(1200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    qint64 q = 1;
    QBENCHMARK
    {
        model.setPositionQ(++q);
        panel.grab();
    }
    QCOMPARE(panel.tableModel() != nullptr, true);
}

QTEST_MAIN(BenchComparisonPanel)
#include "bench_comparisonpanel.moc"
