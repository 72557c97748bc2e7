// SPDX-License-Identifier: GPL-3.0-or-later
// The schemes view against formulas written out here: the sinusoid's PE(0)·PE(Δ) as a direct
// sum of cosines, RoPE's decay bound as the RoFormer paper writes it (every partial sum summed
// afresh, with complex numbers), ALiBi's slopes by the reference code's rule and −slope·Δ. What
// is drawn (the hover marks' pixels), what is listed, the head-count field, keyboard, mouse, the
// model's changes and a language change.
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "tests/schemesreference.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/viewpalette.h"
#include "ui/schemes/schemeschart.h"
#include "ui/schemes/schemesplot.h"
#include "ui/schemes/schemesview.h"

#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QtTest>

#include <cmath>
#include <complex>

using namespace pe;
using lessontest::BracketTranslator;

namespace {

using schemestest::bruteRope;
using schemestest::bruteSinusoid;
using schemestest::bruteSlopes;
using schemestest::near;

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

} // namespace

class TestSchemesView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void profilesMatchBruteForce_data();
    void profilesMatchBruteForce();
    void hoverMarksDrawnAtTheValues_data();
    void hoverMarksDrawnAtTheValues();
    void thinnedForManyPositions();
    void followsTheModel();
    void hiddenViewSamplesNothing();
    void axesAndLegend();
    void headLabels_data();
    void headLabels();
    void marksOnlyWhenApart();
    void readableOnLightAndDark_data();
    void readableOnLightAndDark();
    void retranslates();
};

void TestSchemesView::profilesMatchBruteForce_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("heads");
    QTest::newRow("d=8, 8 heads") << 8 << 10000.0 << 8;
    QTest::newRow("d=64, 12 heads") << 64 << 10000.0 << 12;
    QTest::newRow("d=16 base 100, 5 heads") << 16 << 100.0 << 5;
    QTest::newRow("d=2, 1 head") << 2 << 10000.0 << 1;
}

void TestSchemesView::profilesMatchBruteForce()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, heads);
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(d));
    QVERIFY(model.setBase(base));
    SchemesView view(&model);
    view.resize(800, 600);
    QVERIFY(view.chart()->setHeadCount(heads));
    const SchemeSamples &samples = view.chart()->samples();
    QCOMPARE(static_cast<int64_t>(samples.distances().size()), int64_t(50)); // every distance
    const std::vector<double> slopes = bruteSlopes(heads);
    QCOMPARE(samples.alibi().size(), slopes.size());
    QVERIFY(near(samples.sinusoidalAtZero(), d / 2.0, 1e-15));
    QVERIFY(near(samples.ropeAtZero(), (d / 2 + 1) / 2.0, 1e-12));
    for (size_t k = 0; k < samples.distances().size(); ++k) {
        const int64_t delta = samples.distances()[k];
        QCOMPARE(delta, static_cast<int64_t>(k));
        QVERIFY2(near(samples.sinusoidal()[k], bruteSinusoid(d, base, delta)),
                 qPrintable(QStringLiteral("sinusoid at %1").arg(delta)));
        QVERIFY2(near(samples.rope()[k], bruteRope(d, base, delta)),
                 qPrintable(QStringLiteral("RoPE at %1").arg(delta)));
        for (size_t h = 0; h < slopes.size(); ++h)
            QVERIFY(near(samples.alibi()[h][k], -slopes[h] * static_cast<double>(delta)));
    }
}

void TestSchemesView::hoverMarksDrawnAtTheValues_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("delta");
    QTest::newRow("d=8, Δ=3") << 8 << qint64(3);
    QTest::newRow("d=8, Δ=20") << 8 << qint64(20);
    QTest::newRow("d=32, Δ=40") << 32 << qint64(40);
}

