// SPDX-License-Identifier: GPL-3.0-or-later
// The distance profiles against direct sums: the sinusoid as PE(p)·PE(p + Δ) from the encoding's
// vectors, RoPE's decay bound as the RoFormer paper writes it (1-based θ, every partial sum
// summed afresh), ALiBi's −slope·Δ.
#include "core/math/alibislopes.h"
#include "core/math/distanceprofile.h"
#include "core/math/encoding.h"

#include <QtTest>

#include <cmath>
#include <complex>

using namespace pe;

namespace {

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double sum = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
        sum += a[k] * b[k];
    return sum;
}

// (1/(d/2))·Σ_{j=1}^{d/2} |Σ_{k=1}^{j} e^{iΔθₖ}|, θₖ = base^(−2(k−1)/d): O(d²), no running sum.
double roformerBound(int d, double base, int delta)
{
    double total = 0;
    for (int j = 1; j <= d / 2; ++j) {
        std::complex<double> partial = 0;
        for (int k = 1; k <= j; ++k)
            partial += std::polar(1.0, delta * std::pow(base, -2.0 * (k - 1) / d));
        total += std::abs(partial);
    }
    return total / (d / 2);
}

} // namespace

class TestDistanceProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sinusoidalIsDotProduct_data();
    void sinusoidalIsDotProduct();
    void ropeBound_data();
    void ropeBound();
    void alibiLines();
    void atChosenDistances();
};

void TestDistanceProfile::sinusoidalIsDotProduct_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::newRow("d=8") << 8 << 10000.0;
    QTest::newRow("d=64") << 64 << 10000.0;
    QTest::newRow("d=16 base 100") << 16 << 100.0;
}

void TestDistanceProfile::sinusoidalIsDotProduct()
{
    QFETCH(int, d);
    QFETCH(double, base);
    const std::vector<double> values = DistanceProfile::sinusoidal(d, base, 60);
    QCOMPARE(values.size(), std::size_t(60));
    const Encoding encoding(d, base);
    QVERIFY(std::abs(values[0] - d / 2) <= 1e-12); // Σ cos 0 = d/2
    for (int delta = 0; delta < 60; ++delta) {
        const double direct = dot(encoding.vector(0), encoding.vector(delta));
        const double later = dot(encoding.vector(17), encoding.vector(17 + delta));
        QVERIFY2(std::abs(values[std::size_t(delta)] - direct) <= 1e-12,
                 qPrintable(QString::number(delta)));
        QVERIFY2(std::abs(values[std::size_t(delta)] - later) <= 1e-12,
                 qPrintable(QString::number(delta)));
    }
}

void TestDistanceProfile::ropeBound_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::newRow("d=2") << 2 << 10000.0;
    QTest::newRow("d=8") << 8 << 10000.0;
    QTest::newRow("d=128") << 128 << 10000.0;
    QTest::newRow("d=32 base 500000") << 32 << 500000.0;
}

void TestDistanceProfile::ropeBound()
{
    QFETCH(int, d);
    QFETCH(double, base);
    const std::vector<double> values = DistanceProfile::rope(d, base, 100);
    QVERIFY(std::abs(values[0] - (d / 2 + 1) / 2.0) <= 1e-12);
    for (int delta = 0; delta < 100; ++delta)
        QVERIFY2(std::abs(values[std::size_t(delta)] - roformerBound(d, base, delta)) <= 1e-11,
                 qPrintable(QString::number(delta)));
    // The bound decays: far distances are well below the start.
    if (d >= 8)
        QVERIFY(values[99] < values[0] / 2);
}

void TestDistanceProfile::alibiLines()
{
    const std::vector<std::vector<double>> values = DistanceProfile::alibi(12, 20);
    const std::vector<double> slopes = AlibiSlopes::slopes(12);
    QCOMPARE(values.size(), std::size_t(12));
    for (std::size_t h = 0; h < 12; ++h) {
        QCOMPARE(values[h].size(), std::size_t(20));
        for (int delta = 0; delta < 20; ++delta)
            QVERIFY(values[h][std::size_t(delta)] == -slopes[h] * delta);
    }
    QVERIFY(values[0][4] == -2.0); // head 1: slope 1/2
}

// The ...At functions (what a view samples) at scattered distances, in any order, against the
// direct sums: the encoding's dot product, the paper's bound, −slope·Δ.
void TestDistanceProfile::atChosenDistances()
{
    const std::vector<int64_t> distances = { 999999, 0, 7, 31337, 7, 1 };
    const Encoding encoding(16, 100);
    const std::vector<double> sinusoid = DistanceProfile::sinusoidalAt(16, 100, distances);
    const std::vector<double> rope = DistanceProfile::ropeAt(16, 100, distances);
    const std::vector<std::vector<double>> alibi = DistanceProfile::alibiAt(5, distances);
    const std::vector<double> slopes = AlibiSlopes::slopes(5);
    QCOMPARE(sinusoid.size(), distances.size());
    QCOMPARE(rope.size(), distances.size());
    QCOMPARE(alibi.size(), std::size_t(5));
    for (std::size_t k = 0; k < distances.size(); ++k) {
        const int64_t delta = distances[k];
        double direct = 0;
        for (int i = 0; i < 8; ++i)
            direct += std::cos(static_cast<double>(delta) * std::pow(100.0, -2.0 * i / 16));
        QVERIFY2(std::abs(sinusoid[k] - direct) <= 1e-8, qPrintable(QString::number(delta)));
        if (delta < 1000) // the O(d²) bound with int Δ
            QVERIFY(std::abs(rope[k] - roformerBound(16, 100, int(delta))) <= 1e-11);
        for (std::size_t h = 0; h < 5; ++h)
            QVERIFY(alibi[h][k] == -slopes[h] * static_cast<double>(delta));
    }
    // The whole profile is the same function at 0 … count − 1.
    const std::vector<double> first = DistanceProfile::rope(16, 100, 8);
    QVERIFY(first[7] == rope[2]);
    QVERIFY(DistanceProfile::sinusoidal(16, 100, 8)[1] == sinusoid[5]);
}

QTEST_GUILESS_MAIN(TestDistanceProfile)

#include "tst_distanceprofile.moc"
