// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/encoding.h"
#include "core/sampling/heatmapsampler.h"

#include <QTest>

#include <cmath>

using namespace pe;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

// The positions pixel x shows, worked out independently of the sampler: zoomed out, the integer
// positions k with k + 0.5 in the pixel's stretch; zoomed in, the one cell holding its centre.
PixelPositions expectedPositions(double first, double ppp, int x, int64_t n)
{
    if (ppp >= 1.0) {
        int64_t lo = static_cast<int64_t>(std::ceil(first + x * ppp - 0.5));
        int64_t hi = static_cast<int64_t>(std::ceil(first + (x + 1) * ppp - 0.5));
        lo = std::clamp<int64_t>(lo, 0, n);
        hi = std::clamp<int64_t>(hi, 0, n);
        return { lo, std::max<int64_t>(hi - lo, 0) };
    }
    const auto k = static_cast<int64_t>(std::floor(first + (x + 0.5) * ppp));
    if (k < 0 || k >= n)
        return {};
    return { k, 1 };
}

double bruteMean(const Encoding &encoding, int dim, PixelPositions positions)
{
    double sum = 0;
    for (int64_t k = 0; k < positions.count; ++k)
        sum += encoding.value(static_cast<double>(positions.first + k), dim);
    return sum / static_cast<double>(positions.count);
}

} // namespace

class TestHeatmapSampler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void closedFormMeans_data();
    void closedFormMeans();
    void meanFactorLimits_data();
    void meanFactorLimits();
    void rowsMatchBruteForce_data();
    void rowsMatchBruteForce();
    void recurrenceMatchesDirect_data();
    void recurrenceMatchesDirect();
    void largePositions();
    void pixelPositionsFullView();
    void aliasing_data();
    void aliasing();
};

void TestHeatmapSampler::closedFormMeans_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("step");
    QTest::addColumn<qint64>("count");
    QTest::addRow("one term") << 0.7 << 1.0 << qint64(1);
    QTest::addRow("two, w = 1") << 0.3 << 1.0 << qint64(2);
    QTest::addRow("seven, w = 0.1") << 1.7 << 0.1 << qint64(7);
    QTest::addRow("hundred, w = 0.01, a < 0") << -2.0 << 0.01 << qint64(100);
    QTest::addRow("521, w = 0.7") << 100.0 << 0.7 << qint64(521);
    QTest::addRow("1000, w = 1e-9") << 5.0 << 1e-9 << qint64(1000);
    QTest::addRow("five, w = 2 pi (0/0)") << 0.5 << twoPi << qint64(5);
    QTest::addRow("four, w = 2 pi (0/0)") << 1.1 << twoPi << qint64(4);
    QTest::addRow("3000, w = 1e-4") << 0.25 << 1e-4 << qint64(3000);
}

void TestHeatmapSampler::closedFormMeans()
{
    QFETCH(double, first);
    QFETCH(double, step);
    QFETCH(qint64, count);
    double sumSin = 0;
    double sumCos = 0;
    for (qint64 k = 0; k < count; ++k) {
        sumSin += std::sin(first + static_cast<double>(k) * step);
        sumCos += std::cos(first + static_cast<double>(k) * step);
    }
    const double m = static_cast<double>(count);
    QVERIFY(std::abs(HeatmapSampler::meanSin(first, step, count) - sumSin / m) < 1e-12);
    QVERIFY(std::abs(HeatmapSampler::meanCos(first, step, count) - sumCos / m) < 1e-12);
}

void TestHeatmapSampler::meanFactorLimits_data()
{
    QTest::addColumn<qint64>("count");
    QTest::addColumn<double>("halfStep");
    QTest::addColumn<double>("expected");
    QTest::addRow("h = 0") << qint64(10) << 0.0 << 1.0;
    QTest::addRow("h = pi, m = 2") << qint64(2) << twoPi / 2 << -1.0;
    QTest::addRow("h = pi, m = 3") << qint64(3) << twoPi / 2 << 1.0;
    QTest::addRow("h tiny") << qint64(1000000) << 1e-300 << 1.0;
    QTest::addRow("m = 2, h = 0.5") << qint64(2) << 0.5 << std::cos(0.5);
}

