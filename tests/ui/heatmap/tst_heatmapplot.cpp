// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapplot.h"

#include <QPainter>
#include <QTest>

using namespace pe;

namespace {

HeatmapScene sceneOf(int dimension, qint64 positions, Palette palette = Palette::Viridis)
{
    HeatmapScene scene;
    scene.encoding = Encoding(dimension);
    scene.positionCount = positions;
    scene.viewport = HeatmapViewport::all(positions, dimension);
    scene.palette = palette;
    return scene;
}

QPalette lightColors()
{
    QPalette colors;
    colors.setColor(QPalette::Window, QColor(0xf0, 0xf0, 0xf0));
    colors.setColor(QPalette::WindowText, Qt::black);
    return colors;
}

QImage paintedFigure(const HeatmapLayout &layout, const QPalette &colors)
{
    QImage image(layout.bounds().size(), QImage::Format_ARGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    HeatmapPlot::paint(&painter, layout, colors);
    painter.end();
    return image;
}

} // namespace

class TestHeatmapPlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void colorBarLabels_data();
    void colorBarLabels();
    void aliasingStripMarksExactlyTheAliasedRows_data();
    void aliasingStripMarksExactlyTheAliasedRows();
    void colorBarAndCells_data();
    void colorBarAndCells();
    void backgroundFollowsThePalette();
    void paintFigureFillsTheBounds();
    void titleFollowsTheVisiblePositions();
    void titleFitsTheWidth();
};

void TestHeatmapPlot::colorBarLabels_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("label");
    QTest::addRow("-1") << -1.0 << QStringLiteral("\u22121");
    QTest::addRow("-0.5") << -0.5 << QStringLiteral("\u22120.5");
    QTest::addRow("0") << 0.0 << QStringLiteral("0");
    QTest::addRow("-0") << -0.0 << QStringLiteral("0");
    QTest::addRow("0.5") << 0.5 << QStringLiteral("0.5");
    QTest::addRow("1") << 1.0 << QStringLiteral("1");
}

void TestHeatmapPlot::colorBarLabels()
{
    QFETCH(double, value);
    QFETCH(QString, label);
    QCOMPARE(HeatmapPlot::colorBarLabel(value), label);
}

void TestHeatmapPlot::aliasingStripMarksExactlyTheAliasedRows_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("positions");
    QTest::addRow("none aliased") << 128 << qint64(50);
    QTest::addRow("d = 64, 100000 positions") << 64 << qint64(100000);
    QTest::addRow("d = 8192, a million") << 8192 << qint64(1000000);
}

void TestHeatmapPlot::aliasingStripMarksExactlyTheAliasedRows()
{
    QFETCH(int, dimension);
    QFETCH(qint64, positions);
    const QPalette colors = lightColors();
    const HeatmapLayout layout(sceneOf(dimension, positions), QRect(0, 0, 900, 600), QFont());
    const QImage image = paintedFigure(layout, colors);
    const int x = layout.aliasStripRect().center().x();
    const QRgb background = colors.color(QPalette::Window).rgb();
    for (int y = layout.plotRect().top(); y <= layout.plotRect().bottom(); ++y) {
        const bool marked = image.pixel(x, y) != background;
        QVERIFY2(marked == layout.isAliasedAtY(y + 0.5), qPrintable(QString::number(y)));
    }
}

void TestHeatmapPlot::colorBarAndCells_data()
{
    QTest::addColumn<Palette>("palette");
    for (Palette palette : ColorMap::palettes())
        QTest::addRow("%s", qPrintable(ColorMap::name(palette))) << palette;
}

void TestHeatmapPlot::colorBarAndCells()
{
    QFETCH(Palette, palette);
    const HeatmapLayout layout(sceneOf(8, 50, palette), QRect(0, 0, 900, 600), QFont());
    const QImage image = paintedFigure(layout, lightColors());
    const ColorMap colors(palette);
    const QRect bar = layout.colorBarRect();
    QCOMPARE(image.pixel(bar.center().x(), bar.top() + 1), colors.rgb(1.0));
    QCOMPARE(image.pixel(bar.center().x(), bar.bottom() - 1), colors.rgb(-1.0));
    // dim 1 at position 2 is cos 2 = -0.416147; dim 0 at position 30 is sin 30 = -0.988032
    QCOMPARE(image.pixel(layout.cellCentre(2, 1).toPoint()), colors.rgb(std::cos(2.0)));
    QCOMPARE(image.pixel(layout.cellCentre(30, 0).toPoint() + QPoint(3, 0)),
             colors.rgb(std::sin(30.0)));
}

