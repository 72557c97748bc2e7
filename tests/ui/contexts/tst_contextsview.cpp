// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "tests/ui/contexts/bruteforcecontext.h"
#include "ui/common/checkedspinbox.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextbandstext.h"
#include "ui/contexts/contextsview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace pe;
using namespace pe::contexttest;
using lessontest::BracketTranslator;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

void chooseMethod(ContextsView *view, ContextScaling::Method method)
{
    QComboBox *box = view->methodBox();
    const int index = box->findData(static_cast<int>(method));
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index); // as a user's choice
}

// Types text into a field and commits it with Enter.
void type(CheckedSpinBox *field, const QString &text)
{
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// The read-out of pair i, worded from the brute-force values.
QStringList expectedItems(const BrutePair &b, int i, bool yarn, const QString &method)
{
    Q_UNUSED(method);
    QStringList items { QStringLiteral("Pair %1").arg(i),
                        QStringLiteral("θ_i = %1, θ_i' = %2")
                            .arg(formatDisplay(b.theta), formatDisplay(b.scaledTheta)),
                        QStringLiteral("Wavelength %1 before, %2 after")
                            .arg(formatDisplay(twoPi / b.theta),
                                 formatDisplay(twoPi / b.scaledTheta)),
                        QStringLiteral("Training [0, %1)").arg(formatDisplay(b.trained)),
                        QStringLiteral("Run before scaling [0, %1)%2")
                            .arg(formatDisplay(b.runBefore),
                                 b.unseenBefore ? QStringLiteral(": unseen angles") : QString()),
                        QStringLiteral("Run after scaling [0, %1)%2")
                            .arg(formatDisplay(b.runAfter),
                                 b.unseenAfter ? QStringLiteral(": unseen angles") : QString()) };
    if (yarn)
        items << QStringLiteral("Ramp γ_i = %1").arg(formatDisplay(b.ramp));
    return items;
}

class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

} // namespace

Q_DECLARE_METATYPE(pe::contexttest::Method)

class TestContextsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawnRowsMatchBruteForce_data();
    void drawnRowsMatchBruteForce();
    void unseenCountsInHeaders_data();
    void unseenCountsInHeaders();
    void summaryLine();
    void hoverReadsOutPair_data();
    void hoverReadsOutPair();
    void toolTip();
    void keyboardMovesHoveredPair();
    void refusesBadScale_data();
    void refusesBadScale();
    void refusesBadTrainLength_data();
    void refusesBadTrainLength();
    void acceptsGoodValues();
    void modelChangesRepaint();
    void ntkAtTwoDimensions();
    void angleAxisIsLogarithmic();
    void render_data();
    void render();
    void retranslates();
};

void TestContextsView::drawnRowsMatchBruteForce_data()
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
void TestContextsView::drawnRowsMatchBruteForce()
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

void TestContextsView::unseenCountsInHeaders_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("after");
    QTest::addRow("pi d=128") << Method::Pi << 128 << "After position interpolation";
    QTest::addRow("ntk d=128") << Method::Ntk << 128 << "After NTK-aware scaling";
    QTest::addRow("yarn d=128") << Method::Yarn << 128 << "After YaRN";
    QTest::addRow("ntk d=65536") << Method::Ntk << 65536 << "After NTK-aware scaling";
}

