// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's painting: caches while the markers move, one fit and one rectangle for new
// curves, repaints only on a model change, opaque grid lines, a dark palette, PNG and SVG.
#include "core/model/positionalencodingmodel.h"
#include "tests/svgdrawing.h"
#include "tests/ui/waves/waveitemof.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/waveaxes.h"
#include "ui/waves/wavedotsitem.h"
#include "ui/waves/wavelinesitem.h"
#include "ui/waves/waveplot.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QPaintEvent>
#include <QPainter>
#include <QtTest>

#include <cmath>

using namespace pe;

class TestWavePlotPainting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newDimensionFitsOnce();
    void updatesOnlyOnModelChange();
    void curvesCachedWhileMarkersMove();
    void newCurvesRepaintOneRectangle();
    void render_data();
    void render();
    void svg();
    void darkPalette();
    void gridLinesAreOpaque();
};

// New curves are drawn straight onto the screen; from the first move of p or q on they keep their
// pixels (a move repaints two strips from them), until the next new curves (bench_window: a
// cached item is drawn into its pixmap and then copied, and a parameter change redraws it all).
void TestWavePlotPainting::curvesCachedWhileMarkersMove()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto *lines = wavetest::itemOf<WaveLinesItem>(plot);
    auto *dots = wavetest::itemOf<WaveDotsItem>(plot);
    QVERIFY(lines && dots);
    const auto cached = [&] {
        return lines->cacheMode() == QGraphicsItem::DeviceCoordinateCache
            && dots->cacheMode() == QGraphicsItem::DeviceCoordinateCache;
    };
    const auto straight = [&] {
        return lines->cacheMode() == QGraphicsItem::NoCache
            && dots->cacheMode() == QGraphicsItem::NoCache;
    };
    QVERIFY(model.setBase(2000.0));
    QCoreApplication::processEvents();
    QVERIFY(straight());
    QVERIFY(model.setPositionP(7));
    QCoreApplication::processEvents();
    QVERIFY(cached());
    QVERIFY(model.setPositionQ(9));
    QCoreApplication::processEvents();
    QVERIFY(cached());
    QVERIFY(model.setDimension(10)); // new curves, and the shown dimensions change after them
    QCoreApplication::processEvents();
    QVERIFY(straight());
    QVERIFY(model.setPickedDimension(2)); // pens only: as they were
    QCoreApplication::processEvents();
    QVERIFY(straight());
    QVERIFY(model.setPositionQ(4));
    QCoreApplication::processEvents();
    QVERIFY(cached());
}

// New curves repaint the whole view as one rectangle: a region of many rectangles makes the raster
// engine walk the clip from its first row for every row of every grid line (bench_window).
// A new d: the model says so twice (its parameters, then the dimensions shown); the title,
// markers and legend are fitted once, and a move of p once.
void TestWavePlotPainting::newDimensionFitsOnce()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(1200, 700);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    for (const int d : { 10, 8, 64 }) {
        const int fits = plot.overlayFitCount();
        QVERIFY(model.setDimension(d));
        QCoreApplication::processEvents();
        QCOMPARE(plot.overlayFitCount(), fits + 1);
    }
    const int fits = plot.overlayFitCount();
    model.setPositionP(model.positionP() + 1);
    QCoreApplication::processEvents();
    QCOMPARE(plot.overlayFitCount(), fits + 1);
}

void TestWavePlotPainting::newCurvesRepaintOneRectangle()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(512));
    QVERIFY(model.setPositionCount(2048));
    WavePlot plot(&model);
    plot.resize(1200, 700);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QWidget *viewport = plot.findChild<QChartView *>()->viewport();
    struct Regions : QObject
    {
        QList<QRegion> seen;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                seen.append(static_cast<QPaintEvent *>(event)->region());
            return false;
        }
    } regions;
    viewport->installEventFilter(&regions);
    for (double base : { 20000.0, 700.0 }) {
        regions.seen.clear();
        QVERIFY(model.setBase(base));
        QTRY_VERIFY(!regions.seen.isEmpty());
        QCoreApplication::processEvents();
        for (const QRegion &region : std::as_const(regions.seen))
            QCOMPARE(region, QRegion(viewport->rect()));
    }
}

