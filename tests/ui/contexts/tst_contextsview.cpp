// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "tests/brackettranslator.h"
#include "tests/ui/contexts/contextsviewdriver.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextbandstext.h"

#include <QLabel>
#include <QLineEdit>
#include <QtTest>

#include <cmath>

using namespace pe;
using namespace pe::contexttest;

using lessontest::BracketTranslator;

namespace {

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

class TestContextsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unseenCountsInHeaders_data();
    void unseenCountsInHeaders();
    void summaryLine();
    void refusesBadScale_data();
    void refusesBadScale();
    void refusesBadTrainLength_data();
    void refusesBadTrainLength();
    void acceptsGoodValues();
    void modelChangesRepaint();
    void ntkAtTwoDimensions();
    void retranslates();
};

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
             QStringLiteral("Before scaling (θᵢ′ = θᵢ): %1 of %2 pairs with unseen angles")
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
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto summary = [&view] { return ContextBandsText::summary(*view.chart()->bands()); };
    QVERIFY(summary().startsWith(QStringLiteral("Position interpolation: θᵢ′ = θᵢ / s")));
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
    // s ≤ 1: no run longer than training, and the factor stays 1 (not 0.1·ln s + 1 < 1).
    type(view.scaleField(), QStringLiteral("0.5"));
    QVERIFY2(summary().endsWith(QStringLiteral("attention factor √(1/t) = 1, as s ≤ 1.")),
             qPrintable(summary()));
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
    // The arrows step by a tenth of the leading digit's place, also below 1.
    QTest::keyClick(view.scaleField(), Qt::Key_Down);
    QCOMPARE(view.scale(), 0.24);
    type(view.scaleField(), QStringLiteral("8"));
    QTest::keyClick(view.scaleField(), Qt::Key_Up);
    QCOMPARE(view.scale(), 8.1);
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
