// SPDX-License-Identifier: GPL-3.0-or-later
// Every painted view without a mouse: it takes the focus by Tab and shows it (FocusFrame), its
// keys move the position, the dimension or its own selection (through the model where the model
// holds it), Home and End jump, and what a screen reader is told (ViewDescription) follows the
// selection, with each value checked against a sum written out here.
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/clock/clockgrid.h"
#include "ui/common/focusframe.h"
#include "ui/common/viewdescription.h"
#include "ui/comparison/pairdistancebars.h"
#include "ui/comparison/similarityview.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextsview.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/precision/precisionplot.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropeview.h"
#include "ui/schemes/schemeschart.h"
#include "ui/waves/waveplot.h"

#include <QAccessible>
#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

// What a screen reader reads, through the view's accessible interface. (Offscreen, Qt 6.4 keeps
// QAccessible::isActive() false whatever setActive() says, and drops the change events before an
// installed update handler sees them: the texts themselves are what is checked.)
QString description(QWidget *view)
{
    QCoreApplication::processEvents(); // the text is refreshed on the next event-loop pass
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(view);
    return node ? node->text(QAccessible::Description) : QString();
}

QString name(QWidget *view)
{
    QCoreApplication::processEvents();
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(view);
    return node ? node->text(QAccessible::Name) : QString();
}

bool mentions(const QString &text, double value)
{
    for (double n : lessontest::numbersIn(text))
        if (std::abs(n - value) <= 1e-6)
            return true;
    return false;
}

// PE(position)[dim] for the interleaved layout, written out: sin at 2i, cos at 2i + 1.
double peValue(double position, int dim, int d, double base = 10000.0)
{
    const int i = dim / 2;
    const double angle = position / std::pow(base, 2.0 * i / d);
    return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

} // namespace

class TestViewDescription : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainText();
    void heatmap();
    void waves();
    void clocks();
    void similarity();
    void bars();
    void schemes();
    void rope();
    void contexts();
    void precision();
    void focusIsVisible();
};

void TestViewDescription::plainText()
{
    QCOMPARE(ViewDescription::plain(QStringLiteral("a\nb\n\nc ")), QStringLiteral("a; b; c"));
    QCOMPARE(ViewDescription::plain(QStringLiteral("<b>x</b><br>y")), QStringLiteral("x; y"));
}

void TestViewDescription::heatmap()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128));
    QVERIFY(model.setPositionP(3));
    QVERIFY(model.setPickedDimension(0));
    HeatmapView view(&model);
    view.resize(600, 400);
    QVERIFY(view.focusPolicy() & Qt::TabFocus);
    QCOMPARE(name(&view), QStringLiteral("Heatmap of the positional encoding"));
    QVERIFY2(description(&view).startsWith(QStringLiteral(
                 "Heatmap, 128 dimensions by 50 positions; position 3, dimension 0: 0.141120")),
             qPrintable(description(&view)));
    // Shift + arrows move the keyboard cursor; the text follows it, Enter picks it.
    QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier);
    QVERIFY2(description(&view).contains(QStringLiteral("position 4, dimension 1: ")),
             qPrintable(description(&view)));
    QVERIFY(mentions(description(&view), peValue(4, 1, 128)));
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(model.positionP(), 4);
    QCOMPARE(model.pickedDimension(), 1);
    // + zooms positions, Home shows everything again.
    const double span = view.viewport().positionSpan;
    QTest::keyClick(&view, Qt::Key_Plus);
    QVERIFY(view.viewport().positionSpan < span);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.viewport().positionSpan, span);
}

void TestViewDescription::waves()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(5));
    QVERIFY(model.setPickedDimension(1));
    WavePlot plot(&model);
    QVERIFY(plot.focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(&plot).isEmpty());
    QVERIFY(description(&plot).contains(QStringLiteral("p = 5, dimension 1: ")));
    QVERIFY(mentions(description(&plot), peValue(5, 1, 16)));
    QTest::keyClick(&plot, Qt::Key_End);
    QCOMPARE(model.positionP(), 49);
    QVERIFY(description(&plot).contains(QStringLiteral("p = 49, dimension 1: ")));
    QVERIFY(mentions(description(&plot), peValue(49, 1, 16)));
    QTest::keyClick(&plot, Qt::Key_Home);
    QCOMPARE(model.positionP(), 0);
    QTest::keyClick(&plot, Qt::Key_Right);
    QCOMPARE(model.positionP(), 1);
    QTest::keyClick(&plot, Qt::Key_Down); // the next shown curve
    QVERIFY(model.pickedDimension() != 1);
    const int dim = model.pickedDimension();
    QVERIFY(description(&plot).contains(QStringLiteral("p = 1, dimension %1: ").arg(dim)));
    QVERIFY(mentions(description(&plot), peValue(1, dim, 16)));
}

