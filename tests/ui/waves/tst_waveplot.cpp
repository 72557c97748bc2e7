// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
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
#include <QFontMetricsF>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QTextDocument>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace pe;
using lessontest::BracketTranslator;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

} // namespace

class TestWavePlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newDimensionFitsOnce();
    void curves_data();
    void curves();
    void lectureDefaults_data();
    void lectureDefaults();
    void legendName();
    void pickedCurveIsThicker();
    void thinnedForManyPositions();
    void fastWavesAreBands();
    void fastCosineIsSolidBand();
    void clickingACurvePicksIt();
    void markersFollowPandQ_data();
    void markersFollowPandQ();
    void seriesFollowShownDimensions();
    void axisLabels_data();
    void axisLabels();
    void yLabelsClearTheMarkers();
    void updatesOnlyOnModelChange();
    void curvesCachedWhileMarkersMove();
    void newCurvesRepaintOneRectangle();
    void toolTip();
    void render_data();
    void render();
    void svg();
    void darkPalette();
    void gridLinesAreOpaque();
    void retranslates();
};

void TestWavePlot::curves_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("count");
    QTest::addColumn<QList<int>>("dims");
    QTest::addRow("d=128, dims 0 1 10") << 128 << 0 << 50 << QList<int> { 0, 1, 10 };
    QTest::addRow("d=8 all") << 8 << 0 << 50 << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 };
    QTest::addRow("d=8192 far dims") << 8192 << 0 << 120 << QList<int> { 0, 4095, 8191 };
    QTest::addRow("concatenated d=16") << 16 << 1 << 30 << QList<int> { 0, 7, 8, 15 };
}

void TestWavePlot::curves()
{
    QFETCH(int, dimension);
    QFETCH(int, layout);
    QFETCH(int, count);
    QFETCH(QList<int>, dims);
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(dimension));
    model.setComponentLayout(static_cast<Layout>(layout));
    QVERIFY(model.setPositionCount(count));
    QVERIFY(model.setShownDimensions(dims));
    WavePlot plot(&model);
    plot.resize(900, 600);

    const Encoding &encoding = model.encoding();
    QCOMPARE(plot.curveCount(), dims.size());
    QCOMPARE(plot.curveDimensions(), dims);
    for (int c = 0; c < dims.size(); ++c) {
        const int dim = dims.at(c);
        // The smooth function of a real position: sampled between the whole positions too,
        // every point on the formula; the dots (when shown) at the whole positions.
        const QList<QPointF> points = plot.curve(c).points;
        QVERIFY(points.size() > count);
        QCOMPARE(points.first().x(), 0.0);
        QCOMPARE(points.last().x(), double(count - 1));
        for (const QPointF &point : points)
            QVERIFY(std::abs(point.y() - encoding.value(point.x(), dim)) <= 1e-12);
        const QList<QPointF> dots = plot.curve(c).dots;
        QVERIFY(dots.isEmpty() || dots.size() == count);
        for (int k = 0; k < dots.size(); ++k) {
            QCOMPARE(dots[k].x(), double(k));
            QVERIFY(std::abs(dots[k].y() - encoding.value(k, dim)) <= 1e-12);
        }
        const bool cos = encoding.isCosine(dim);
        QCOMPARE(plot.curve(c).pen.style(), cos ? Qt::DashLine : Qt::SolidLine);
        QVERIFY(plot.curve(c).name.contains(QStringLiteral("dim %1 ").arg(dim)));
        QVERIFY(plot.curve(c).name.contains(cos ? QStringLiteral("cos") : QStringLiteral("sin")));
    }
    // every curve its own colour
    for (int a = 0; a < dims.size(); ++a)
        for (int b = a + 1; b < dims.size(); ++b)
            QVERIFY(plot.curve(a).pen.color() != plot.curve(b).pen.color());
}