void TestHeatmapPlot::backgroundFollowsThePalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    const HeatmapLayout layout(sceneOf(8, 50), QRect(0, 0, 600, 400), QFont());
    const QImage image = paintedFigure(layout, dark);
    QCOMPARE(image.pixel(1, 1), QColor(0x20, 0x20, 0x24).rgb());
    // some text (axis labels, title) is drawn in the light text colour
    bool light = false;
    for (int y = 0; y < layout.plotRect().top() && !light; ++y)
        for (int x = 0; x < image.width() && !light; ++x)
            light = qGray(image.pixel(x, y)) > 200;
    QVERIFY(light);
}

void TestHeatmapPlot::paintFigureFillsTheBounds()
{
    QImage image(500, 300, QImage::Format_ARGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    HeatmapPlot::paintFigure(&painter, image.rect(), sceneOf(8, 50), QFont(), lightColors());
    painter.end();
    for (const QPoint &corner : { QPoint(0, 0), QPoint(499, 0), QPoint(0, 299), QPoint(499, 299) })
        QVERIFY(image.pixel(corner) != QColor(Qt::magenta).rgb());
}

// Zoomed in, the title names the positions in view instead of "positions 0–49".
void TestHeatmapPlot::titleFollowsTheVisiblePositions()
{
    pe::HeatmapScene scene;
    scene.encoding = pe::Encoding(128, 10000, pe::Layout::Interleaved);
    scene.positionCount = 50;
    scene.viewport = pe::HeatmapViewport::all(50, 128);
    QCOMPARE(pe::HeatmapPlot::title(scene),
             QStringLiteral("Positional encoding: d = 128, base 10000, positions 0–49"));
    scene.viewport.firstPosition = 10;
    scene.viewport.positionSpan = 20;
    QCOMPARE(pe::HeatmapPlot::title(scene),
             QStringLiteral("Positional encoding: d = 128, base 10000, positions 10–29 of 0–49"));
    // Partly visible cells count: [12.5, 20.25) shows positions 12 to 20.
    scene.viewport.firstPosition = 12.5;
    scene.viewport.positionSpan = 7.75;
    QVERIFY(pe::HeatmapPlot::title(scene).endsWith(QStringLiteral("positions 12–20 of 0–49")));
}

// A narrow plot drops "Positional encoding:" before it cuts the numbers (issue 26: the title
// ended "positions…").
void TestHeatmapPlot::titleFitsTheWidth()
{
    pe::HeatmapScene scene;
    scene.encoding = pe::Encoding(512, 10000, pe::Layout::Interleaved);
    scene.positionCount = 2048;
    scene.viewport = pe::HeatmapViewport::all(2048, 512);
    const QFontMetrics metrics(QFont(QStringLiteral("DejaVu Sans"), 10));
    const QString full = pe::HeatmapPlot::title(scene);
    QCOMPARE(pe::HeatmapPlot::fittedTitle(scene, metrics, metrics.horizontalAdvance(full)), full);
    const QString brief = pe::HeatmapPlot::title(scene, true);
    QCOMPARE(brief, QStringLiteral("d = 512, base 10000, positions 0–2047"));
    const int narrow = metrics.horizontalAdvance(full) - 1;
    QVERIFY(metrics.horizontalAdvance(brief) < narrow);
    QCOMPARE(pe::HeatmapPlot::fittedTitle(scene, metrics, narrow), brief);
    const QString cut = pe::HeatmapPlot::fittedTitle(scene, metrics, 80);
    QVERIFY(cut.endsWith(QChar(0x2026)));
    QVERIFY(metrics.horizontalAdvance(cut) <= 80);
}

QTEST_MAIN(TestHeatmapPlot)
#include "tst_heatmapplot.moc"
