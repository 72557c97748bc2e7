// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's curves as a reader sees them: each its own colour, far enough apart for
// colour-blind eyes too; a smooth sine of the real position with the whole positions as dots on
// it; the p and q captions off the curves; a reason in the plot when it cannot draw a wave.
#include "core/model/positionalencodingmodel.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/wavemarkeritem.h"
#include "ui/waves/waveplot.h"
#include "ui/waves/wavestyle.h"

#include <QChart>
#include <QChartView>
#include <QtTest>

#include <array>
#include <cmath>

using namespace pe;

namespace {

// CIE L*a*b* of an sRGB colour (D65), written out here rather than taken from the code under test.
std::array<double, 3> lab(const QColor &color)
{
    const auto linear
        = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double r = linear(color.redF());
    const double g = linear(color.greenF());
    const double b = linear(color.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double deltaE76(const QColor &a, const QColor &b)
{
    const auto p = lab(a);
    const auto q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

} // namespace

class TestWaveCurves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paletteIsDistinguishable_data();
    void paletteIsDistinguishable();
    void everyCurveItsOwnColour();
    void fastWaveIsASmoothSine();
    void dotsAtWholePositions();
    void noDotsWhenCrowded();
    void captionsAreOffTheCurves();
    void onePositionSaysWhy();
    void markerBeyondThePositionsIsSaid();
    void unchangedCurvesKeepTheirPoints_data();
    void unchangedCurvesKeepTheirPoints();
};

void TestWaveCurves::paletteIsDistinguishable_data()
{
    QTest::addColumn<ViewPalette::Scheme>("scheme");
    QTest::addColumn<QColor>("background");
    QTest::addColumn<QColor>("marker"); // the p marker: the window text
    QTest::addRow("light") << ViewPalette::Scheme::Light << QColor(Qt::white) << QColor(Qt::black);
    QTest::addRow("dark") << ViewPalette::Scheme::Dark << QColor(0x30, 0x30, 0x30)
                          << QColor(Qt::white);
    QTest::addRow("black on white")
        << ViewPalette::Scheme::HighContrastLight << QColor(Qt::white) << QColor(Qt::black);
    QTest::addRow("white on black")
        << ViewPalette::Scheme::HighContrastDark << QColor(Qt::black) << QColor(Qt::white);
}

// The nearly equal red-oranges of dims 1, 3 and 7 were some 5 CIE76 units apart; every pair of
// the palette is now at least 20 apart, and every colour stands off the background and the p
// marker.
void TestWaveCurves::paletteIsDistinguishable()
{
    QFETCH(ViewPalette::Scheme, scheme);
    QFETCH(QColor, background);
    QFETCH(QColor, marker);
    double closest = 1e9;
    const int size = WaveStyle::curveCount(scheme);
    for (int a = 0; a < size; ++a) {
        const QColor ca = WaveStyle::curveColor(a, scheme);
        QVERIFY2(deltaE76(ca, background) >= 40, qPrintable(ca.name()));
        QVERIFY2(deltaE76(ca, marker) >= 20, qPrintable(ca.name()));
        for (int b = a + 1; b < size; ++b)
            closest = std::min(closest, deltaE76(ca, WaveStyle::curveColor(b, scheme)));
    }
    QVERIFY2(closest >= 20, qPrintable(QString::number(closest)));
    QCOMPARE(WaveStyle::curveColor(size, scheme), WaveStyle::curveColor(0, scheme));
}

void TestWaveCurves::everyCurveItsOwnColour()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    QList<int> dims;
    for (int dim = 0; dim < WaveStyle::curveCount(ViewPalette::Scheme::Light); ++dim)
        dims.append(dim);
    QVERIFY(model.setShownDimensions(dims));
    WavePlot plot(&model);
    QCOMPARE(plot.curveCount(), WaveStyle::curveCount(ViewPalette::Scheme::Light));
    for (int a = 0; a < plot.curveCount(); ++a)
        for (int b = a + 1; b < plot.curveCount(); ++b)
            QVERIFY2(deltaE76(plot.curve(a).pen.color(), plot.curve(b).pen.color()) >= 20,
                     qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
    // Dims 1, 3 and 7 (the three red-oranges before) in particular.
    QVERIFY(plot.curve(1).pen.color() != plot.curve(3).pen.color());
    QVERIFY(plot.curve(3).pen.color() != plot.curve(7).pen.color());
}

// Dim 0 of d = 128 is sin(p), period 2 pi: between the whole positions the line follows sin(x),
// so it reaches its top near x = pi / 2, where a zigzag through sin(1) and sin(2) stays at 0.91.
void TestWaveCurves::fastWaveIsASmoothSine()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    QVERIFY(model.setShownDimensions({ 0, 1 }));
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    for (int c = 0; c < 2; ++c) {
        const QList<QPointF> points = plot.curve(c).points;
        QVERIFY(!plot.curve(c).band);
        double top = -2;
        int between = 0;
        for (int i = 0; i < points.size(); ++i) {
            const double x = points.at(i).x();
            const double exact = c == 0 ? std::sin(x) : std::cos(x);
            QVERIFY2(std::abs(points.at(i).y() - exact) <= 1e-12, qPrintable(QString::number(x)));
            if (i > 0)
                QVERIFY(x > points.at(i - 1).x());
            if (x >= 1 && x <= 2) {
                top = std::max(top, points.at(i).y());
                if (x != std::floor(x))
                    ++between;
            }
        }
        QVERIFY2(between >= 4, qPrintable(QString::number(between)));
        if (c == 0)
            QVERIFY2(top > 0.99, qPrintable(QString::number(top)));
        QCOMPARE(points.last().x(), 49.0);
    }
}

void TestWaveCurves::dotsAtWholePositions()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    QVERIFY(model.setShownDimensions({ 0, 1, 10 }));
    QVERIFY(model.setPositionCount(30));
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const double denominator10 = std::pow(10000.0, 10.0 / 128);
    for (int c = 0; c < 3; ++c) {
        const QList<QPointF> dots = plot.curve(c).dots;
        QCOMPARE(dots.size(), 30);
        for (int k = 0; k < 30; ++k) {
            QCOMPARE(dots.at(k).x(), double(k));
            const double exact = c == 0 ? std::sin(k)
                : c == 1                ? std::cos(k)
                                        : std::sin(k / denominator10);
            QVERIFY2(std::abs(dots.at(k).y() - exact) <= 1e-12, qPrintable(QString::number(k)));
        }
    }
}