void TestContextsView::unseenCountsInHeaders()
{
    QFETCH(Method, method);
    QFETCH(int, dimension);
    QFETCH(QString, after);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    ContextsView view(&model);
    chooseMethod(&view,
                 method == Method::Pi        ? ContextScaling::Method::PositionInterpolation
                     : method == Method::Ntk ? ContextScaling::Method::Ntk
                                             : ContextScaling::Method::Yarn);
    int before = 0;
    int afterCount = 0;
    for (const BrutePair &b : brutePairs(method, ContextsView::defaultScale,
                                         ContextsView::defaultTrainLength, dimension, 10000)) {
        before += b.unseenBefore ? 1 : 0;
        afterCount += b.unseenAfter ? 1 : 0;
    }
    QVERIFY(before > 0); // the slow pairs never turned fully in training
    if (method == Method::Ntk)
        QVERIFY(afterCount > 0); // NTK leaves the middle pairs past what they saw
    else
        QCOMPARE(afterCount, 0);
    const ContextBands &bands = *view.chart()->bands();
    QCOMPARE(ContextBandsText::beforeHeader(bands),
             QStringLiteral("Before scaling (θ_i' = θ_i): %1 of %2 pairs with unseen angles")
                 .arg(before)
                 .arg(dimension / 2));
    QCOMPARE(ContextBandsText::afterHeader(bands),
             QStringLiteral("%1: %2 of %3 pairs with unseen angles")
                 .arg(after)
                 .arg(afterCount)
                 .arg(dimension / 2));
}

void TestContextsView::summaryLine()
{
    PositionalEncodingModel model;
    model.setDimension(64);
    ContextsView view(&model);
    const auto summary = [&view] { return ContextBandsText::summary(*view.chart()->bands()); };
    QVERIFY(summary().startsWith(QStringLiteral("Position interpolation: θ_i' = θ_i / s")));
    chooseMethod(&view, ContextScaling::Method::Ntk);
    const double ntkBase = 10000 * std::exp(std::log(8.0) * 64 / 62.0);
    QVERIFY2(
        summary().contains(QStringLiteral("base' = base·s^(d/(d−2)) = ") + formatDisplay(ntkBase)),
        qPrintable(summary()));
    chooseMethod(&view, ContextScaling::Method::Yarn);
    QVERIFY2(summary().contains(QStringLiteral("√(1/t) = 0.1·ln s + 1 = ")
                                + formatDisplay(0.1 * std::log(8.0) + 1)),
             qPrintable(summary()));
    QVERIFY(summary().contains(QStringLiteral("1.207944")));
    QCOMPARE(ContextBandsText::title(*view.chart()->bands()),
             QStringLiteral("Trained on L = 4096 positions, run on s·L = 32768 (s = 8); d = 64, "
                            "base = 10000"));
}

void TestContextsView::hoverReadsOutPair_data()
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
void TestContextsView::hoverReadsOutPair()
{
    QFETCH(Method, method);
    QFETCH(int, dimension);
    QFETCH(int, pair);
    const int asked = pair;
    PositionalEncodingModel model;
    model.setDimension(dimension);
    ContextsView view(&model);
    const auto core = method == Method::Pi ? ContextScaling::Method::PositionInterpolation
        : method == Method::Ntk            ? ContextScaling::Method::Ntk
                                           : ContextScaling::Method::Yarn;
    chooseMethod(&view, core);
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
    const QStringList items
        = expectedItems(b, pair, method == Method::Yarn, ContextBandsText::methodName(core));
    QCOMPARE(view.readout(), items.join(QStringLiteral(" · ")));
    QCOMPARE(chart->toolTipAt(pair), items.join(QLatin1Char('\n')));
    if (method == Method::Yarn && pair == 12)
        QVERIFY(b.ramp > 0 && b.ramp < 1);
    // Off the rows (the title): the hovered pair stays.
    QTest::mouseMove(chart, QPoint(5, 5));
    QCOMPARE(chart->pairAt(QPointF(5, 5)), -1);
    QCOMPARE(chart->hoveredPair(), pair);
}

void TestContextsView::toolTip()
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
    QVERIFY(QToolTip::text().startsWith(QStringLiteral("Pair 2\nθ_i = 0.010000, θ_i' = 0.001250")));
    QToolTip::hideText();
}

void TestContextsView::keyboardMovesHoveredPair()
{
    PositionalEncodingModel model;
    model.setDimension(16); // 8 pairs
    ContextsView view(&model);
    ContextBandsChart *chart = view.chart();
    QCOMPARE(chart->focusPolicy(), Qt::StrongFocus);
    chart->setHoveredPair(3);
    QTest::keyClick(chart, Qt::Key_Down);
    QCOMPARE(chart->hoveredPair(), 4);
    QVERIFY(view.readout().startsWith(QStringLiteral("Pair 4 · ")));
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
    QVERIFY(view.readout().startsWith(QStringLiteral("Pair 3 · ")));
}