void TestWavePlot::lectureDefaults_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QList<int>>("dims");
    QTest::addRow("d=128") << 128 << QList<int> { 0, 1, 10 };
    QTest::addRow("d=8") << 8 << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 };
}

// Without any choice: dims 0, 1 and 10 over positions 0-49 (d = 8: all eight).
void TestWavePlot::lectureDefaults()
{
    QFETCH(int, dimension);
    QFETCH(QList<int>, dims);
    PositionalEncodingModel model;
    WavePlot plot(&model);
    QVERIFY(model.setDimension(dimension));
    QCOMPARE(plot.curveDimensions(), dims);
    QCOMPARE(plot.curve(0).points.first().x(), 0.0);
    QCOMPARE(plot.curve(0).points.last().x(), 49.0);
}

void TestWavePlot::legendName()
{
    PositionalEncodingModel model;
    model.setDimension(128);
    WavePlot plot(&model);
    // pair 5 of d = 128: period 2 pi 10000^(10/128) = 12.90...
    QCOMPARE(plot.curve(2).name, QStringLiteral("dim 10 · sin · pair 5 · period 12.9"));
    QCOMPARE(plot.curve(1).name, QStringLiteral("dim 1 · cos · pair 0 · period 6.28"));
    model.setShownDimensions({ 127 });
    QCOMPARE(plot.curve(0).name, QStringLiteral("dim 127 · cos · pair 63 · period 54410"));
}

void TestWavePlot::pickedCurveIsThicker()
{
    PositionalEncodingModel model;
    model.setDimension(128);
    WavePlot plot(&model);
    QVERIFY(model.setPickedDimension(10));
    QVERIFY(plot.curve(2).pen.widthF() > plot.curve(0).pen.widthF());
    QCOMPARE(plot.curve(0).pen.widthF(), plot.curve(1).pen.widthF());
    QVERIFY(model.setPickedDimension(0));
    QVERIFY(plot.curve(0).pen.widthF() > plot.curve(2).pen.widthF());
}

// A million positions: at most two points per pixel, each an exact value at a whole position
// (the slow waves, still lines: periods of 45 and 56 pixels).
void TestWavePlot::thinnedForManyPositions()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setShownDimensions({ 8000, 8191 });
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QVERIFY(model.setPositionCount(1000000));
    for (int c = 0; c < plot.curveCount(); ++c) {
        QVERIFY(!plot.curve(c).band);
        const QList<QPointF> points = plot.curve(c).points;
        QVERIFY2(points.size() <= 2 * plot.width(), qPrintable(QString::number(points.size())));
        QVERIFY(points.size() >= 100);
        for (const QPointF &point : points) {
            QCOMPARE(point.x(), std::floor(point.x()));
            QVERIFY(
                std::abs(point.y() - model.encoding().value(point.x(), plot.curveDimensions()[c]))
                <= 1e-12);
        }
    }
}

// Waves faster than about eight pixels a period fill a translucent band between their lowest
// and highest values instead of zigzagging; over a million positions the fast pairs' bands
// reach +-1.
void TestWavePlot::fastWavesAreBands()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setShownDimensions({ 0, 1, 5000, 8191 });
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    for (int c = 0; c < plot.curveCount(); ++c)
        QVERIFY(!plot.curve(c).band); // 50 positions: every wave is a line
    QVERIFY(model.setPositionCount(1000000));
    QCOMPARE(plot.curveCount(), 4);
    for (int c = 0; c < 3; ++c) {
        const WavePlot::Curve curve = plot.curve(c);
        QVERIFY2(curve.band, qPrintable(curve.name));
        QVERIFY(curve.fill.alpha() < 255); // what lies behind still shows
        QVERIFY(curve.points.size() >= 2 && curve.points.size() <= plot.width());
        QVERIFY(curve.lower.size() >= 2 && curve.lower.size() <= plot.width());
        QCOMPARE(curve.points.first().x(), 0.0);
        QCOMPARE(curve.points.last().x(), 999999.0);
        for (const QPointF &point : curve.points)
            QVERIFY(point.y() > 0.99 && point.y() <= 1.0);
        for (const QPointF &point : curve.lower)
            QVERIFY(point.y() < -0.99 && point.y() >= -1.0);
    }
    QVERIFY(!plot.curve(3).band);
    QCOMPARE(plot.curve(3).pen.style(), Qt::DashLine);
    // Picking a band makes it more opaque; the legend shows it with a thick sample.
    const int before = plot.curve(1).fill.alpha();
    QVERIFY(model.setPickedDimension(1));
    QVERIFY(plot.curve(1).fill.alpha() > before);
    QVERIFY(plot.curve(1).pen.widthF() > plot.curve(3).pen.widthF());
    // Back to a few positions: lines again, with every position.
    QVERIFY(model.setPositionCount(50));
    QVERIFY(!plot.curve(0).band);
    QCOMPARE(plot.curve(0).dots.size(), 50);
}