// 400 positions on some 800 pixels: dots 2 pixels apart would merge into a thick line.
void TestWaveCurves::noDotsWhenCrowded()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    QVERIFY(model.setShownDimensions({ 10 }));
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QCOMPARE(plot.curve(0).dots.size(), 50);
    QVERIFY(model.setPositionCount(400));
    QVERIFY(plot.curve(0).dots.isEmpty());
    QVERIFY(model.setPositionCount(50));
    QCOMPARE(plot.curve(0).dots.size(), 50);
}

// The "p = 0" and "q = 3" captions sat in the band above +1, on the tops of the curves; now
// they are above the plot area, where no curve goes.
void TestWaveCurves::captionsAreOffTheCurves()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    model.setPositionP(0);
    model.setPositionQ(3);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const QRectF plotArea = plot.findChild<QChartView *>()->chart()->plotArea();
    const QList<QRectF> captions = plot.annotations().markers()->captions();
    QCOMPARE(captions.size(), 2);
    for (const QRectF &caption : captions) {
        QVERIFY(!caption.isNull());
        QVERIFY2(caption.bottom() <= plotArea.top(), qPrintable(QString::number(caption.bottom())));
        QVERIFY(caption.top() >= 0);
    }
    QVERIFY(!captions.at(0).intersects(captions.at(1)));
    // q left of p, their lines close: each caption on its own side ("q = 3" was drawn right of
    // "p = 5", under which the heatmap reads "q p").
    model.setPositionP(5);
    plot.resize(450, 300);
    QTRY_VERIFY(plot.annotations().markers()->captions().at(1).right()
                <= plot.annotations().markers()->captions().at(0).left());
}

