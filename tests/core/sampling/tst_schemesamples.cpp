// SPDX-License-Identifier: GPL-3.0-or-later
// The distances the schemes view samples, and that the sampled profiles (DistanceProfile's
// ...At functions) give at those distances what the sums written out here give.
#include "core/sampling/schemesamples.h"
#include "tests/schemesreference.h"

#include <QtTest>

#include <cmath>
#include <complex>

using namespace pe;

namespace {

using schemestest::bruteRope;
using schemestest::bruteSinusoid;

} // namespace

class TestSchemeSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDistanceWhileFew();
    void evenGridWhenMany_data();
    void evenGridWhenMany();
    void valuesAtTheSampledDistances();
    void readingBetweenSamples();
};

void TestSchemeSamples::everyDistanceWhileFew()
{
    const std::vector<int64_t> all = SchemeSamples::sampledDistances(50, 100);
    QCOMPARE(all.size(), size_t(50));
    for (size_t k = 0; k < all.size(); ++k)
        QCOMPARE(all[k], int64_t(k));
    QCOMPARE(SchemeSamples::sampledDistances(1, 100), std::vector<int64_t> { 0 });
    QVERIFY(SchemeSamples::sampledDistances(0, 100).empty());
}

void TestSchemeSamples::evenGridWhenMany_data()
{
    QTest::addColumn<qint64>("count");
    QTest::addColumn<int>("budget");
    QTest::newRow("10^6 at 1600") << qint64(1000000) << 1600;
    QTest::newRow("101 at 100") << qint64(101) << 100;
    QTest::newRow("1000 at 2") << qint64(1000) << 2;
    QTest::newRow("1000 at 7") << qint64(1000) << 7;
}

void TestSchemeSamples::evenGridWhenMany()
{
    QFETCH(qint64, count);
    QFETCH(int, budget);
    const std::vector<int64_t> d = SchemeSamples::sampledDistances(count, budget);
    QVERIFY(d.size() <= size_t(budget));
    QCOMPARE(d.front(), int64_t(0));
    QCOMPARE(d.back(), count - 1);
    const int64_t step = d[1] - d[0];
    QCOMPARE(step, (count - 1 + budget - 2) / (budget - 1));
    for (size_t k = 1; k + 1 < d.size(); ++k)
        QCOMPARE(d[k] - d[k - 1], step); // even, only the last one shorter
    QVERIFY(d.back() - d[d.size() - 2] <= step);
    QVERIFY(d.back() > d[d.size() - 2]);
}

void TestSchemeSamples::valuesAtTheSampledDistances()
{
    SchemeSamples::Parameters p;
    p.dimension = 16;
    p.base = 100;
    p.count = 5000;
    p.heads = 5;
    const SchemeSamples samples(p, 40);
    QVERIFY(samples.distances().size() <= 40);
    QCOMPARE(samples.sinusoidalAtZero(), 8.0);
    QCOMPARE(samples.ropeAtZero(), 4.5);
    // 5 heads: the 4 of 2^(−8h/4), then the 1st of 2^(−8h/8).
    const double slopes[] = { 0.25, 0.0625, 0.015625, 0.00390625, 0.5 };
    QCOMPARE(samples.slopes().size(), size_t(5));
    for (size_t h = 0; h < 5; ++h)
        QVERIFY(std::abs(samples.slopes()[h] - slopes[h]) < 1e-15);
    for (size_t k = 0; k < samples.distances().size(); ++k) {
        const int64_t delta = samples.distances()[k];
        QVERIFY(std::abs(samples.sinusoidal()[k] - bruteSinusoid(16, 100, delta)) < 1e-9);
        QVERIFY(std::abs(samples.rope()[k] - bruteRope(16, 100, delta)) < 1e-9);
        for (size_t h = 0; h < 5; ++h)
            QVERIFY(std::abs(samples.alibi()[h][k] + slopes[h] * double(delta)) < 1e-9);
    }
}

void TestSchemeSamples::readingBetweenSamples()
{
    SchemeSamples::Parameters p;
    p.dimension = 64;
    p.count = 100000;
    p.heads = 8;
    const SchemeSamples samples(p, 100);
    const SchemeReading r = samples.at(31337);
    QCOMPARE(r.distance, int64_t(31337));
    QVERIFY(std::abs(r.sinusoidal - bruteSinusoid(64, 10000, 31337)) < 1e-8);
    QVERIFY(std::abs(r.rope - bruteRope(64, 10000, 31337)) < 1e-8);
    QCOMPARE(r.alibi.size(), size_t(8));
    QCOMPARE(r.alibi[0], -0.5 * 31337);
    QCOMPARE(r.alibi[7], -std::pow(2.0, -8) * 31337);
}

QTEST_APPLESS_MAIN(TestSchemeSamples)
#include "tst_schemesamples.moc"
