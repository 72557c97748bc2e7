// SPDX-License-Identifier: GPL-3.0-or-later
// The similarity view: its values against the seeds and the comparison, the dip marked where the
// distance falls, a click setting q, the tooltip, tick labels and a language change (its
// painting: tst_similarityviewpainting).
#include "core/math/comparison.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/brackettranslator.h"
#include "tests/dipreference.h"
#include "ui/comparison/similarityview.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace pe;
using lessontest::BracketTranslator;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

// The widget x where the view reports position k, scanning the middle of the upper panel.
int xOfPosition(const SimilarityView &view, qint64 k, int y)
{
    for (int x = 0; x < view.width(); ++x)
        if (view.positionAt(QPointF(x, y)) == k)
            return x;
    return -1;
}

} // namespace

class TestSimilarityView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedValues_data();
    void seedValues();
    void curvesMatchComparison_data();
    void curvesMatchComparison();
    void thinnedForManyPositions();
    void caption();
    void dipMarkedWhereTheDistanceFalls();
    void dipSearchIsBounded();
    void clickSetsQ_data();
    void clickSetsQ();
    void toolTip();
    void tickLabels_data();
    void tickLabels();
    void retranslates();
};

void TestSimilarityView::seedValues_data()
{
    QTest::addColumn<qint64>("k");
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("dot");
    QTest::addRow("position 0") << qint64(0) << 0.0 << 4.0;
    QTest::addRow("position 3") << qint64(3) << 2.017479 << 1.964890;
    QTest::addRow("position 6") << qint64(6) << 0.657741 << 3.783688;
}

// d = 8, p = 0: position 6 is nearer to 0 than position 3.
void TestSimilarityView::seedValues()
{
    QFETCH(qint64, k);
    QFETCH(double, distance);
    QFETCH(double, dot);
    PositionalEncodingModel model; // d = 8, p = 0, 50 positions
    SimilarityView view(&model);
    const SimilaritySample exact = view.sampleAt(k);
    QVERIFY(std::abs(exact.distance - distance) <= 1e-6);
    QVERIFY(std::abs(exact.dot - dot) <= 1e-6);
    const SimilaritySample &drawn = view.data().samples.at(size_t(k));
    QCOMPARE(drawn.position, k);
    QVERIFY(std::abs(drawn.distance - distance) <= 1e-6);
    QVERIFY(std::abs(drawn.dot - dot) <= 1e-6);
}

void TestSimilarityView::curvesMatchComparison_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("p");
    QTest::addRow("d=8 p=0") << 8 << qint64(0);
    QTest::addRow("d=128 p=101") << 128 << qint64(101);
    QTest::addRow("d=512 p=20") << 512 << qint64(20);
}

void TestSimilarityView::curvesMatchComparison()
{
    QFETCH(int, dimension);
    QFETCH(qint64, p);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    model.setPositionCount(200);
    model.setPositionP(p);
    SimilarityView view(&model);
    QCOMPARE(view.data().samples.size(), size_t(200));
    for (const SimilaritySample &s : view.data().samples) {
        QVERIFY(std::abs(s.distance - peDistance(model.encoding(), double(p), double(s.position)))
                <= 1e-9);
        QVERIFY(std::abs(s.dot - peDot(model.encoding(), double(p), double(s.position))) <= 1e-9);
    }
    // The values at q are the model's comparison.
    QVERIFY(std::abs(view.data().atQ.distance - model.comparison().candidateNorm) <= 1e-9);
}

void TestSimilarityView::thinnedForManyPositions()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setPositionCount(1000000);
    SimilarityView view(&model);
    view.resize(900, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto &samples = view.data().samples;
    QVERIFY(samples.size() <= 2 * view.width() + 2);
    QCOMPARE(samples.front().position, qint64(0));
    QCOMPARE(samples.back().position, qint64(999999));
    const SimilaritySample &middle = samples.at(samples.size() / 2);
    QVERIFY(std::abs(middle.distance - peDistance(model.encoding(), 0, double(middle.position)))
            <= 1e-9);
}

void TestSimilarityView::caption()
{
    PositionalEncodingModel model;
    SimilarityView view(&model);
    const QString text = view.caption();
    for (const char *part : { "position 6", "p = 0", "0.657741", "position 3", "2.017479" })
        QVERIFY2(text.contains(QLatin1String(part)), qPrintable(text));
    model.setEncodingEnabled(false);
    QVERIFY(view.caption().contains(QStringLiteral("switched off")));
}

void TestSimilarityView::clickSetsQ_data()
{
    QTest::addColumn<qint64>("k");
    QTest::addRow("position 6") << qint64(6);
    QTest::addRow("position 0") << qint64(0);
    QTest::addRow("last position") << qint64(49);
}

void TestSimilarityView::clickSetsQ()
{
    QFETCH(qint64, k);
    PositionalEncodingModel model;
    model.setPositionQ(20);
    SimilarityView view(&model);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy spy(&model, &PositionalEncodingModel::positionQChanged);
    const int y = view.height() / 2;
    const int x = xOfPosition(view, k, y);
    QVERIFY(x >= 0);
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(x, y));
    QCOMPARE(model.positionQ(), k);
    QCOMPARE(spy.count(), 1);
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(2, 2)); // title area: nothing
    QCOMPARE(model.positionQ(), k);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(view.data().q, k);
}

