// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockgrid.h"

#include <QTest>

using namespace pe;

class TestClockGrid : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layoutFor_data();
    void layoutFor();
};

void TestClockGrid::layoutFor_data()
{
    QTest::addColumn<QSizeF>("area");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("allFit");
    QTest::addRow("4 dials, big area") << QSizeF(1000, 600) << 4 << true;
    QTest::addRow("64 dials, full screen") << QSizeF(1800, 1000) << 64 << true;
    QTest::addRow("64 dials, small area") << QSizeF(600, 400) << 64 << false;
    QTest::addRow("4096 dials") << QSizeF(1600, 1000) << 4096 << false;
    QTest::addRow("tiny area") << QSizeF(10, 10) << 4 << false;
}

void TestClockGrid::layoutFor()
{
    QFETCH(QSizeF, area);
    QFETCH(int, count);
    QFETCH(bool, allFit);
    const double minCell = 120;
    const double caption = 30;
    const ClockGrid::Layout l = ClockGrid::layoutFor(area, count, minCell, caption);
    QCOMPARE(l.perPage() >= count, allFit);
    QVERIFY(l.columns >= 1 && l.rows >= 1);
    QVERIFY(l.cell.width() >= minCell);
    QVERIFY(l.cell.height() >= ClockGrid::minFace + caption);
    if (area.width() >= minCell && area.height() >= ClockGrid::maxFace + caption + 6) {
        QVERIFY(l.columns * l.cell.width() <= area.width() + 1e-9);
        QVERIFY(l.rows * l.cell.height() <= area.height() + 1e-9);
    }
    if (allFit && count == 4)
        QCOMPARE(l.cell.height(), ClockGrid::maxFace + caption + 6); // few dials: large faces
}

QTEST_MAIN(TestClockGrid)
#include "tst_clockgrid.moc"