void TestContextsView::refusesBadScale_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : { "0", "-2", "inf", "nan", "1e7", "1000001", "abc", "1e-400", "" })
        QTest::addRow("\"%s\"", text) << QString::fromLatin1(text);
}

void TestContextsView::refusesBadScale()
{
    QFETCH(QString, text);
    PositionalEncodingModel model;
    ContextsView view(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int updates = view.bandsUpdateCount();
    type(view.scaleField(), text);
    QCOMPARE(view.scale(), ContextsView::defaultScale);
    QCOMPARE(view.bandsUpdateCount(), updates);
    const QString message = view.scaleField()->message();
    QVERIFY2(message.contains(QStringLiteral("Scale s: \"%1\"").arg(text)), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("greater than 0 and at most 10^6")));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    auto *label = view.findChild<QLabel *>(QStringLiteral("contextsMessage"));
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), message);
    QCOMPARE(view.scaleField()->findChild<QLineEdit *>()->text(), text); // kept for fixing
}

void TestContextsView::refusesBadTrainLength_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : { "0", "-1", "1.5", "9007199254740993", "x", "1e3", "" })
        QTest::addRow("\"%s\"", text) << QString::fromLatin1(text);
}

void TestContextsView::refusesBadTrainLength()
{
    QFETCH(QString, text);
    PositionalEncodingModel model;
    ContextsView view(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int updates = view.bandsUpdateCount();
    type(view.trainLengthField(), text);
    QCOMPARE(view.trainLength(), ContextsView::defaultTrainLength);
    QCOMPARE(view.bandsUpdateCount(), updates);
    const QString message = view.trainLengthField()->message();
    QVERIFY2(message.contains(QStringLiteral("Training length L: \"%1\"").arg(text)),
             qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("whole number from 1 to 9007199254740992")));
}

void TestContextsView::acceptsGoodValues()
{
    PositionalEncodingModel model;
    model.setDimension(64);
    ContextsView view(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    type(view.scaleField(), QStringLiteral("0"));
    QVERIFY(!view.scaleField()->message().isEmpty());
    type(view.scaleField(), QStringLiteral("2.5"));
    QVERIFY(view.scaleField()->message().isEmpty());
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("contextsMessage"))->isVisible());
    QCOMPARE(view.scale(), 2.5);
    type(view.trainLengthField(), QStringLiteral("1000"));
    QCOMPARE(view.trainLength(), 1000.0);
    chooseMethod(&view, ContextScaling::Method::Yarn);
    QCOMPARE(view.method(), ContextScaling::Method::Yarn);
    const ContextBands &bands = *view.chart()->bands();
    const std::vector<BrutePair> brute = brutePairs(Method::Yarn, 2.5, 1000, 64, 10000);
    for (int i = 0; i < 32; ++i) {
        QVERIFY(near(bands.scaling().pairs()[size_t(i)].runAngle, brute[size_t(i)].runAfter));
        QVERIFY(near(bands.runBefore(i), brute[size_t(i)].runBefore));
    }
    // A scale below 1 is allowed: a shorter run, nothing unseen.
    type(view.scaleField(), QStringLiteral("0.25"));
    QCOMPARE(view.scale(), 0.25);
    QCOMPARE(view.chart()->bands()->unseenBeforeCount(), 0);
}

