// SPDX-License-Identifier: GPL-3.0-or-later
// NearestPair against brute force over every pair a < b of small ranges (the vectors' difference
// taken directly), and on 10^5 positions at d = 8 against the vectors at two places.
#include "core/math/nearestpair.h"

#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

double directDistance(const Encoding &e, double a, double b)
{
    const std::vector<double> u = e.vector(a);
    const std::vector<double> v = e.vector(b);
    double sum = 0;
    for (std::size_t k = 0; k < u.size(); ++k)
        sum += (u[k] - v[k]) * (u[k] - v[k]);
    return std::sqrt(sum);
}

} // namespace

class TestNearestPair : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void againstBruteForce_data();
    void againstBruteForce();
    void largeRange();
};

void TestNearestPair::againstBruteForce_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("count");
    QTest::newRow("d=2") << 2 << 10000.0 << 400;
    QTest::newRow("d=4 base 10") << 4 << 10.0 << 300;
    QTest::newRow("d=4 base 100") << 4 << 100.0 << 300;
    QTest::newRow("d=6 base 2.5") << 6 << 2.5 << 250;
    QTest::newRow("d=8") << 8 << 10000.0 << 200;
    QTest::newRow("d=8 base 10") << 8 << 10.0 << 300;
    QTest::newRow("two positions") << 8 << 10000.0 << 2;
}

void TestNearestPair::againstBruteForce()
{
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(int, count);
    const Encoding e(dimension, base);
    std::vector<std::vector<double>> vectors;
    for (int p = 0; p < count; ++p)
        vectors.push_back(e.vector(p));
    double best = std::numeric_limits<double>::infinity();
    std::vector<double> byGap(std::size_t(count), std::numeric_limits<double>::infinity());
    for (int a = 0; a < count; ++a) {
        for (int b = a + 1; b < count; ++b) {
            double sum = 0;
            for (int k = 0; k < dimension; ++k) {
                const double diff = vectors[std::size_t(a)][std::size_t(k)]
                    - vectors[std::size_t(b)][std::size_t(k)];
                sum += diff * diff;
            }
            const double distance = std::sqrt(sum);
            best = std::min(best, distance);
            byGap[std::size_t(b - a)] = std::min(byGap[std::size_t(b - a)], distance);
        }
    }
    const NearestPair nearest(e, count);
    QCOMPARE(nearest.first(), int64_t(0));
    QVERIFY(nearest.second() >= 1 && nearest.second() < count);
    QVERIFY2(std::abs(nearest.distance() - best) <= 1e-12,
             qPrintable(QStringLiteral("%1 vs %2").arg(nearest.distance()).arg(best)));
    // The gap found is one the brute force also finds nearest (to the differences' rounding).
    QVERIFY(byGap[std::size_t(nearest.gap())] - best <= 1e-12);
    // No other gap is nearer by more than rounding.
    for (int gap = 1; gap < count; ++gap)
        QVERIFY(byGap[std::size_t(gap)] >= nearest.distance() - 1e-12);
}

void TestNearestPair::largeRange()
{
    const Encoding e(8);
    const NearestPair nearest(e, 100000);
    QVERIFY(nearest.gap() > 1 && nearest.gap() < 100000);
    QCOMPARE(nearest.distance(), NearestPair::distanceAt(e, nearest.gap()));
    for (double a : { 0.0, 1234.0 })
        QVERIFY(std::abs(directDistance(e, a, a + double(nearest.gap())) - nearest.distance())
                <= 1e-9);
    // Nearer than any gap of the first thousand (checked directly) and than its neighbours.
    for (int gap = 1; gap < 1000; ++gap)
        QVERIFY(directDistance(e, 0, gap) >= nearest.distance() - 1e-9);
    QVERIFY(NearestPair::distanceAt(e, nearest.gap() - 1) > nearest.distance());
}

QTEST_GUILESS_MAIN(TestNearestPair)
#include "tst_nearestpair.moc"