// A click on a band or on a line picks that curve's dimension for every view.
void TestWavePlot::clickingACurvePicksIt()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setShownDimensions({ 1, 8191 });
    QVERIFY(model.setPositionCount(1000000));
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QVERIFY(plot.curve(0).band && !plot.curve(1).band);
    auto *view = plot.findChild<QChartView *>();
    QVERIFY(view);
    // The chart's own mapToPosition() needs a series; the plot's items put none on it.
    const auto *lines = wavetest::itemOf<WaveLinesItem>(plot);
    QVERIFY(lines);
    const auto click = [&](double position, double value) {
        const QPointF scene = lines->mapToScene(lines->map(QPointF(position, value)));
        const QPoint at = view->mapFromScene(scene);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    };
    QCOMPARE(model.pickedDimension(), 0);
    // Inside dim 1's band, well away from the slow line.
    const double position = 250000;
    const double line = model.encoding().value(position, 8191);
    click(position, line > 0 ? -0.8 : 0.8);
    QTRY_COMPARE(model.pickedDimension(), 1);
    // On the slow line (drawn over the band).
    click(position, line);
    QTRY_COMPARE(model.pickedDimension(), 8191);
}

// A fast cos wave drawn as a line loses its dashes where they would not show (a period under
// 24 pixels); the slowest keeps them.
void TestWavePlot::fastCosineIsSolidBand()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setShownDimensions({ 1, 8191 });
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QCOMPARE(plot.curve(0).pen.style(), Qt::DashLine);
    QVERIFY(model.setPositionCount(400)); // dim 1: period 6.28 positions, about 14 pixels
    QVERIFY(!plot.curve(0).band);
    QCOMPARE(plot.curve(0).pen.style(), Qt::SolidLine);
    QCOMPARE(plot.curve(1).pen.style(), Qt::DashLine);
    QVERIFY(model.setPositionCount(50));
    QCOMPARE(plot.curve(0).pen.style(), Qt::DashLine);
}

void TestWavePlot::markersFollowPandQ_data()
{
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addRow("the seeds' 0 and 3") << qint64(0) << qint64(3);
    QTest::addRow("0 and 6") << qint64(0) << qint64(6);
    QTest::addRow("same position") << qint64(20) << qint64(20);
    QTest::addRow("q beyond the shown positions") << qint64(7) << qint64(1000);
}

