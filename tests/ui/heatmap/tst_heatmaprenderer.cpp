// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/encoding.h"
#include "core/sampling/heatmapsampler.h"
#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmaprenderer.h"

#include <QTest>

#include <cmath>

using namespace pe;

class TestHeatmapRenderer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void originColumn_data();
    void originColumn();
    void knownCells_data();
    void knownCells();
    void onePositionOneDimension_data();
    void onePositionOneDimension();
    void zoomedOutPixelsShowMeans();
    void outsideTheTableIsTransparent();
    void dimensionAtRowPicksTheCentre_data();
    void dimensionAtRowPicksTheCentre();
    void threadsDoNotChangeTheImage();
    void emptySize();
    void rendersIntoTheImageBefore();
};

void TestHeatmapRenderer::originColumn_data()
{
    QTest::addColumn<Palette>("palette");
    for (Palette palette : ColorMap::palettes())
        QTest::addRow("%s", qPrintable(ColorMap::name(palette))) << palette;
}

void TestHeatmapRenderer::originColumn()
{
    // d = 8, one pixel per cell: at position 0 the sin rows are 0 (middle colour) and the cos
    // rows are cos 0 = +1 (the palette's top colour).
    QFETCH(Palette, palette);
    const Encoding encoding(8);
    const QImage image
        = HeatmapRenderer::render(encoding, HeatmapViewport::all(50, 8), QSize(50, 8), palette, 50);
    QCOMPARE(image.size(), QSize(50, 8));
    const QRgb *table = ColorMap(palette).table();
    for (int dim = 0; dim < 8; ++dim) {
        const QRgb expected = dim % 2 == 1 ? table[255] : table[128];
        QCOMPARE(image.pixel(0, dim), expected);
    }
}

void TestHeatmapRenderer::knownCells_data()
{
    QTest::addColumn<Palette>("palette");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("dim");
    QTest::addColumn<QRgb>("expected");
    // sin 3 = 0.141120 -> entry floor(1.141120 * 128) = 146; cos 3 = -0.989992 -> entry 1;
    // PE(3) second pair: sin 0.3 = 0.295520 -> entry 165; cos 0.3 = 0.955336 -> entry 250.
    // Expected colours read off matplotlib's tables (RdBu reversed: red is +1).
    QTest::addRow("rdbu sin 3") << Palette::RdBu << 3 << 0 << QRgb(0xfffbe3d4);
    QTest::addRow("rdbu cos 3") << Palette::RdBu << 3 << 1 << QRgb(0xff063264);
    QTest::addRow("rdbu cos 0 (top)") << Palette::RdBu << 0 << 1 << QRgb(0xff67001f);
    QTest::addRow("cividis sin 0.3") << Palette::Cividis << 3 << 2 << QRgb(0xffa09875);
    QTest::addRow("cividis cos 0.3") << Palette::Cividis << 3 << 3 << QRgb(0xfffce236);
    QTest::addRow("cividis sin 0 (middle)") << Palette::Cividis << 0 << 0 << QRgb(0xff7d7c78);
    QTest::addRow("viridis cos 3 (near bottom)") << Palette::Viridis << 3 << 1 << QRgb(0xff440256);
}

void TestHeatmapRenderer::knownCells()
{
    QFETCH(Palette, palette);
    QFETCH(int, position);
    QFETCH(int, dim);
    QFETCH(QRgb, expected);
    const Encoding encoding(8);
    // 5 pixels per position, 3 per dimension: sample the cell's middle.
    const QImage image = HeatmapRenderer::render(encoding, HeatmapViewport::all(50, 8),
                                                 QSize(250, 24), palette, 50);
    QCOMPARE(QString::number(image.pixel(5 * position + 2, 3 * dim + 1), 16),
             QString::number(expected, 16));
}

void TestHeatmapRenderer::onePositionOneDimension_data()
{
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<HeatmapViewport>("viewport");
    QTest::addColumn<int>("dim");
    QTest::addRow("one position, all dims") << qint64(1) << HeatmapViewport::all(1, 8) << -1;
    QTest::addRow("one dim (dim 1) of 50 positions")
        << qint64(50) << HeatmapViewport { 0, 50, 1, 1 } << 1;
    QTest::addRow("one cell: position 3, dim 0")
        << qint64(50) << HeatmapViewport { 3, 1, 0, 1 } << 0;
}

void TestHeatmapRenderer::onePositionOneDimension()
{
    QFETCH(qint64, positions);
    QFETCH(HeatmapViewport, viewport);
    QFETCH(int, dim);
    const Encoding encoding(8);
    const QSize size(100, 24); // at most half a position a pixel: every pixel shows one value
    const QImage image
        = HeatmapRenderer::render(encoding, viewport, size, Palette::Viridis, positions);
    const ColorMap colors(Palette::Viridis);
    for (int y = 0; y < size.height(); ++y) {
        const int rowDim = dim >= 0 ? dim : y / 3;
        for (int x = 0; x < size.width(); ++x) {
            const double position = std::floor(viewport.firstPosition
                                               + (x + 0.5) * viewport.positionSpan / size.width());
            QCOMPARE(image.pixel(x, y), colors.rgb(encoding.value(position, rowDim)));
        }
    }
}