void TestWavePlotPainting::updatesOnlyOnModelChange()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    int updates = plot.seriesUpdateCount();
    QVERIFY(model.setPositionQ(17)); // markers only
    QVERIFY(model.setPositionP(4));
    QVERIFY(model.setPickedDimension(3)); // pens only
    model.setEncodingEnabled(false); // PE itself is unchanged
    QVERIFY(model.setBase(10000)); // same value: no signal
    QVERIFY(model.setShownDimensions(model.shownDimensions()));
    QCOMPARE(plot.seriesUpdateCount(), updates);
    QCOMPARE(plot.annotations().markerPositions(), (QList<double> { 4, 17 }));

    QVERIFY(model.setBase(100));
    QCOMPARE(plot.seriesUpdateCount(), ++updates);
    QVERIFY(model.setDimension(64)); // new dims and parameters: one update, not three
    QCOMPARE(plot.seriesUpdateCount(), ++updates);
    QVERIFY(model.setPositionCount(60));
    QCOMPARE(plot.seriesUpdateCount(), ++updates);
    QCOMPARE(plot.curve(0).points.last().x(), 59.0);
    QVERIFY(model.setShownDimensions({ 3 }));
    QCOMPARE(plot.seriesUpdateCount(), ++updates);
    model.setComponentLayout(Layout::Concatenated);
    QCOMPARE(plot.seriesUpdateCount(), ++updates);
    plot.resize(700, 500); // every position still fits: no recomputation
    QCoreApplication::processEvents();
    QCOMPARE(plot.seriesUpdateCount(), updates);
}

void TestWavePlotPainting::render_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("name");
    QTest::addRow("lecture d=128") << 128 << "waves-d128.png";
    QTest::addRow("d=8") << 8 << "waves-d8.png";
}

// Renders at a size of its own (PNG export, --render waves) and leaves the widget as it was.
void TestWavePlotPainting::render()
{
    QFETCH(int, dimension);
    QFETCH(QString, name);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    model.setPositionQ(dimension == 8 ? 6 : 3);
    WavePlot plot(&model);
    plot.resize(800, 500);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const double markerBefore = plot.annotations().markerX(1);
    const int updates = plot.seriesUpdateCount();
    const QImage image = plot.renderImage(QSize(1200, 700));
    QCOMPARE(image.size(), QSize(1200, 700));
    // The sin curve's colour appears in the picture.
    const QColor sinColor = plot.curve(0).pen.color();
    int hits = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            hits += image.pixelColor(x, y) == sinColor ? 1 : 0;
    QVERIFY2(hits > 100, qPrintable(QString::number(hits)));
    QCOMPARE(plot.annotations().markerX(1), markerBefore);
    QCOMPARE(plot.seriesUpdateCount(), updates);
    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name));
}

void TestWavePlotPainting::darkPalette()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    const QColor lightSin = plot.curve(0).pen.color();
    QPalette dark = plot.palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    plot.setPalette(dark);
    const QImage image = plot.renderImage(QSize(600, 400));
    QCOMPARE(image.pixelColor(2, 2), QColor(0x20, 0x20, 0x24));
    QVERIFY(plot.curve(0).pen.color() != lightSin);
    QVERIFY(plot.curve(0).pen.color().lightness() > lightSin.lightness());
    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QStringLiteral("/waves-dark.png")));
}

// The grid shows the text colour at 15 % on the chart's ground, drawn as an opaque colour (the
// raster engine hands tall translucent lines to threads and waits: bench_window).
void TestWavePlotPainting::gridLinesAreOpaque()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    QPalette dark = plot.palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    for (const QPalette &palette : { plot.palette(), dark }) {
        plot.setPalette(palette);
        const QColor ground = palette.color(QPalette::Window);
        const QColor text = palette.color(QPalette::WindowText);
        const auto channel = [](int g, int t) { return g + (t - g) * 0.15; };
        auto *view = plot.findChild<QChartView *>();
        QVERIFY(view);
        const QList<QAbstractAxis *> axes = view->chart()->axes();
        QCOMPARE(axes.size(), 2);
        for (QAbstractAxis *axis : axes) {
            const QColor grid = axis->gridLineColor();
            QCOMPARE(grid.alpha(), 255);
            QVERIFY(std::abs(grid.red() - channel(ground.red(), text.red())) <= 1);
            QVERIFY(std::abs(grid.green() - channel(ground.green(), text.green())) <= 1);
            QVERIFY(std::abs(grid.blue() - channel(ground.blue(), text.blue())) <= 1);
        }
    }
}

// The same painting into an SVG generator (File → Export as SVG): text stays text.
void TestWavePlotPainting::svg()
{
    PositionalEncodingModel model;
    model.setPositionQ(6);
    WavePlot plot(&model);
    const QString svg = svgtest::svgOf(QSize(1000, 640), [&plot](QPainter *painter) {
        plot.paintPlot(painter, QRectF(0, 0, 1000, 640));
    });
    QVERIFY(svg.contains(QStringLiteral("<svg")));
    QVERIFY(svg.contains(QStringLiteral("Position")));
    QVERIFY(svg.contains(QStringLiteral("0.657741")) || svg.contains(QStringLiteral("0.960170")));
}

QTEST_MAIN(TestWavePlotPainting)
#include "tst_waveplotpainting.moc"