void TestHeatmapSampler::meanFactorLimits()
{
    QFETCH(qint64, count);
    QFETCH(double, halfStep);
    QFETCH(double, expected);
    const double factor = HeatmapSampler::meanFactor(count, halfStep);
    QVERIFY2(std::abs(factor - expected) < 1e-12, qPrintable(QString::number(factor, 'g', 17)));
}

void TestHeatmapSampler::rowsMatchBruteForce_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("ppp");
    QTest::addColumn<int>("width");
    QTest::addColumn<qint64>("count");
    QTest::addRow("one position a pixel") << 8 << 0 << 0.0 << 1.0 << 50 << qint64(50);
    QTest::addRow("three a pixel") << 8 << 0 << 0.0 << 3.0 << 40 << qint64(120);
    QTest::addRow("fractional 2.7, offset") << 128 << 0 << 10.3 << 2.7 << 300 << qint64(1000);
    QTest::addRow("fractional 20.83") << 128 << 0 << 0.0 << 20.83 << 96 << qint64(2000);
    QTest::addRow("1.5, past the end") << 8 << 0 << 45.0 << 1.5 << 10 << qint64(50);
    QTest::addRow("zoomed in, both edges") << 16 << 0 << -5.2 << 0.37 << 120 << qint64(30);
    QTest::addRow("zoomed in, concatenated") << 16 << 1 << 3.1 << 0.05 << 200 << qint64(30);
    QTest::addRow("before the start") << 32 << 1 << -40.0 << 4.3 << 60 << qint64(200);
}

void TestHeatmapSampler::rowsMatchBruteForce()
{
    QFETCH(int, dimension);
    QFETCH(int, layout);
    QFETCH(double, first);
    QFETCH(double, ppp);
    QFETCH(int, width);
    QFETCH(qint64, count);
    const Encoding encoding(dimension, Encoding::defaultBase, static_cast<Layout>(layout));
    const HeatmapSampler sampler(encoding, first, ppp, width, count);
    QCOMPARE(sampler.width(), width);
    QCOMPARE(sampler.averages(), ppp >= 1.0);
    int shown = 0;
    for (int dim = 0; dim < dimension; ++dim) {
        const std::vector<double> row = sampler.row(dim);
        for (int x = 0; x < width; ++x) {
            const PixelPositions expected = expectedPositions(first, ppp, x, count);
            const PixelPositions got = sampler.pixelPositions(x);
            QCOMPARE(got.count, expected.count);
            if (expected.count == 0) {
                QVERIFY(std::isnan(row[static_cast<size_t>(x)]));
                continue;
            }
            QCOMPARE(got.first, expected.first);
            const double brute = bruteMean(encoding, dim, expected);
            QVERIFY2(std::abs(row[static_cast<size_t>(x)] - brute) < 1e-12,
                     qPrintable(QStringLiteral("dim %1 pixel %2: %3 vs %4")
                                    .arg(dim)
                                    .arg(x)
                                    .arg(row[static_cast<size_t>(x)], 0, 'g', 17)
                                    .arg(brute, 0, 'g', 17)));
            ++shown;
        }
    }
    QVERIFY(shown > 0);
}

void TestHeatmapSampler::recurrenceMatchesDirect_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("ppp");
    QTest::addColumn<qint64>("count");
    QTest::addRow("4096 pixels at 7.31") << 0.0 << 7.31 << qint64(40000);
    QTest::addRow("near a million") << 990000.0 << 2.37 << qint64(1000000);
    QTest::addRow("a million on 1920") << 0.0 << 1e6 / 1920 << qint64(1000000);
    QTest::addRow("zoomed in far out") << 999000.25 << 0.123 << qint64(1000000);
}