void TestViewDescription::clocks()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(2));
    QVERIFY(model.setPickedDimension(0));
    ClockGrid grid(&model);
    grid.resize(600, 400);
    QVERIFY(grid.focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(&grid).isEmpty());
    QVERIFY(description(&grid).contains(QStringLiteral("8 pairs; Pair 0: ")));
    QTest::keyClick(&grid, Qt::Key_End);
    QCOMPARE(model.pickedDimension(), 14); // the last pair's sin
    QVERIFY(description(&grid).contains(QStringLiteral("; Pair 7: ")));
    QVERIFY(mentions(description(&grid), peValue(2, 14, 16))); // sin of pair 7 at p = 2
    QTest::keyClick(&grid, Qt::Key_Home);
    QCOMPARE(model.pickedDimension(), 0);
    QTest::keyClick(&grid, Qt::Key_Right);
    QCOMPARE(model.pickedDimension(), 2);
    QVERIFY(description(&grid).contains(QStringLiteral("; Pair 1: ")));
}

void TestViewDescription::similarity()
{
    PositionalEncodingModel model; // d = 8? whatever the default: summed out below
    QVERIFY(model.setPositionP(0));
    QVERIFY(model.setPositionQ(3));
    SimilarityView view(&model);
    QVERIFY(view.focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(&view).isEmpty());
    const int d = model.dimension();
    const auto dot = [d](double p, double q) {
        double sum = 0;
        for (int k = 0; k < d; ++k)
            sum += peValue(p, k, d) * peValue(q, k, d);
        return sum;
    };
    QVERIFY(mentions(description(&view), dot(0, 3)));
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(model.positionQ(), 49);
    QVERIFY(mentions(description(&view), dot(0, 49)));
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(model.positionQ(), 0);
    QVERIFY(mentions(description(&view), dot(0, 0)));
}

void TestViewDescription::bars()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(1));
    QVERIFY(model.setPositionQ(4));
    PairDistanceBars bars(&model);
    QVERIFY(!name(&bars).isEmpty());
    // A pair's distance is |(sin, cos)(qω) − (sin, cos)(pω)| = 2|sin((q − p)ω/2)|.
    const auto longest = [](int p, int q) {
        double best = 0;
        for (int i = 0; i < 8; ++i)
            best
                = std::max(best, 2 * std::abs(std::sin((q - p) / std::pow(1e4, 2.0 * i / 16) / 2)));
        return best;
    };
    QVERIFY(description(&bars).contains(QStringLiteral("p = 1, q = 4")));
    QVERIFY(mentions(description(&bars), longest(1, 4)));
    QVERIFY(model.setPositionQ(30));
    QVERIFY(mentions(description(&bars), longest(1, 30)));
}

void TestViewDescription::schemes()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(0));
    QVERIFY(model.setPositionQ(3));
    SchemesChart chart(&model);
    QVERIFY(chart.focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(&chart).isEmpty());
    const auto sinusoid = [](int delta) {
        double sum = 0;
        for (int i = 0; i < 8; ++i)
            sum += std::cos(delta / std::pow(1e4, 2.0 * i / 16));
        return sum;
    };
    QVERIFY(description(&chart).contains(QStringLiteral("at Δ = 3:")));
    QVERIFY(mentions(description(&chart), sinusoid(3)));
    QTest::keyClick(&chart, Qt::Key_Right);
    QCOMPARE(chart.hoveredDistance(), 4);
    QVERIFY(mentions(description(&chart), sinusoid(4)));
    QTest::keyClick(&chart, Qt::Key_End);
    QCOMPARE(chart.hoveredDistance(), 49);
    QVERIFY(description(&chart).contains(QStringLiteral("at Δ = 49:")));
    QVERIFY(mentions(description(&chart), sinusoid(49)));
}

