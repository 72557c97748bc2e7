// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "tests/ui/contexts/contextsviewdriver.h"
#include "ui/common/viewpalette.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextbandslayout.h"
#include "ui/contexts/contextbandstext.h"

#include <QRegularExpression>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace pe;
using namespace pe::contexttest;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

} // namespace

class TestContextBandsChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawnRowsMatchBruteForce_data();
    void drawnRowsMatchBruteForce();
    void hoverReadsOutPair_data();
    void hoverReadsOutPair();
    void toolTip();
    void keyboardMovesHoveredPair();
    void angleAxisIsLogarithmic();
    void angleAxisTitleWrapsWhole();
    void render_data();
    void render();
};

void TestContextBandsChart::drawnRowsMatchBruteForce_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("grouped");
    QTest::addRow("pi d=8") << Method::Pi << 8 << 10000.0 << false;
    QTest::addRow("ntk d=64") << Method::Ntk << 64 << 10000.0 << false;
    QTest::addRow("yarn d=64 base=5e5") << Method::Yarn << 64 << 5e5 << false;
    QTest::addRow("ntk d=4096, grouped") << Method::Ntk << 4096 << 10000.0 << true;
    QTest::addRow("yarn d=65536, grouped") << Method::Yarn << 65536 << 10000.0 << true;
}

// What the chart draws at its size: every pair in one row or in consecutive groups, each row's
// band ends those of the brute-force formulas.
void TestContextBandsChart::drawnRowsMatchBruteForce()
{
    QFETCH(Method, method);
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(bool, grouped);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    model.setBase(base);
    ContextsView view(&model);
    chooseMethod(&view,
                 method == Method::Pi        ? ContextScaling::Method::PositionInterpolation
                     : method == Method::Ntk ? ContextScaling::Method::Ntk
                                             : ContextScaling::Method::Yarn);
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const std::vector<BrutePair> brute = brutePairs(
        method, ContextsView::defaultScale, ContextsView::defaultTrainLength, dimension, base);
    const QRectF rect(view.chart()->rect());
    const ContextBandsPlot plot = view.chart()->plot();
    const ContextBandsPlot::Geometry g = plot.layout(rect);
    const auto rows = plot.rows(rect);
    QCOMPARE(g.pairsPerRow > 1, grouped);
    QVERIFY(g.rowHeight >= ContextBandsPlot::minRowHeight);
    QVERIFY(g.panel[0].bottom() <= rect.bottom());
    QCOMPARE(int(rows.size()), g.rowCount);
    QCOMPARE(rows.back().last, dimension / 2 - 1);
    for (const ContextBands::Row &row : rows) {
        double highT = 0, highA = 0, lowA = 1e300;
        for (int i = row.first; i <= row.last; ++i) {
            highT = std::max(highT, brute[size_t(i)].trained);
            highA = std::max(highA, brute[size_t(i)].runAfter);
            lowA = std::min(lowA, brute[size_t(i)].runAfter);
        }
        QVERIFY(near(row.trained.high, highT));
        QVERIFY(near(row.after.high, highA));
        QVERIFY(near(row.after.low, lowA));
        QVERIFY(near(row.before.high, ContextsView::defaultScale * highT));
        // Where the bars end: the log-scale x of the brute-force value.
        const double x = plot.xOf(g.panel[1], highA);
        const double t = (std::log10(highA) - view.chart()->bands()->minDecade())
            / (view.chart()->bands()->maxDecade() - view.chart()->bands()->minDecade());
        QVERIFY(std::abs(x - (g.panel[1].left() + t * g.panel[1].width())) < 1e-9);
    }
}

void TestContextBandsChart::hoverReadsOutPair_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("pair");
    QTest::addRow("pi d=8 pair 3") << Method::Pi << 8 << 3;
    QTest::addRow("ntk d=64 pair 20") << Method::Ntk << 64 << 20;
    QTest::addRow("yarn d=64 pair 0") << Method::Yarn << 64 << 0;
    QTest::addRow("yarn d=64 pair 12 (on the ramp)") << Method::Yarn << 64 << 12;
    QTest::addRow("yarn d=8192 pair 3000 (grouped rows)") << Method::Yarn << 8192 << 3000;
}

