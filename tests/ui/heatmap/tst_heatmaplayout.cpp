// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/heatmapsampler.h"
#include "ui/heatmap/heatmaplayout.h"

#include <QTest>

#include <cmath>

using namespace pe;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

HeatmapScene sceneOf(int dimension, qint64 positions)
{
    HeatmapScene scene;
    scene.encoding = Encoding(dimension);
    scene.positionCount = positions;
    scene.viewport = HeatmapViewport::all(positions, dimension);
    return scene;
}

} // namespace

class TestHeatmapLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellCentreRoundTrip_data();
    void cellCentreRoundTrip();
    void outsideThePlot();
    void zoomedOutCellIsTheMean();
    void aliasingFlagsFollowTheFormula_data();
    void aliasingFlagsFollowTheFormula();
    void devicePixelRatio();
    void partsDoNotOverlap();
};

void TestHeatmapLayout::cellCentreRoundTrip_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<int>("dim");
    QTest::addRow("d = 8, first cell") << 8 << qint64(50) << qint64(0) << 0;
    QTest::addRow("d = 8, last cell") << 8 << qint64(50) << qint64(49) << 7;
    QTest::addRow("d = 128") << 128 << qint64(50) << qint64(17) << 100;
    QTest::addRow("d = 8, 400 positions") << 8 << qint64(400) << qint64(311) << 5;
}

void TestHeatmapLayout::cellCentreRoundTrip()
{
    QFETCH(int, dimension);
    QFETCH(qint64, positions);
    QFETCH(qint64, position);
    QFETCH(int, dim);
    const HeatmapLayout layout(sceneOf(dimension, positions), QRect(0, 0, 900, 600), QFont());
    const HeatmapCell cell = layout.cellAt(layout.cellCentre(position, dim));
    QVERIFY(cell.valid);
    QCOMPARE(cell.position, position);
    QCOMPARE(cell.dimension, dim);
    QCOMPARE(cell.positionCount, qint64(1));
    const Encoding encoding(dimension);
    QVERIFY(std::abs(cell.value - encoding.value(static_cast<double>(position), dim)) < 1e-12);
}

void TestHeatmapLayout::outsideThePlot()
{
    const HeatmapLayout layout(sceneOf(8, 50), QRect(0, 0, 900, 600), QFont());
    const QRect plot = layout.plotRect();
    QVERIFY(!layout.cellAt(QPointF(plot.left() - 1, plot.center().y())).valid);
    QVERIFY(!layout.cellAt(QPointF(plot.center().x(), plot.bottom() + 2)).valid);
    QVERIFY(!layout.cellAt(layout.colorBarRect().center()).valid);
}

void TestHeatmapLayout::zoomedOutCellIsTheMean()
{
    const Encoding encoding(16);
    const HeatmapLayout layout(sceneOf(16, 5000), QRect(0, 0, 800, 400), QFont());
    QVERIFY(layout.positionsPerPixel() > 2);
    const QPointF point(layout.plotRect().left() + 123.5, layout.yOf(4.5));
    const HeatmapCell cell = layout.cellAt(point);
    QVERIFY(cell.valid);
    QVERIFY(cell.positionCount >= 2);
    QVERIFY(cell.position >= cell.firstPosition);
    QVERIFY(cell.position < cell.firstPosition + cell.positionCount);
    double sum = 0;
    for (qint64 k = 0; k < cell.positionCount; ++k)
        sum += encoding.value(static_cast<double>(cell.firstPosition + k), cell.dimension);
    QVERIFY(std::abs(cell.value - sum / cell.positionCount) < 1e-12);
}

void TestHeatmapLayout::aliasingFlagsFollowTheFormula_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<bool>("anyAliased");
    QTest::addRow("d = 128, 50 positions") << 128 << qint64(50) << false;
    QTest::addRow("d = 64, 100000 positions") << 64 << qint64(100000) << true;
    QTest::addRow("d = 8192, a million") << 8192 << qint64(1000000) << true;
}

void TestHeatmapLayout::aliasingFlagsFollowTheFormula()
{
    QFETCH(int, dimension);
    QFETCH(qint64, positions);
    QFETCH(bool, anyAliased);
    const HeatmapLayout layout(sceneOf(dimension, positions), QRect(0, 0, 900, 600), QFont());
    const double ppp = static_cast<double>(positions) / layout.plotRect().width();
    QCOMPARE(layout.positionsPerPixel(), ppp);
    int aliasedRows = 0;
    for (int y = layout.plotRect().top(); y <= layout.plotRect().bottom(); ++y) {
        const int dim = layout.dimensionAtY(y + 0.5);
        QVERIFY(dim >= 0);
        const int pair = dim / 2; // interleaved
        const double period = twoPi * std::pow(10000.0, 2.0 * pair / dimension);
        QCOMPARE(layout.isAliasedAtY(y + 0.5), period < 2 * ppp);
        aliasedRows += period < 2 * ppp ? 1 : 0;
    }
    QCOMPARE(aliasedRows > 0, anyAliased);
    QCOMPARE(layout.aliasedPairCount(), HeatmapSampler::aliasedPairCount(Encoding(dimension), ppp));
}

void TestHeatmapLayout::devicePixelRatio()
{
    const HeatmapLayout one(sceneOf(8, 50), QRect(0, 0, 900, 600), QFont(), 1.0);
    const HeatmapLayout two(sceneOf(8, 50), QRect(0, 0, 900, 600), QFont(), 2.0);
    QCOMPARE(two.plotRect(), one.plotRect());
    QCOMPARE(two.heatImageSize(), one.plotRect().size() * 2);
    QCOMPARE(two.renderHeat().deviceIndependentSize(), QSizeF(one.plotRect().size()));
}

void TestHeatmapLayout::partsDoNotOverlap()
{
    const HeatmapLayout layout(sceneOf(8192, 1000000), QRect(10, 20, 640, 400), QFont());
    QVERIFY(layout.bounds().contains(layout.plotRect()));
    QVERIFY(layout.bounds().contains(layout.colorBarRect()));
    QVERIFY(layout.bounds().contains(layout.aliasStripRect()));
    QVERIFY(!layout.plotRect().intersects(layout.colorBarRect()));
    QVERIFY(!layout.plotRect().intersects(layout.aliasStripRect()));
    QVERIFY(layout.aliasStripRect().right() < layout.plotRect().left());
}

QTEST_MAIN(TestHeatmapLayout)
#include "tst_heatmaplayout.moc"
