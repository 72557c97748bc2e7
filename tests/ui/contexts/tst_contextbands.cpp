// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/ui/contexts/bruteforcecontext.h"
#include "ui/contexts/contextbands.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;
using namespace pe::contexttest;

namespace {

ContextScaling::Method coreMethod(Method method)
{
    return method == Method::Pi ? ContextScaling::Method::PositionInterpolation
        : method == Method::Ntk ? ContextScaling::Method::Ntk
                                : ContextScaling::Method::Yarn;
}

} // namespace

Q_DECLARE_METATYPE(pe::contexttest::Method)

class TestContextBands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsMatchBruteForce_data();
    void pairsMatchBruteForce();
    void rowsCoverEveryPairOnce_data();
    void rowsCoverEveryPairOnce();
    void axisHoldsEveryBandAndOneTurn_data();
    void axisHoldsEveryBandAndOneTurn();
    void ntkNeedsFourDimensions();
    void piLeavesNothingUnseen();
    void extremeScalesStayFinite();
};

void TestContextBands::pairsMatchBruteForce_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("length");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    for (Method m : { Method::Pi, Method::Ntk, Method::Yarn }) {
        const char *name = m == Method::Pi ? "pi" : m == Method::Ntk ? "ntk" : "yarn";
        QTest::addRow("%s d=64 L=4096 s=8", name) << m << 8.0 << 4096.0 << 64 << 10000.0;
        QTest::addRow("%s d=128 L=2048 s=4 base=5e5", name) << m << 4.0 << 2048.0 << 128 << 5e5;
        QTest::addRow("%s d=8 L=100 s=0.5", name) << m << 0.5 << 100.0 << 8 << 10000.0;
        QTest::addRow("%s d=4096 L=8192 s=16", name) << m << 16.0 << 8192.0 << 4096 << 10000.0;
    }
}

// Every number the chart draws and reads out, against the formulas written out in the test.
void TestContextBands::pairsMatchBruteForce()
{
    QFETCH(Method, method);
    QFETCH(double, scale);
    QFETCH(double, length);
    QFETCH(int, dimension);
    QFETCH(double, base);
    const ContextBands bands(coreMethod(method), scale, length, dimension, base);
    const std::vector<BrutePair> brute = brutePairs(method, scale, length, dimension, base);
    QCOMPARE(bands.pairCount(), dimension / 2);
    QVERIFY(bands.hasAfter());
    int unseenBefore = 0;
    int unseenAfter = 0;
    for (int i = 0; i < bands.pairCount(); ++i) {
        const ContextScaling::Pair &p = bands.scaling().pairs().at(size_t(i));
        const BrutePair &b = brute.at(size_t(i));
        QVERIFY2(near(p.frequency, b.theta), qPrintable(QString::number(i)));
        QVERIFY2(near(p.scaledFrequency, b.scaledTheta), qPrintable(QString::number(i)));
        QVERIFY(near(p.wavelength, twoPi / b.theta));
        QVERIFY(near(p.scaledWavelength, twoPi / b.scaledTheta));
        QVERIFY(std::abs(p.ramp - b.ramp) <= 1e-9);
        QVERIFY(near(p.trainedAngle, b.trained));
        QVERIFY(near(bands.runBefore(i), b.runBefore));
        QVERIFY(near(p.runAngle, b.runAfter));
        QCOMPARE(bands.unseenBefore(i), b.unseenBefore);
        QCOMPARE(p.unseen, b.unseenAfter);
        unseenBefore += b.unseenBefore ? 1 : 0;
        unseenAfter += b.unseenAfter ? 1 : 0;
    }
    QCOMPARE(bands.unseenBeforeCount(), unseenBefore);
    QCOMPARE(bands.unseenAfterCount(), unseenAfter);
    if (method == Method::Ntk)
        QVERIFY(near(bands.scaling().scaledBase(),
                     base * std::pow(scale, dimension / (dimension - 2.0))));
    if (method == Method::Yarn)
        QVERIFY(
            near(bands.scaling().attentionFactor(), scale > 1 ? 0.1 * std::log(scale) + 1 : 1.0));
}