void TestViewDescription::rope()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    RopeView view(&model);
    view.resize(700, 500);
    RopeDialGrid *grid = view.grid();
    QVERIFY(grid->focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(grid).isEmpty());
    QVERIFY(description(grid).contains(QStringLiteral("8 pairs, shift t = 0")));
    QTest::keyClick(grid, Qt::Key_End);
    QCOMPARE(grid->currentPair(), 7);
    QVERIFY2(description(grid).contains(QStringLiteral("Pair 7:")), qPrintable(description(grid)));
    QTest::keyClick(grid, Qt::Key_Home);
    QCOMPARE(grid->currentPair(), 0);
    QVERIFY(description(grid).contains(QStringLiteral("Pair 0:")));
    QVERIFY(view.setShift(5));
    QVERIFY(description(grid).contains(QStringLiteral("shift t = 5")));
}

void TestViewDescription::contexts()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    ContextsView view(&model);
    ContextBandsChart *chart = view.chart();
    QVERIFY(chart->focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(chart).isEmpty());
    const int start = chart->hoveredPair();
    QVERIFY(description(chart).contains(QStringLiteral("; Pair %1; ").arg(start)));
    QTest::keyClick(chart, Qt::Key_Home);
    QCOMPARE(chart->hoveredPair(), 0);
    QVERIFY(description(chart).contains(QStringLiteral("; Pair 0; ")));
    QTest::keyClick(chart, Qt::Key_Down);
    QCOMPARE(chart->hoveredPair(), 1);
    QVERIFY(description(chart).contains(QStringLiteral("; Pair 1; ")));
    QTest::keyClick(chart, Qt::Key_End);
    QCOMPARE(chart->hoveredPair(), 7);
    QVERIFY(description(chart).contains(QStringLiteral("; Pair 7; ")));
}

void TestViewDescription::precision()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(2));
    QVERIFY(model.setPickedDimension(0));
    PrecisionPlot plot(&model);
    QVERIFY(plot.focusPolicy() & Qt::TabFocus);
    QVERIFY(!name(&plot).isEmpty());
    QVERIFY(description(&plot).contains(QStringLiteral("16 dimensions by 50 positions")));
    const QString before = description(&plot);
    QTest::keyClick(&plot, Qt::Key_End);
    QCOMPARE(model.positionP(), 49);
    QVERIFY(description(&plot) != before);
    QVERIFY(mentions(description(&plot), peValue(49, 0, 16))); // the double value at the cell
    QTest::keyClick(&plot, Qt::Key_Down);
    QCOMPARE(model.pickedDimension(), 1);
    QVERIFY(mentions(description(&plot), peValue(49, 1, 16)));
    QTest::keyClick(&plot, Qt::Key_Home);
    QCOMPARE(model.positionP(), 0);
}

void TestViewDescription::focusIsVisible()
{
    PositionalEncodingModel model;
    QWidget window;
    auto *first = new ClockGrid(&model, &window);
    auto *second = new SimilarityView(&model, &window);
    first->setGeometry(0, 0, 300, 200);
    second->setGeometry(0, 200, 300, 200);
    window.resize(300, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *frame = first->findChild<FocusFrame *>();
    auto *otherFrame = second->findChild<FocusFrame *>();
    QVERIFY(frame && otherFrame);
    first->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(first->hasFocus());
    QVERIFY(frame->isVisible());
    QVERIFY(!otherFrame->isVisible());
    QCOMPARE(frame->geometry(), first->rect());
    // Tab moves on to the next view, and the frame with it.
    QTest::keyClick(&window, Qt::Key_Tab);
    QTRY_VERIFY(second->hasFocus());
    QVERIFY(!frame->isVisible());
    QVERIFY(otherFrame->isVisible());
    // The frame is drawn in the highlight colour on the view's edge.
    const QImage image = second->grab().toImage();
    QCOMPARE(image.pixelColor(image.width() / 2, 0).rgb(),
             second->palette().color(QPalette::Highlight).rgb());
}

QTEST_MAIN(TestViewDescription)
#include "tst_viewdescription.moc"