void TestHeatmapRenderer::zoomedOutPixelsShowMeans()
{
    // 1000 positions on 100 pixels: each pixel is the mean of ten positions.
    const Encoding encoding(16);
    const QImage image = HeatmapRenderer::render(encoding, HeatmapViewport::all(1000, 16),
                                                 QSize(100, 16), Palette::Viridis, 1000);
    const ColorMap colors(Palette::Viridis);
    for (int dim : { 0, 1, 4, 9, 15 }) {
        for (int x : { 0, 7, 50, 99 }) {
            double sum = 0;
            for (int k = 0; k < 10; ++k)
                sum += encoding.value(10 * x + k, dim);
            QCOMPARE(image.pixel(x, dim), colors.rgb(sum / 10));
        }
    }
}

void TestHeatmapRenderer::outsideTheTableIsTransparent()
{
    const Encoding encoding(8);
    const QImage image = HeatmapRenderer::render(encoding, HeatmapViewport { -10, 70, -2, 12 },
                                                 QSize(80, 12), Palette::Viridis, 50);
    QCOMPARE(qAlpha(image.pixel(5, 5)), 0); // position -5
    QCOMPARE(qAlpha(image.pixel(70, 5)), 0); // position 60
    QCOMPARE(qAlpha(image.pixel(20, 0)), 0); // dimension -2
    QCOMPARE(qAlpha(image.pixel(20, 11)), 0); // dimension 9
    QCOMPARE(qAlpha(image.pixel(20, 5)), 255);
}

void TestHeatmapRenderer::dimensionAtRowPicksTheCentre_data()
{
    QTest::addColumn<HeatmapViewport>("viewport");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("expected");
    // 1024 dims on 100 rows: row 0 covers dims 0 .. 10.24, its centre is 5.12
    QTest::addRow("many dims a row") << HeatmapViewport::all(50, 1024) << 0 << 100 << 5;
    QTest::addRow("last row") << HeatmapViewport::all(50, 1024) << 99 << 100 << 1018;
    QTest::addRow("rows a dim") << HeatmapViewport::all(50, 8) << 13 << 80 << 1;
    QTest::addRow("above") << HeatmapViewport { 0, 50, -1, 8 } << 0 << 8 << -1;
    QTest::addRow("outside the image") << HeatmapViewport::all(50, 8) << 8 << 8 << -1;
}

void TestHeatmapRenderer::dimensionAtRowPicksTheCentre()
{
    QFETCH(HeatmapViewport, viewport);
    QFETCH(int, row);
    QFETCH(int, height);
    QFETCH(int, expected);
    const int dimension = static_cast<int>(viewport.dimensionSpan + viewport.firstDimension);
    QCOMPARE(HeatmapRenderer::dimensionAtRow(viewport, row, height, dimension), expected);
}

void TestHeatmapRenderer::threadsDoNotChangeTheImage()
{
    const Encoding encoding(512);
    const HeatmapViewport viewport { 1234.5, 70000.25, 3, 400 };
    HeatmapRenderer::setThreadLimit(1);
    const QImage one
        = HeatmapRenderer::render(encoding, viewport, QSize(640, 480), Palette::Viridis, 100000);
    HeatmapRenderer::setThreadLimit(2);
    const QImage two
        = HeatmapRenderer::render(encoding, viewport, QSize(640, 480), Palette::Viridis, 100000);
    QCOMPARE(one, two);
}

void TestHeatmapRenderer::emptySize()
{
    QVERIFY(HeatmapRenderer::render(Encoding(8), HeatmapViewport::all(50, 8), QSize(0, 10),
                                    Palette::Viridis, 50)
                .isNull());
}

// An image given to write over is written over, to the same pixels as a new one; one of another
// size, or one that something else holds too, is left as it was and a new image made.
void TestHeatmapRenderer::rendersIntoTheImageBefore()
{
    const HeatmapViewport viewport = HeatmapViewport::all(300, 64);
    const QSize size(300, 64);
    const QImage fresh
        = HeatmapRenderer::render(Encoding(64), viewport, size, Palette::Viridis, 300);
    QImage before = HeatmapRenderer::render(Encoding(8), viewport, size, Palette::RdBu, 200);
    QVERIFY(before != fresh);
    const uchar *memory = before.constBits();
    QVERIFY(HeatmapRenderer::canRenderInto(before, size));
    const QImage again = HeatmapRenderer::render(Encoding(64), viewport, size, Palette::Viridis,
                                                 300, std::move(before));
    QCOMPARE(again.constBits(), memory);
    QCOMPARE(again, fresh);

    const QImage held = HeatmapRenderer::render(Encoding(8), viewport, size, Palette::RdBu, 200);
    const QImage pixels = held.copy();
    {
        const QImage second = held; // held twice
        QVERIFY(!HeatmapRenderer::canRenderInto(second, size));
    }
    const QImage other
        = HeatmapRenderer::render(Encoding(64), viewport, size, Palette::Viridis, 300, held);
    QVERIFY(other.constBits() != held.constBits());
    QCOMPARE(held, pixels);
    QCOMPARE(other, fresh);

    QImage small
        = HeatmapRenderer::render(Encoding(8), viewport, QSize(100, 64), Palette::Viridis, 300);
    QVERIFY(!HeatmapRenderer::canRenderInto(small, size));
    QCOMPARE(HeatmapRenderer::render(Encoding(64), viewport, size, Palette::Viridis, 300,
                                     std::move(small)),
             fresh);
}

QTEST_MAIN(TestHeatmapRenderer)
#include "tst_heatmaprenderer.moc"