void TestWavePlot::markersFollowPandQ()
{
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    PositionalEncodingModel model;
    model.setDimension(8);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const double xBefore = plot.annotations().markerX(0);
    QVERIFY(model.setPositionP(p));
    QVERIFY(model.setPositionQ(q));
    QCOMPARE(plot.annotations().markerPositions(), (QList<double> { double(p), double(q) }));
    QCOMPARE(plot.annotations().markerX(0) > xBefore, p > 0);
    QCOMPARE(std::isnan(plot.annotations().markerX(1)), q >= model.positionCount());
    if (!std::isnan(plot.annotations().markerX(1)))
        QCOMPARE(plot.annotations().markerX(1) > plot.annotations().markerX(0), q > p);
    for (int c = 0; c < plot.curveCount(); ++c) {
        const int dim = plot.curveDimensions()[c];
        const QString values = plot.annotations().legendValues(c);
        QVERIFY2(values.contains(formatDisplay(model.encoding().value(double(p), dim))),
                 qPrintable(values));
        QVERIFY2(values.contains(formatDisplay(model.encoding().value(double(q), dim))),
                 qPrintable(values));
    }
    if (p == 0 && q == 3) {
        QVERIFY(plot.annotations().legendValues(0).contains(QStringLiteral("0.141120")));
        QVERIFY(plot.annotations().legendValues(1).contains(QStringLiteral("\u22120.989992")));
    }
}

void TestWavePlot::seriesFollowShownDimensions()
{
    PositionalEncodingModel model;
    model.setDimension(64);
    WavePlot plot(&model);
    for (const QList<int> &dims :
         { QList<int> { 5 }, QList<int> { 0, 1, 2, 3, 4 }, QList<int> { 2, 63 }, QList<int> {} }) {
        QVERIFY(model.setShownDimensions(dims));
        QCOMPARE(plot.curveCount(), dims.size());
        QCOMPARE(plot.curveDimensions(), dims);
    }
    QList<int> many; // more than the plot draws: the first 32, and the title says so
    for (int dim = 0; dim < 40; ++dim)
        many.append(dim);
    QVERIFY(model.setShownDimensions(many));
    QCOMPARE(plot.curveCount(), 32);
    QVERIFY(plot.title().contains(QStringLiteral("32")));
    QVERIFY(plot.title().contains(QStringLiteral("40")));
}

// At p = 0 the p marker's dots (5 px across) sit on the plot's left edge: the y labels' text
// ends clear of them (it covered the "0" of "1.0").
void TestWavePlot::yLabelsClearTheMarkers()
{
    PositionalEncodingModel model;
    model.setPositionP(0);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const auto *view = plot.findChild<QGraphicsView *>();
    QVERIFY(view && view->scene());
    int labels = 0;
    const QList<QGraphicsItem *> items = view->scene()->items();
    for (const QGraphicsItem *item : items) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        // Qt Charts sets the label as HTML: the spacer arrives as some space; the ink is the
        // label's own text from the item's left edge (the label is aligned right).
        const QString shown = text->document()->toRawText().trimmed();
        if (!plot.axisLabels(Qt::Vertical).contains(shown))
            continue;
        QVERIFY2(text->document()->toRawText().size() > shown.size(), qPrintable(shown));
        const double inkRight = text->sceneBoundingRect().left()
            + text->document()->documentMargin()
            + QFontMetricsF(text->font()).horizontalAdvance(shown);
        QVERIFY2(inkRight <= plot.plotArea().left() - 6,
                 qPrintable(QStringLiteral("\"%1\" ends at %2, the plot starts at %3")
                                .arg(shown)
                                .arg(inkRight)
                                .arg(plot.plotArea().left())));
        ++labels;
    }
    QCOMPARE(labels, 5);
}

void TestWavePlot::axisLabels_data()
{
    QTest::addColumn<int>("count");
    QTest::addRow("1 position") << 1;
    QTest::addRow("7 positions") << 7;
    QTest::addRow("50 positions") << 50;
    QTest::addRow("100001 positions") << 100001;
    QTest::addRow("a million") << 1000000;
}

