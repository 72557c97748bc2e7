// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/heatmapviewport.h"

#include <QTest>

using namespace pe;

class TestHeatmapViewport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clamped_data();
    void clamped();
    void zoomKeepsTheAnchor_data();
    void zoomKeepsTheAnchor();
    void panStaysInside();
    void showing_data();
    void showing();
};

void TestHeatmapViewport::clamped_data()
{
    QTest::addColumn<HeatmapViewport>("in");
    QTest::addColumn<HeatmapViewport>("out");
    QTest::addRow("inside") << HeatmapViewport { 3, 10, 1, 4 } << HeatmapViewport { 3, 10, 1, 4 };
    QTest::addRow("too wide") << HeatmapViewport { 3, 100, 0, 80 }
                              << HeatmapViewport { 0, 50, 0, 8 };
    QTest::addRow("too narrow") << HeatmapViewport { 10, 0.25, 2, 0.5 }
                                << HeatmapViewport { 10, 1, 2, 1 };
    QTest::addRow("past the end") << HeatmapViewport { 45, 10, 7, 4 }
                                  << HeatmapViewport { 40, 10, 4, 4 };
    QTest::addRow("before the start")
        << HeatmapViewport { -5, 10, -1, 4 } << HeatmapViewport { 0, 10, 0, 4 };
}

void TestHeatmapViewport::clamped()
{
    QFETCH(HeatmapViewport, in);
    QFETCH(HeatmapViewport, out);
    QVERIFY(in.clamped(50, 8) == out);
}

void TestHeatmapViewport::zoomKeepsTheAnchor_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("fraction");
    QTest::addRow("in at the middle") << 2.0 << 0.5;
    QTest::addRow("in near the left") << 3.0 << 0.1;
    QTest::addRow("out a little") << 0.8 << 0.3;
}

void TestHeatmapViewport::zoomKeepsTheAnchor()
{
    QFETCH(double, factor);
    QFETCH(double, fraction);
    const HeatmapViewport start { 200, 400, 100, 200 };
    const HeatmapViewport p = start.zoomedPositions(factor, fraction, 1000, 512);
    QVERIFY(qAbs(p.positionSpan - 400 / factor) < 1e-9);
    QVERIFY(qAbs((p.firstPosition + fraction * p.positionSpan) - (200 + fraction * 400)) < 1e-9);
    QCOMPARE(p.dimensionSpan, 200.0);
    const HeatmapViewport d = start.zoomedDimensions(factor, fraction, 1000, 512);
    QVERIFY(qAbs(d.dimensionSpan - 200 / factor) < 1e-9);
    QVERIFY(qAbs((d.firstDimension + fraction * d.dimensionSpan) - (100 + fraction * 200)) < 1e-9);
    QCOMPARE(d.positionSpan, 400.0);
}

void TestHeatmapViewport::panStaysInside()
{
    const HeatmapViewport start { 0, 10, 0, 4 };
    const HeatmapViewport right = start.panned(0.5, 0.25, 50, 8);
    QCOMPARE(right.firstPosition, 5.0);
    QCOMPARE(right.firstDimension, 1.0);
    const HeatmapViewport far = start.panned(100, 100, 50, 8);
    QCOMPARE(far.firstPosition, 40.0);
    QCOMPARE(far.firstDimension, 4.0);
    QVERIFY(HeatmapViewport::all(50, 8).showsAllPositions(50));
    QVERIFY(!right.showsAllPositions(50));
}

void TestHeatmapViewport::showing_data()
{
    QTest::addColumn<qint64>("position");
    QTest::addColumn<int>("dim");
    QTest::addColumn<HeatmapViewport>("expected");
    QTest::addRow("already in view") << qint64(15) << 2 << HeatmapViewport { 10, 10, 0, 4 };
    QTest::addRow("centred when out") << qint64(30) << 6 << HeatmapViewport { 25.5, 10, 4, 4 };
    QTest::addRow("kept inside") << qint64(49) << -1 << HeatmapViewport { 40, 10, 0, 4 };
}

void TestHeatmapViewport::showing()
{
    QFETCH(qint64, position);
    QFETCH(int, dim);
    QFETCH(HeatmapViewport, expected);
    const HeatmapViewport got = HeatmapViewport { 10, 10, 0, 4 }.showing(position, dim, 50, 8);
    QVERIFY2(got == expected,
             qPrintable(QStringLiteral("%1 %2 %3 %4")
                            .arg(got.firstPosition)
                            .arg(got.positionSpan)
                            .arg(got.firstDimension)
                            .arg(got.dimensionSpan)));
}

QTEST_GUILESS_MAIN(TestHeatmapViewport)
#include "tst_heatmapviewport.moc"