void TestWaveCurves::onePositionSaysWhy()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QVERIFY(plot.note().isEmpty());
    QVERIFY(model.setPositionCount(1));
    QVERIFY2(plot.note().contains(QStringLiteral("at least two")), qPrintable(plot.note()));
    QVERIFY(plot.note().contains(QStringLiteral("Positions shown")));
    QVERIFY(model.setPositionCount(2));
    QVERIFY(plot.note().isEmpty());
}

// q beyond the shown positions used to vanish without a word; its caption now stays at the right
// edge with an arrow (no line, no dots: there is no such position on the plot).
void TestWaveCurves::markerBeyondThePositionsIsSaid()
{
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(10));
    model.setPositionQ(3);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const WaveMarkerItem *markers = plot.annotations().markers();
    QVERIFY(!markers->isBeyond(1));
    QCOMPARE(markers->captionText(1), QStringLiteral("q = 3"));
    model.setPositionQ(20);
    QVERIFY(markers->isBeyond(1));
    QCOMPARE(markers->captionText(1), QStringLiteral("q = 20 \u2192"));
    const QRectF plotArea = plot.findChild<QChartView *>()->chart()->plotArea();
    const QList<QRectF> captions = markers->captions();
    QVERIFY(!captions.at(1).isNull());
    QVERIFY(std::abs(captions.at(1).right() - plotArea.right()) < 1.0);
    QVERIFY(captions.at(1).bottom() <= plotArea.top());
    QVERIFY(!captions.at(0).intersects(captions.at(1)));
    model.setPositionQ(9);
    QVERIFY(!markers->isBeyond(1));
}

void TestWaveCurves::unchangedCurvesKeepTheirPoints_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("count");
    QTest::addRow("lines, d = 8") << 8 << 50;
    QTest::addRow("bands, d = 8192, a million positions") << 8192 << 1000000;
}

// Pair 0's denominator is 1 whatever the base and d: a new base or d samples only the other
// curves. Every curve, kept or sampled, is what a plot made afresh for the new values draws.
void TestWaveCurves::unchangedCurvesKeepTheirPoints()
{
    QFETCH(int, dimension);
    QFETCH(int, count);
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(count));
    model.setDimension(dimension);
    QVERIFY(model.setShownDimensions({ 0, 1, 6 }));
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    // Laid out at its size (bands are sampled for the plot's width).
    QTRY_VERIFY(plot.plotArea().width() > 0.8 * plot.width());
    QCOMPARE(plot.curve(0).band, count > 1000);
    const auto sameAsAfresh = [&] {
        WavePlot afresh(&model);
        afresh.resize(plot.size());
        afresh.show();
        if (!QTest::qWaitForWindowExposed(&afresh))
            return false;
        if (!QTest::qWaitFor([&] { return afresh.plotArea() == plot.plotArea(); })
            || afresh.curveCount() != plot.curveCount())
            return false;
        for (int c = 0; c < plot.curveCount(); ++c) {
            const WavePlot::Curve a = plot.curve(c);
            const WavePlot::Curve b = afresh.curve(c);
            if (a.dim != b.dim || a.points != b.points || a.lower != b.lower || a.dots != b.dots)
                return false;
        }
        return true;
    };
    QVERIFY(sameAsAfresh());
    int sampled = plot.sampledCurveCount();
    QVERIFY(model.setBase(500));
    QCOMPARE(plot.sampledCurveCount(), sampled += 1); // dimension 6 alone
    QVERIFY(sameAsAfresh());
    model.setDimension(dimension * 2);
    QCOMPARE(plot.sampledCurveCount(), sampled += 1);
    QVERIFY(sameAsAfresh());
    // Concatenated: dimension 1 is pair 1's sine, dimension 6 pair 6's; dimension 0 stays.
    model.setComponentLayout(Layout::Concatenated);
    QCOMPARE(plot.sampledCurveCount(), sampled += 2);
    QVERIFY(sameAsAfresh());
    // Other positions: every curve anew.
    QVERIFY(model.setPositionCount(count - 1));
    QCOMPARE(plot.sampledCurveCount(), sampled += 3);
    QVERIFY(sameAsAfresh());
}

QTEST_MAIN(TestWaveCurves)
#include "tst_wavecurves.moc"