void TestWavePlot::axisLabels()
{
    QFETCH(int, count);
    PositionalEncodingModel model;
    model.setPositionCount(count);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QCOMPARE(plot.axisLabels(Qt::Vertical),
             (QStringList { "\u22121.0", "\u22120.5", "0.0", "0.5", "1.0" }));
    const QStringList x = plot.axisLabels(Qt::Horizontal);
    QVERIFY(x.size() >= 2);
    QCOMPARE(x.first(), QStringLiteral("0"));
    for (const QString &label : x) {
        bool integer = false;
        QVERIFY2(label.toLongLong(&integer) < count || count == 1, qPrintable(label));
        QVERIFY2(integer, qPrintable(label));
    }
    for (const QString &label : x + plot.axisLabels(Qt::Vertical))
        QVERIFY2(!signedZero.match(label).hasMatch(), qPrintable(label));
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("Position"));
    QCOMPARE(plot.axisTitle(Qt::Vertical), QStringLiteral("Value"));
    // The last label, centred on the plot's right edge, ends inside the chart with room to
    // spare ("100000" touched its edge).
    plot.resize(450, 400);
    QTRY_COMPARE(plot.chartSize().width(), 450.0);
    QTest::qWait(50);
    const QString last = QString::number(count - 1);
    const double half = QFontMetricsF(plot.font()).horizontalAdvance(last) / 2;
    QVERIFY2(plot.plotArea().right() + half + 4 <= plot.chartSize().width(),
             qPrintable(QStringLiteral("%1 + %2 in %3")
                            .arg(plot.plotArea().right())
                            .arg(half)
                            .arg(plot.chartSize().width())));
}

// New curves are drawn straight onto the screen; from the first move of p or q on they keep their
// pixels (a move repaints two strips from them), until the next new curves (bench_window: a
// cached item is drawn into its pixmap and then copied, and a parameter change redraws it all).
void TestWavePlot::curvesCachedWhileMarkersMove()
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
void TestWavePlot::newDimensionFitsOnce()
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

void TestWavePlot::newCurvesRepaintOneRectangle()
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

void TestWavePlot::updatesOnlyOnModelChange()
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

void TestWavePlot::toolTip()
{
    PositionalEncodingModel model; // d = 8
    WavePlot plot(&model);
    const QString text = plot.toolTipAt(3);
    QVERIFY(text.startsWith(QStringLiteral("Position 3\n")));
    QVERIFY2(text.contains(QStringLiteral("dim 0 (sin): 0.141120")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 1 (cos): \u22120.989992")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 2 (sin): 0.295520")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 3 (cos): 0.955336")), qPrintable(text));
    QCOMPARE(text.count(QLatin1Char('\n')), 8);

    // Hovering over the middle of the chart shows the text of the position there.
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto *view = plot.findChild<QGraphicsView *>();
    QVERIFY(view);
    const QPoint at = view->viewport()->rect().center();
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString shown = QToolTip::text();
    QVERIFY2(shown.startsWith(QStringLiteral("Position ")), qPrintable(shown));
    const qint64 position
        = shown.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 1).toLongLong();
    QVERIFY(position > 10 && position < 40); // the middle of 0 .. 49
    QCOMPARE(shown, plot.toolTipAt(position));
    QToolTip::hideText();
}

void TestWavePlot::render_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("name");
    QTest::addRow("lecture d=128") << 128 << "waves-d128.png";
    QTest::addRow("d=8") << 8 << "waves-d8.png";
}

// Renders at a size of its own (PNG export, --render waves) and leaves the widget as it was.
void TestWavePlot::render()
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

void TestWavePlot::darkPalette()
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
void TestWavePlot::gridLinesAreOpaque()
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

void TestWavePlot::retranslates()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents(); // delivers LanguageChange
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("[Position]"));
    QCOMPARE(plot.axisTitle(Qt::Vertical), QStringLiteral("[Value]"));
    QVERIFY(plot.title().startsWith(QLatin1Char('[')));
    QVERIFY(plot.curve(0).name.startsWith(QStringLiteral("[dim 0")));
    QVERIFY(plot.annotations().legendValues(0).startsWith(QLatin1Char('[')));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("Position"));
}

// The same painting into an SVG generator (File → Export as SVG): text stays text.
void TestWavePlot::svg()
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

QTEST_MAIN(TestWavePlot)
#include "tst_waveplot.moc"