void TestSimilarityView::toolTip()
{
    PositionalEncodingModel model;
    SimilarityView view(&model);
    QCOMPARE(view.toolTipAt(6),
             QStringLiteral("Position 6\nPE(p) · PE(k) = 3.783688\n‖PE(k) − PE(p)‖ = 0.657741"));
    QCOMPARE(view.toolTipAt(3),
             QStringLiteral("Position 3\nPE(p) · PE(k) = 1.964890\n‖PE(k) − PE(p)‖ = 2.017479"));

    // Hovering over position 6 shows it.
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPoint at(xOfPosition(view, 6, view.height() / 2), view.height() / 2);
    QHelpEvent help(QEvent::ToolTip, at, view.mapToGlobal(at));
    QCoreApplication::sendEvent(&view, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), view.toolTipAt(6));
    QToolTip::hideText();
}

void TestSimilarityView::tickLabels_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("count");
    QTest::addColumn<qint64>("p");
    QTest::addRow("d=8, 50 positions") << 8 << 50 << qint64(0);
    QTest::addRow("d=8, a million (negative dot products)") << 8 << 1000000 << qint64(0);
    QTest::addRow("d=2, one position") << 2 << 1 << qint64(0);
    QTest::addRow("d=128, p in the middle") << 128 << 300 << qint64(150);
}

void TestSimilarityView::tickLabels()
{
    QFETCH(int, dimension);
    QFETCH(int, count);
    QFETCH(qint64, p);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    model.setPositionCount(count);
    model.setPositionP(p);
    SimilarityView view(&model);
    for (auto axis :
         { SimilarityPlot::PositionAxis, SimilarityPlot::DotAxis, SimilarityPlot::DistanceAxis }) {
        const QStringList labels = view.tickLabels(axis);
        QVERIFY(labels.size() >= 2);
        for (const QString &label : labels)
            QVERIFY2(!signedZero.match(label).hasMatch(), qPrintable(label));
        QVERIFY(!view.axisTitle(axis).isEmpty());
    }
    QCOMPARE(view.tickLabels(SimilarityPlot::DistanceAxis).first().toDouble(), 0.0);
}

void TestSimilarityView::retranslates()
{
    PositionalEncodingModel model;
    SimilarityView view(&model);
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents();
    QVERIFY(view.title().startsWith(QLatin1Char('[')));
    QVERIFY(view.caption().startsWith(QLatin1Char('[')));
    QVERIFY(view.axisTitle(SimilarityPlot::PositionAxis).startsWith(QLatin1Char('[')));
    QVERIFY(view.toolTipAt(3).startsWith(QLatin1Char('[')));
    QCoreApplication::removeTranslator(&translator);
}

// d = 512: the distance first falls by more than 1 % from gap 166 to 169. The scan used to skip
// gaps 17–32, 97–160, … between its growing chunks and marked 230 → 233 instead.
void TestSimilarityView::dipMarkedWhereTheDistanceFalls()
{
    PositionalEncodingModel model;
    model.setDimension(512);
    model.setPositionCount(1000);
    SimilarityView view(&model);
    view.resize(800, 500);
    const ReferenceDip reference = referenceFirstDip(model.encoding(), 999);
    QVERIFY(reference.found);
    QCOMPARE(reference.peakGap, qint64(166));
    QCOMPARE(reference.dipGap, qint64(169));
    const SimilarityPlot::Data &data = view.data();
    QVERIFY(data.dip.found);
    QCOMPARE(data.dip.peakGap, reference.peakGap);
    QCOMPARE(data.dip.dipGap, reference.dipGap);
}

// The dip search reads at most 4096 gaps and 2^21 pair terms (d = 8192 read 4096 gaps, 30 ms
// at every change of d or base, issue 26); the view says how far it looked, and what it found
// there is what a scan of exactly those gaps finds.
void TestSimilarityView::dipSearchIsBounded()
{
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(1000000));
    QVERIFY(model.setDimension(8192));
    SimilarityView view(&model);
    view.resize(800, 500);
    QCOMPARE(view.data().dipWindow, qint64(512)); // 2^21 / 4096 pairs
    const ReferenceDip reference = referenceFirstDip(model.encoding(), 512);
    QCOMPARE(view.data().dip.found, reference.found);
    QVERIFY(SimilarityPlot(view.data(), view.font(), view.palette())
                .caption()
                .contains(QStringLiteral("gap of 512"))
            || view.data().dip.found);
    QVERIFY(model.setDimension(2048));
    QCOMPARE(view.data().dipWindow, qint64(2048));
    QVERIFY(model.setDimension(512));
    QCOMPARE(view.data().dipWindow, qint64(4096));
    QVERIFY(model.setPositionCount(100));
    QCOMPARE(view.data().dipWindow, qint64(99));
}

QTEST_MAIN(TestSimilarityView)
#include "tst_similarityview.moc"