// d and base come from the model: a change recomputes the bands and repaints the chart;
// positions and p, q do not touch them.
void TestContextsView::modelChangesRepaint()
{
    PositionalEncodingModel model;
    ContextsView view(&model);
    PaintCounter counter;
    view.chart()->installEventFilter(&counter);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(counter.paints > 0);
    int updates = view.bandsUpdateCount();

    counter.paints = 0;
    QVERIFY(model.setDimension(32));
    QCOMPARE(view.bandsUpdateCount(), ++updates);
    QCOMPARE(view.chart()->bands()->pairCount(), 16);
    QTRY_VERIFY(counter.paints > 0);

    counter.paints = 0;
    QVERIFY(model.setBase(500));
    QCOMPARE(view.bandsUpdateCount(), ++updates);
    const std::vector<BrutePair> brute = brutePairs(Method::Pi, 8, 4096, 32, 500);
    QVERIFY(near(view.chart()->bands()->scaling().pairs()[15].frequency, brute[15].theta));
    QVERIFY(
        view.readout().contains(formatDisplay(brute[size_t(view.chart()->hoveredPair())].theta)));
    QTRY_VERIFY(counter.paints > 0);

    QVERIFY(model.setPositionQ(7));
    QVERIFY(model.setPositionCount(300));
    QCOMPARE(view.bandsUpdateCount(), updates);
}

void TestContextsView::ntkAtTwoDimensions()
{
    PositionalEncodingModel model;
    model.setDimension(2);
    ContextsView view(&model);
    chooseMethod(&view, ContextScaling::Method::Ntk);
    QVERIFY(!view.chart()->bands()->hasAfter());
    QVERIFY(ContextBandsText::summary(*view.chart()->bands())
                .startsWith(QStringLiteral("NTK-aware scaling needs d of at least 4")));
    QVERIFY(!view.readout().contains(QStringLiteral("after")));
    const QImage image = view.chart()->renderImage(QSize(700, 400)); // nothing to crash
    QVERIFY(!image.isNull());
    model.setDimension(4);
    QVERIFY(view.chart()->bands()->hasAfter());
}

// Whole decades, labelled as the powers of ten they are; every band end lies on the axis.
void TestContextsView::angleAxisIsLogarithmic()
{
    PositionalEncodingModel model;
    ContextsView view(&model);
    view.chart()->resize(900, 500);
    const QStringList labels = view.chart()->plot().tickLabels(QRectF(0, 0, 900, 500));
    // d = 8, L = 4096, s = 8: from L·θ_3 = 4.096 up to s·L·θ_0 = 32768.
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

void TestContextsView::render_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("name");
    QTest::addRow("d=8") << 8 << "contexts-d8.png";
    QTest::addRow("d=65536") << 65536 << "contexts-d65536.png";
}

void TestContextsView::render()
{
    QFETCH(int, dimension);
    QFETCH(QString, name);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    ContextsView view(&model);
    const QImage image = view.chart()->renderImage(QSize(1000, 640));
    QCOMPARE(image.size(), QSize(1000, 640));
    const QColor window = view.palette().color(QPalette::Window);
    QCOMPARE(image.pixelColor(1, 1), window);
    int painted = 0;
    int unseen = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            painted += c != window ? 1 : 0;
            unseen += c == QColor(0xd5, 0x5e, 0x00) ? 1 : 0; // the unseen angles' colour
        }
    QVERIFY(painted > 2000);
    QVERIFY(unseen > 20);
    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name));
}

void TestContextsView::retranslates()
{
    PositionalEncodingModel model;
    ContextsView view(&model);
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents();
    const ContextBands &bands = *view.chart()->bands();
    QVERIFY(ContextBandsText::title(bands).startsWith(QLatin1Char('[')));
    QVERIFY(ContextBandsText::beforeHeader(bands).startsWith(QLatin1Char('[')));
    QVERIFY(view.readout().startsWith(QLatin1Char('[')));
    QVERIFY(view.methodBox()->itemText(0).startsWith(QLatin1Char('[')));
    QVERIFY(view.scaleField()->toolTip().startsWith(QLatin1Char('[')));
    for (QLabel *label : view.findChildren<QLabel *>())
        if (!label->text().isEmpty())
            QVERIFY2(label->text().startsWith(QLatin1Char('[')), qPrintable(label->text()));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(view.methodBox()->itemText(0), QStringLiteral("Position interpolation"));
}

QTEST_MAIN(TestContextsView)
#include "tst_contextsview.moc"