// The filled hover marks sit where the brute-force values map to: their centre pixels have the
// curves' colours.
void TestSchemesView::hoverMarksDrawnAtTheValues()
{
    QFETCH(int, d);
    QFETCH(qint64, delta);
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(d));
    SchemesChart chart(&model);
    chart.resize(800, 480);
    QVERIFY(chart.setHeadCount(1)); // one head: its mark is not hidden under a neighbour's
    chart.setHoveredDistance(delta);
    const QImage image = chart.renderImage(chart.size());
    const SchemesPlot plot = chart.plot();
    const SchemesPlot::Geometry g = plot.layout(QRectF(chart.rect()));
    const QPointF sinusoid = plot.pointOf(g, SchemesPlot::RelativeAxis, double(delta),
                                          bruteSinusoid(d, 10000, delta) / (d / 2));
    const QPointF rope = plot.pointOf(g, SchemesPlot::RelativeAxis, double(delta),
                                      bruteRope(d, 10000, delta) / ((d / 2 + 1) / 2.0));
    const QPointF alibi
        = plot.pointOf(g, SchemesPlot::BiasAxis, double(delta), -bruteSlopes(1)[0] * double(delta));
    const auto colourAt = [&image](const QPointF &at) {
        return QColor(image.pixel(qRound(at.x() - 0.5), qRound(at.y() - 0.5))).rgb();
    };
    const auto apart
        = [](const QPointF &a, const QPointF &b) { return QLineF(a, b).length() > 12; };
    QCOMPARE(colourAt(sinusoid), plot.curveColor(PositionScheme::Sinusoidal).rgb());
    if (apart(rope, sinusoid))
        QCOMPARE(colourAt(rope), plot.curveColor(PositionScheme::Rope).rgb());
    if (apart(alibi, sinusoid) && apart(alibi, rope))
        QCOMPARE(colourAt(alibi), plot.curveColor(PositionScheme::Alibi, 0).rgb());
    QVERIFY(apart(rope, sinusoid) || apart(alibi, sinusoid));
}

void TestSchemesView::thinnedForManyPositions()
{
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(1000000));
    SchemesChart chart(&model);
    chart.resize(600, 400);
    const SchemeSamples &samples = chart.samples();
    QVERIFY(samples.distances().size() <= 1202);
    QVERIFY(samples.distances().size() >= 600);
    QCOMPARE(samples.distances().front(), int64_t(0));
    QCOMPARE(samples.distances().back(), int64_t(999999));
    for (size_t k = 0; k < samples.distances().size(); k += 97) {
        const int64_t delta = samples.distances()[k];
        QVERIFY(near(samples.sinusoidal()[k], bruteSinusoid(8, 10000, delta), 1e-8));
        QVERIFY(near(samples.rope()[k], bruteRope(8, 10000, delta), 1e-8));
    }
    chart.setHoveredDistance(999999);
    QCOMPARE(chart.hoveredDistance(), qint64(999999));
    QVERIFY(near(chart.reading().sinusoidal, bruteSinusoid(8, 10000, 999999), 1e-8));
    chart.setHoveredDistance(123457); // between the samples: still exact
    QVERIFY(near(chart.reading().rope, bruteRope(8, 10000, 123457), 1e-8));
    QVERIFY(near(chart.reading().alibi.at(0), -0.5 * 123457));
    QVERIFY(chart.plot().caption().contains(QStringLiteral("of the 1000000 distances")));
}

void TestSchemesView::followsTheModel()
{
    PositionalEncodingModel model;
    SchemesView view(&model);
    view.resize(800, 600);
    view.chart()->setHoveredDistance(40);
    const int before = view.chart()->sampleUpdateCount();
    QVERIFY(model.setPositionQ(7)); // q alone: nothing to recompute
    view.chart()->samples();
    QCOMPARE(view.chart()->sampleUpdateCount(), before == 0 ? 1 : before);
    const int updates = view.chart()->sampleUpdateCount();
    QVERIFY(model.setDimension(16));
    QCOMPARE(view.chart()->samples().parameters().dimension, 16);
    QCOMPARE(view.chart()->sampleUpdateCount(), updates + 1);
    QVERIFY(near(view.chart()->samples().sinusoidal()[5], bruteSinusoid(16, 10000, 5)));
    QVERIFY(view.readoutText().contains(formatDisplay(bruteRope(16, 10000, 40))));
    QVERIFY(model.setBase(500));
    QVERIFY(near(view.chart()->samples().rope()[9], bruteRope(16, 500, 9)));
    QVERIFY(view.readoutText().contains(formatDisplay(bruteSinusoid(16, 500, 40))));
    QVERIFY(view.chart()->plot().title().contains(QStringLiteral("base = 500")));
    QVERIFY(model.setPositionCount(30)); // the hovered distance follows into 0 … 29
    QCOMPARE(view.chart()->hoveredDistance(), qint64(29));
    QCOMPARE(view.chart()->samples().distances().back(), int64_t(29));
    QVERIFY(view.readoutText().startsWith(QStringLiteral("Δ = 29")));
}