// Moving the mouse over a pair's row makes it the hovered pair; the read-out shows its values,
// worded from the brute-force numbers.
void TestContextBandsChart::hoverReadsOutPair()
{
    QFETCH(Method, method);
    QFETCH(int, dimension);
    QFETCH(int, pair);
    const int asked = pair;
    PositionalEncodingModel model;
    model.setDimension(dimension);
    ContextsView view(&model);
    chooseMethod(&view, coreMethod(method));
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ContextBandsChart *chart = view.chart();
    const ContextBandsPlot::Geometry g = chart->plot().layout(QRectF(chart->rect()));
    const QPointF exact(g.panel[1].center().x(), chart->plot().yOfPair(g, asked));
    QCOMPARE(chart->pairAt(exact), asked);
    // The mouse is at whole pixels: in grouped rows a pixel holds several pairs.
    const QPoint at = exact.toPoint();
    pair = chart->pairAt(QPointF(at));
    QVERIFY(std::abs(pair - asked) <= g.pairsPerRow / g.rowHeight + 1);
    QTest::mouseMove(chart, at);
    QTRY_COMPARE(chart->hoveredPair(), pair);
    const BrutePair b = brutePairs(method, ContextsView::defaultScale,
                                   ContextsView::defaultTrainLength, dimension, 10000)
                            .at(size_t(pair));
    const QStringList items = expectedItems(b, pair, method == Method::Yarn);
    QCOMPARE(view.readout(), items.join(QStringLiteral(" ⋅ ")));
    QCOMPARE(chart->toolTipAt(pair), items.join(QLatin1Char('\n')));
    if (method == Method::Yarn && pair == 12)
        QVERIFY(b.ramp > 0 && b.ramp < 1);
    // Off the rows (the title): the hovered pair stays.
    QTest::mouseMove(chart, QPoint(5, 5));
    QCOMPARE(chart->pairAt(QPointF(5, 5)), -1);
    QCOMPARE(chart->hoveredPair(), pair);
}

void TestContextBandsChart::toolTip()
{
    PositionalEncodingModel model;
    ContextsView view(&model);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ContextBandsChart *chart = view.chart();
    const ContextBandsPlot::Geometry g = chart->plot().layout(QRectF(chart->rect()));
    const QPoint at(int(g.panel[0].center().x()), int(chart->plot().yOfPair(g, 2)));
    QHelpEvent help(QEvent::ToolTip, at, chart->mapToGlobal(at));
    QCoreApplication::sendEvent(chart, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), chart->toolTipAt(2));
    QVERIFY(QToolTip::text().startsWith(QStringLiteral("Pair 2\nθᵢ = 0.010000, θᵢ′ = 0.001250")));
    QToolTip::hideText();
}

void TestContextBandsChart::keyboardMovesHoveredPair()
{
    PositionalEncodingModel model;
    model.setDimension(16); // 8 pairs
    ContextsView view(&model);
    ContextBandsChart *chart = view.chart();
    QCOMPARE(chart->focusPolicy(), Qt::StrongFocus);
    chart->setHoveredPair(3);
    QTest::keyClick(chart, Qt::Key_Down);
    QCOMPARE(chart->hoveredPair(), 4);
    QVERIFY(view.readout().startsWith(QStringLiteral("Pair 4 ⋅ ")));
    QTest::keyClick(chart, Qt::Key_Up);
    QTest::keyClick(chart, Qt::Key_Up);
    QCOMPARE(chart->hoveredPair(), 2);
    QTest::keyClick(chart, Qt::Key_End);
    QCOMPARE(chart->hoveredPair(), 7);
    QTest::keyClick(chart, Qt::Key_Down); // stays at the last pair
    QCOMPARE(chart->hoveredPair(), 7);
    QTest::keyClick(chart, Qt::Key_Home);
    QTest::keyClick(chart, Qt::Key_Up);
    QCOMPARE(chart->hoveredPair(), 0);
    // Fewer pairs: the hovered pair stays among them.
    chart->setHoveredPair(7);
    model.setDimension(8);
    QCOMPARE(chart->hoveredPair(), 3);
    QVERIFY(view.readout().startsWith(QStringLiteral("Pair 3 ⋅ ")));
}