void TestContextBands::rowsCoverEveryPairOnce_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("maxRows");
    QTest::addRow("d=8, room for all") << 8 << 50;
    QTest::addRow("d=128, 64 pairs in 64 rows") << 128 << 64;
    QTest::addRow("d=128, 64 pairs in 10 rows") << 128 << 10;
    QTest::addRow("d=65536, 32768 pairs in 75 rows") << 65536 << 75;
    QTest::addRow("d=1002, 501 pairs in 7 rows") << 1002 << 7;
}

// Consecutive pairs share a row; each row's band ends are the least and largest of its pairs',
// its unseen count and span those of its unseen pairs.
void TestContextBands::rowsCoverEveryPairOnce()
{
    QFETCH(int, dimension);
    QFETCH(int, maxRows);
    const double s = 8;
    const double length = 4096;
    const ContextBands bands(ContextScaling::Method::Ntk, s, length, dimension, 10000);
    const std::vector<BrutePair> brute = brutePairs(Method::Ntk, s, length, dimension, 10000);
    const int count = dimension / 2;
    const int perRow = ContextBands::pairsPerRow(count, maxRows);
    QCOMPARE(perRow, count <= maxRows ? 1 : (count + maxRows - 1) / maxRows);
    const auto rows = bands.rows(perRow);
    QVERIFY(int(rows.size()) <= maxRows);
    int next = 0;
    int unseenBefore = 0;
    int unseenAfter = 0;
    for (const ContextBands::Row &row : rows) {
        QCOMPARE(row.first, next);
        QVERIFY(row.last >= row.first);
        QVERIFY(row.last - row.first + 1 <= perRow);
        next = row.last + 1;
        double lowT = 1e300, highT = 0, lowB = 1e300, highB = 0, lowA = 1e300, highA = 0;
        int rowUnseenBefore = 0, rowUnseenAfter = 0;
        double spanLow = 1e300, spanHigh = 0;
        for (int i = row.first; i <= row.last; ++i) {
            const BrutePair &b = brute.at(size_t(i));
            lowT = std::min(lowT, b.trained);
            highT = std::max(highT, b.trained);
            lowB = std::min(lowB, b.runBefore);
            highB = std::max(highB, b.runBefore);
            lowA = std::min(lowA, b.runAfter);
            highA = std::max(highA, b.runAfter);
            rowUnseenBefore += b.unseenBefore ? 1 : 0;
            if (b.unseenAfter) {
                ++rowUnseenAfter;
                spanLow = std::min(spanLow, b.trained);
                spanHigh = std::max(spanHigh, b.runAfter);
            }
        }
        QVERIFY(near(row.trained.low, lowT) && near(row.trained.high, highT));
        QVERIFY(near(row.before.low, lowB) && near(row.before.high, highB));
        QVERIFY(near(row.after.low, lowA) && near(row.after.high, highA));
        QCOMPARE(row.unseenBefore, rowUnseenBefore);
        QCOMPARE(row.unseenAfter, rowUnseenAfter);
        if (rowUnseenAfter > 0)
            QVERIFY(near(row.unseenAfterSpan.low, spanLow)
                    && near(row.unseenAfterSpan.high, spanHigh));
        unseenBefore += row.unseenBefore;
        unseenAfter += row.unseenAfter;
    }
    QCOMPARE(next, count);
    QCOMPARE(unseenBefore, bands.unseenBeforeCount());
    QCOMPARE(unseenAfter, bands.unseenAfterCount());
}