// A view in a hidden tab keeps its list current (one distance, O(d)) but samples no curves
// until it is painted: d = 65536 with 10^6 positions must not cost every parameter change.
void TestSchemesView::hiddenViewSamplesNothing()
{
    PositionalEncodingModel model;
    SchemesView view(&model);
    QVERIFY(model.setPositionCount(1000000));
    QVERIFY(model.setDimension(65536));
    QVERIFY(model.setBase(500000));
    QCOMPARE(view.chart()->sampleUpdateCount(), 0);
    QVERIFY(view.readoutText().contains(formatDisplay(32768.0))); // d/2, divided by
    QVERIFY(view.readoutText().contains(formatDisplay(bruteSinusoid(65536, 500000, 3))));
    view.chart()->resize(400, 300);
    view.chart()->renderImage(view.chart()->size());
    QCOMPARE(view.chart()->sampleUpdateCount(), 1);
}

void TestSchemesView::axesAndLegend()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    SchemesChart chart(&model);
    chart.resize(800, 480);
    const SchemesPlot plot = chart.plot();
    const QRectF rect(chart.rect());
    QVERIFY(plot.legendText(PositionScheme::Sinusoidal).contains(QStringLiteral("÷ 64")));
    QVERIFY(plot.legendText(PositionScheme::Rope).contains(QStringLiteral("÷ 32.5")));
    QVERIFY(plot.legendText(PositionScheme::Alibi).contains(QStringLiteral("h8")));
    QVERIFY(plot.caption().contains(QStringLiteral("divided by its value at Δ = 0")));
    QVERIFY(plot.caption().contains(QStringLiteral("not divided")));
    // The view lists the exact values below the chart, and the caption says so.
    QVERIFY(plot.caption().contains(QStringLiteral("listed below")));
    for (const auto axis :
         { SchemesPlot::DistanceAxis, SchemesPlot::RelativeAxis, SchemesPlot::BiasAxis })
        QVERIFY(!plot.axisTitle(axis).isEmpty());
    QVERIFY(ViewPalette::line(PositionScheme::Sinusoidal)
            != ViewPalette::line(PositionScheme::Rope));
    QVERIFY(ViewPalette::line(PositionScheme::Rope) != ViewPalette::line(PositionScheme::Alibi));
    QVERIFY(ViewPalette::line(PositionScheme::Sinusoidal)
            != ViewPalette::line(PositionScheme::Alibi));
    const SchemesPlot::Geometry g = plot.layout(rect);
    QCOMPARE(g.relative.max, 1.0); // both start at 1
    QVERIFY(g.relative.min <= 0);
    QCOMPARE(g.bias.max, 0.0);
    // The steepest head (slope 1/2 at 8 heads) reaches −0.5·49 within the right axis.
    QVERIFY(g.bias.min <= -0.5 * 49);
    const QStringList left = plot.tickLabels(SchemesPlot::RelativeAxis, rect);
    const QStringList right = plot.tickLabels(SchemesPlot::BiasAxis, rect);
    QCOMPARE(right.size(), left.size()); // on the same grid lines
    QCOMPARE(left.last().toDouble(), 1.0);
    QCOMPARE(right.last().toDouble(), 0.0);
    for (const auto axis :
         { SchemesPlot::DistanceAxis, SchemesPlot::RelativeAxis, SchemesPlot::BiasAxis })
        for (const QString &label : plot.tickLabels(axis, rect))
            QVERIFY2(!signedZero.match(label).hasMatch(), qPrintable(label));
    // Δ = 0 of the sinusoid and RoPE at the top of the left axis, ALiBi's 0 at the top too.
    QCOMPARE(plot.pointOf(g, SchemesPlot::RelativeAxis, 0, 1.0).y(), g.plot.top());
    QCOMPARE(plot.pointOf(g, SchemesPlot::BiasAxis, 0, 0.0).y(), g.plot.top());
    QCOMPARE(plot.pointOf(g, SchemesPlot::BiasAxis, 0, 0.0).x(), g.data.left());
    QCOMPARE(plot.pointOf(g, SchemesPlot::BiasAxis, 49, 0.0).x(), g.data.right());
}

void TestSchemesView::headLabels_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("all");
    QTest::newRow("8") << 8 << true;
    QTest::newRow("12") << 12 << true;
    QTest::newRow("1024") << 1024 << false;
}