void TestHeatmapSampler::recurrenceMatchesDirect()
{
    QFETCH(double, first);
    QFETCH(double, ppp);
    QFETCH(qint64, count);
    const Encoding encoding(64);
    const int width = 4096;
    const HeatmapSampler sampler(encoding, first, ppp, width, count);
    double worst = 0;
    for (int dim = 0; dim < 64; ++dim) {
        const std::vector<double> row = sampler.row(dim);
        for (int x = 0; x < width; ++x) {
            const double direct = sampler.pixelValue(dim, x);
            if (std::isnan(direct)) {
                QVERIFY(std::isnan(row[static_cast<size_t>(x)]));
                continue;
            }
            worst = std::max(worst, std::abs(row[static_cast<size_t>(x)] - direct));
        }
    }
    QVERIFY2(worst < 1e-13, qPrintable(QString::number(worst, 'g', 3)));
}

void TestHeatmapSampler::largePositions()
{
    // At a million the angle's own rounding is 1e-10, so compare with the encoding at 1e-9.
    const Encoding encoding(128);
    const HeatmapSampler sampler(encoding, 999950.0, 1.0, 50, 1000000);
    for (int dim : { 0, 1, 2, 3, 64, 127 }) {
        const std::vector<double> row = sampler.row(dim);
        for (int x = 0; x < 50; ++x)
            QVERIFY(std::abs(row[static_cast<size_t>(x)] - encoding.value(999950.0 + x, dim))
                    < 1e-9);
    }
}

void TestHeatmapSampler::pixelPositionsFullView()
{
    const HeatmapSampler sampler(Encoding(8), 0.0, 2.0, 5, 10);
    for (int x = 0; x < 5; ++x) {
        QCOMPARE(sampler.pixelPositions(x).first, int64_t(2 * x));
        QCOMPARE(sampler.pixelPositions(x).count, int64_t(2));
    }
    QCOMPARE(sampler.pixelPositions(5).count, int64_t(0));
    QCOMPARE(sampler.pixelPositions(-1).count, int64_t(0));
}

void TestHeatmapSampler::aliasing_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("ppp");
    QTest::addColumn<QList<int>>("aliased");
    // d = 8: periods 6.28, 62.8, 628, 6283 (denominators 1, 10, 100, 1000)
    QTest::addRow("one position a pixel") << 8 << 0 << 1.0 << QList<int>();
    QTest::addRow("3.1 a pixel: limit 6.2") << 8 << 0 << 3.1 << QList<int>();
    QTest::addRow("3.2 a pixel: limit 6.4") << 8 << 0 << 3.2 << QList<int> { 0, 1 };
    QTest::addRow("40 a pixel") << 8 << 0 << 40.0 << QList<int> { 0, 1, 2, 3 };
    QTest::addRow("40 a pixel, concatenated") << 8 << 1 << 40.0 << QList<int> { 0, 1, 4, 5 };
    QTest::addRow("everything") << 8 << 0 << 1e6 << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 };
}

void TestHeatmapSampler::aliasing()
{
    QFETCH(int, dimension);
    QFETCH(int, layout);
    QFETCH(double, ppp);
    QFETCH(QList<int>, aliased);
    const Encoding encoding(dimension, Encoding::defaultBase, static_cast<Layout>(layout));
    QList<int> flagged;
    for (int dim = 0; dim < dimension; ++dim) {
        if (HeatmapSampler::isAliased(encoding, dim, ppp))
            flagged.append(dim);
        // the formula: period 2 pi base^(2i/d) shorter than two pixels
        const int pair = encoding.pairOfDimension(dim);
        const double period = twoPi * std::pow(Encoding::defaultBase, 2.0 * pair / dimension);
        QCOMPARE(HeatmapSampler::isAliased(encoding, dim, ppp), period < 2 * ppp);
    }
    QCOMPARE(flagged, aliased);
    int pairs = 0;
    for (int dim : aliased)
        pairs = std::max(pairs, encoding.pairOfDimension(dim) + 1);
    QCOMPARE(HeatmapSampler::aliasedPairCount(encoding, ppp), pairs);
}

QTEST_GUILESS_MAIN(TestHeatmapSampler)
#include "tst_heatmapsampler.moc"
