// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's curves: which are drawn, thinned or drawn as bands, picked by a click, the
// markers following p and q, and the lecture defaults (text: tst_waveplottext; painting:
// tst_waveplotpainting).
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/ui/waves/waveitemof.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/waveaxes.h"
#include "ui/waves/wavelinesitem.h"
#include "ui/waves/waveplot.h"

#include <QChart>
#include <QChartView>
#include <QtTest>

#include <cmath>

using namespace pe;

class TestWavePlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void curves_data();
    void curves();
    void lectureDefaults_data();
    void lectureDefaults();
    void pickedCurveIsThicker();
    void thinnedForManyPositions();
    void fastWavesAreBands();
    void fastCosineIsSolidBand();
    void clickingACurvePicksIt();
    void markersFollowPandQ_data();
    void markersFollowPandQ();
    void seriesFollowShownDimensions();
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

QTEST_MAIN(TestWavePlot)
#include "tst_waveplot.moc"