void TestSchemesView::headLabels()
{
    QFETCH(int, heads);
    QFETCH(bool, all);
    PositionalEncodingModel model;
    SchemesChart chart(&model);
    chart.resize(800, 480);
    QVERIFY(chart.setHeadCount(heads));
    const SchemesPlot plot = chart.plot();
    const SchemesPlot::Geometry g = plot.layout(QRectF(chart.rect()));
    const QList<SchemesPlot::HeadLabel> labels = plot.headLabels(g);
    if (all)
        QCOMPARE(labels.size(), heads);
    else
        QVERIFY(labels.size() > 5 && labels.size() < heads);
    const std::vector<double> slopes = bruteSlopes(heads);
    for (int k = 0; k < labels.size(); ++k) {
        const SchemesPlot::HeadLabel &label = labels.at(k);
        QVERIFY(g.plot.contains(label.box));
        QVERIFY(label.box.left() > g.data.right()); // right of the curves' ends
        const double end
            = plot.pointOf(g, SchemesPlot::BiasAxis, 49, -slopes[size_t(label.head)] * 49).y();
        QVERIFY(std::abs(label.lineY - end) < 1e-9);
        for (int j = 0; j < k; ++j)
            QVERIFY(!labels.at(j).box.intersects(label.box));
    }
}

void TestSchemesView::marksOnlyWhenApart()
{
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(10));
    SchemesChart chart(&model);
    chart.resize(800, 480);
    const QRectF rect(chart.rect());
    QVERIFY(chart.plot().showsMarks(chart.plot().layout(rect)));
    QVERIFY(model.setPositionCount(500));
    QVERIFY(!chart.plot().showsMarks(chart.plot().layout(rect)));
}

// On a light and on a dark window every curve keeps a contrast of at least 3:1 (WCAG's for
// graphics), and the picture is drawn on the window's colour.
void TestSchemesView::readableOnLightAndDark_data()
{
    QTest::addColumn<QColor>("window");
    QTest::addColumn<QColor>("text");
    QTest::newRow("light") << QColor(0xef, 0xef, 0xef) << QColor(Qt::black);
    QTest::newRow("white") << QColor(Qt::white) << QColor(Qt::black);
    QTest::newRow("dark") << QColor(0x20, 0x20, 0x24) << QColor(0xe8, 0xe8, 0xe8);
}

void TestSchemesView::readableOnLightAndDark()
{
    QFETCH(QColor, window);
    QFETCH(QColor, text);
    PositionalEncodingModel model;
    SchemesChart chart(&model);
    QPalette palette = chart.palette();
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    chart.setPalette(palette);
    chart.resize(800, 480);
    const QImage image = chart.renderImage(chart.size());
    QCOMPARE(QColor(image.pixel(2, 2)).rgb(), window.rgb());
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF());
    };
    const auto contrast = [&](const QColor &c) {
        const double a = luminance(c) + 0.05;
        const double b = luminance(window) + 0.05;
        return std::max(a, b) / std::min(a, b);
    };
    const SchemesPlot plot = chart.plot();
    QVERIFY(contrast(plot.curveColor(PositionScheme::Sinusoidal)) >= 3);
    QVERIFY(contrast(plot.curveColor(PositionScheme::Rope)) >= 3);
    for (int h = 0; h < 8; ++h)
        QVERIFY2(contrast(plot.curveColor(PositionScheme::Alibi, h)) >= 3,
                 qPrintable(QString::number(h)));
}

void TestSchemesView::retranslates()
{
    PositionalEncodingModel model;
    SchemesView view(&model);
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents();
    QVERIFY(view.chart()->plot().title().startsWith(QLatin1Char('[')));
    QVERIFY(view.chart()->plot().caption().startsWith(QLatin1Char('[')));
    QVERIFY(view.chart()->plot().legendText(PositionScheme::Rope).startsWith(QLatin1Char('[')));
    QVERIFY(view.chart()->plot().axisTitle(SchemesPlot::BiasAxis).startsWith(QLatin1Char('[')));
    QVERIFY(view.readoutText().startsWith(QLatin1Char('[')));
    QVERIFY(view.headCountField()->toolTip().startsWith(QLatin1Char('[')));
    QVERIFY(view.findChild<QLabel *>()->text().startsWith(QLatin1Char('[')));
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QCoreApplication::processEvents();
    QVERIFY(view.readoutText().startsWith(QStringLiteral("Δ = 3")));
}

QTEST_MAIN(TestSchemesView)
#include "tst_schemesview.moc"