void TestContextBands::axisHoldsEveryBandAndOneTurn_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("length");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("minDecade");
    QTest::addColumn<int>("maxDecade");
    // d = 8: θ = 1, 0.1, 0.01, 0.001; L·θ from 4.096 to 4096, s·L·θ up to 32768.
    QTest::addRow("d=8 L=4096 s=8") << 8.0 << 4096.0 << 8 << 10000.0 << 0 << 5;
    // L = 1: the slowest pair turns 10^-3 rad in training; s = 0.5 halves that.
    QTest::addRow("d=8 L=1 s=0.5") << 0.5 << 1.0 << 8 << 10000.0 << -4 << 1;
    QTest::addRow("d=2 L=1 s=1") << 1.0 << 1.0 << 2 << 10000.0 << 0 << 1;
}

void TestContextBands::axisHoldsEveryBandAndOneTurn()
{
    QFETCH(double, scale);
    QFETCH(double, length);
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(int, minDecade);
    QFETCH(int, maxDecade);
    const ContextBands bands(ContextScaling::Method::Yarn, scale, length, dimension, base);
    QCOMPARE(bands.minDecade(), minDecade);
    QCOMPARE(bands.maxDecade(), maxDecade);
    const double low = std::pow(10.0, minDecade);
    const double high = std::pow(10.0, maxDecade);
    QVERIFY(low <= twoPi && twoPi <= high);
    for (const BrutePair &b : brutePairs(Method::Yarn, scale, length, dimension, base))
        for (double end : { b.trained, b.runBefore, b.runAfter })
            QVERIFY(low <= end * (1 + 1e-12) && end <= high * (1 + 1e-12));
}

// NTK's exponent d/(d − 2) has no value at d = 2: no "after" panel, nothing counted there.
void TestContextBands::ntkNeedsFourDimensions()
{
    const ContextBands bands(ContextScaling::Method::Ntk, 4, 4096, 2, 10000);
    QVERIFY(!bands.hasAfter());
    QCOMPARE(bands.unseenAfterCount(), 0);
    QCOMPARE(bands.pairCount(), 1);
    QVERIFY(std::isfinite(double(bands.maxDecade())));
    QVERIFY(ContextBands(ContextScaling::Method::Ntk, 4, 4096, 4, 10000).hasAfter());
}

// Position interpolation brings every run band back to the training band exactly: none unseen,
// although before scaling the slow pairs are (d = 128, L = 4096, s = 8: pairs 46 … 63).
void TestContextBands::piLeavesNothingUnseen()
{
    const ContextBands bands(ContextScaling::Method::PositionInterpolation, 8, 4096, 128, 10000);
    QCOMPARE(bands.unseenAfterCount(), 0);
    int firstUnseen = -1;
    for (int i = 0; i < bands.pairCount() && firstUnseen < 0; ++i)
        if (bands.unseenBefore(i))
            firstUnseen = i;
    // L·θᵢ < 2π ⇔ i > (d/2)·log(L/2π)/log(base): 45.0… for these values.
    const double edge = 64 * std::log(4096 / twoPi) / std::log(10000.0);
    QCOMPARE(firstUnseen, int(std::floor(edge)) + 1);
    QCOMPARE(bands.unseenBeforeCount(), 64 - firstUnseen);
}

void TestContextBands::extremeScalesStayFinite()
{
    for (auto method : { ContextScaling::Method::PositionInterpolation, ContextScaling::Method::Ntk,
                         ContextScaling::Method::Yarn }) {
        for (double s : { 1e-300, 1e-6, 1.0, 1e6 }) {
            const ContextBands bands(method, s, 9007199254740992.0, 1024, 1e12);
            QVERIFY(bands.minDecade() < bands.maxDecade());
            QVERIFY(bands.maxDecade() - bands.minDecade() < 2000);
            const auto rows = bands.rows(ContextBands::pairsPerRow(bands.pairCount(), 40));
            QVERIFY(!rows.empty());
        }
    }
}

QTEST_MAIN(TestContextBands)
#include "tst_contextbands.moc"