void TestContextBandsChart::angleAxisIsLogarithmic()
{
    PositionalEncodingModel model;
    ContextsView view(&model);
    view.chart()->resize(900, 500);
    const QStringList labels = view.chart()->plot().tickLabels(QRectF(0, 0, 900, 500));
    // d = 8, L = 4096, s = 8: from L·θ_3 = 4.096 up to s·L·θ₀ = 32768.
    QCOMPARE(labels,
             QStringList({ QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100"),
                           QStringLiteral("10³"), QStringLiteral("10⁴"), QStringLiteral("10⁵") }));
    QCOMPARE(ContextBandsText::decadeLabel(-7), QStringLiteral("10⁻⁷"));
    QCOMPARE(ContextBandsText::decadeLabel(-1), QStringLiteral("0.1"));
    QCOMPARE(ContextBandsText::decadeLabel(12), QStringLiteral("10¹²"));
    for (const QString &label : labels)
        QVERIFY(!signedZero.match(label).hasMatch());
    QVERIFY(ContextBandsText::angleAxisTitle().contains(QStringLiteral("logarithmic")));
    // Many decades in a narrow panel: labels thinned to every few decades.
    type(view.scaleField(), QStringLiteral("1e-300"));
    QCOMPARE(view.scale(), 1e-300);
    const QStringList thin = view.chart()->plot().tickLabels(QRectF(0, 0, 640, 400));
    QVERIFY(thin.size() >= 2 && thin.size() < 20);
}

// In a narrow dock the axis title takes two lines instead of ending "beyo…" (issue 26), and the
// rows make room for it.
void TestContextBandsChart::angleAxisTitleWrapsWhole()
{
    const ContextBands bands(ContextScaling::Method::PositionInterpolation, 8, 4096, 8, 10000);
    const QFont font(QStringLiteral("DejaVu Sans"), 10);
    const ContextBandsLayout layout(bands, font);
    const QFontMetricsF metrics(font);
    for (double width : { 1200.0, 560.0, 380.0 }) {
        const QRectF rect(0, 0, width, 500);
        const ContextBandsLayout::Geometry g = layout.layout(rect);
        const QRectF needed
            = metrics.boundingRect(QRectF(0, 0, g.angleTitle.width(), 10000), Qt::TextWordWrap,
                                   ContextBandsText::angleAxisTitle());
        QVERIFY2(g.angleTitle.height() >= needed.height() - 0.5,
                 qPrintable(QString::number(width)));
        QVERIFY(g.angleTitle.bottom() <= rect.bottom());
        QVERIFY(g.angleTitle.top() > g.tickTop); // under the tick labels
        if (width < 600)
            QVERIFY(g.angleTitle.height() >= 2 * metrics.height() - 0.5);
    }
}

void TestContextBandsChart::render_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("name");
    QTest::addRow("pi d=8") << Method::Pi << 8 << "contexts-pi-d8.png";
    QTest::addRow("ntk d=128") << Method::Ntk << 128 << "contexts-ntk-d128.png";
    QTest::addRow("yarn d=128") << Method::Yarn << 128 << "contexts-yarn-d128.png";
    QTest::addRow("ntk d=65536") << Method::Ntk << 65536 << "contexts-ntk-d65536.png";
}

// The unseen angles' colour shows in a panel exactly when the brute force finds unseen pairs
// there: before scaling always (the slow pairs), after NTK-aware scaling too (its middle pairs),
// after PI and YaRN never.
void TestContextBandsChart::render()
{
    QFETCH(Method, method);
    QFETCH(int, dimension);
    QFETCH(QString, name);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    ContextsView view(&model);
    chooseMethod(&view, coreMethod(method));
    const QSize size(1000, 640);
    const QImage image = view.chart()->renderImage(size);
    QCOMPARE(image.size(), size);
    const QColor window = view.palette().color(QPalette::Window);
    QCOMPARE(image.pixelColor(1, 1), window);
    // The unseen angles' colour: the shared palette's third curve colour (bluish green on light).
    const QColor unseenColour = ViewPalette(view.palette()).curve(2);
    QCOMPARE(unseenColour, QColor(0x00, 0x95, 0x6d));
    const ContextBandsPlot::Geometry g = view.chart()->plot().layout(QRectF(QPointF(), size));
    int painted = 0;
    int unseen[2] = { 0, 0 };
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            painted += c != window ? 1 : 0;
            for (int side = 0; side < 2; ++side)
                if (g.panel[side].contains(QPointF(x + 0.5, y + 0.5)) && c == unseenColour)
                    ++unseen[side];
        }
    QVERIFY(painted > 8000);
    int unseenAfter = 0;
    for (const BrutePair &b : brutePairs(method, ContextsView::defaultScale,
                                         ContextsView::defaultTrainLength, dimension, 10000))
        unseenAfter += b.unseenAfter ? 1 : 0;
    QVERIFY(unseen[0] > 20);
    QCOMPARE(unseen[1] > 0, unseenAfter > 0);
    QCOMPARE(unseenAfter > 0, method == Method::Ntk);
    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name));
}

QTEST_MAIN(TestContextBandsChart)
#include "tst_contextbandschart.moc"
