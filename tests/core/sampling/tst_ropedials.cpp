// SPDX-License-Identifier: GPL-3.0-or-later
// The RoPE dials against an independent computation: each pair of q and k turned as a complex
// number times e^{i·position·θ}, θ from exp and log; the hands, the angle between them, the
// score and its invariance under a shift t of both positions, to 1e-12, for both pairings.
#include "core/math/seededgenerator.h"
#include "core/sampling/ropedials.h"

#include <QtTest>

#include <cmath>
#include <complex>
#include <random>

using namespace pe;

Q_DECLARE_METATYPE(pe::RopePairing)

namespace {

constexpr double tolerance = 1e-12;
constexpr double twoPi = 6.283185307179586476925286766559;

std::pair<int, int> pairOf(RopePairing pairing, int i, int d)
{
    return pairing == RopePairing::Interleaved ? std::make_pair(2 * i, 2 * i + 1)
                                               : std::make_pair(i, i + d / 2);
}

std::complex<double> turned(const std::vector<double> &v, int i, double position, double base,
                            RopePairing pairing)
{
    const int d = int(v.size());
    const auto [a, b] = pairOf(pairing, i, d);
    const double theta = std::exp(-2.0 * i / d * std::log(base));
    return std::complex<double>(v[size_t(a)], v[size_t(b)]) * std::polar(1.0, position * theta);
}

double bruteScore(const std::vector<double> &q, const std::vector<double> &k, double m, double n,
                  double base, RopePairing pairing)
{
    double sum = 0;
    for (int i = 0; i < int(q.size()) / 2; ++i) {
        const std::complex<double> a = turned(q, i, m, base, pairing);
        const std::complex<double> b = turned(k, i, n, base, pairing);
        sum += a.real() * b.real() + a.imag() * b.imag();
    }
    return sum;
}

// The difference of two angles, as the shorter way round.
double angleGap(double a, double b)
{
    return std::abs(std::remainder(a - b, twoPi));
}

std::vector<double> randomVector(std::mt19937_64 &random, int d)
{
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    std::vector<double> v(size_t(d), 0.0);
    for (double &x : v)
        x = value(random);
    return v;
}

} // namespace

class TestRopeDials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handsMatchComplexRotation_data();
    void handsMatchComplexRotation();
    void shiftChangesNeitherScoreNorAngle_data();
    void shiftChangesNeitherScoreNorAngle();
    void seededVectors();
    void pairingNamesOtherComponents();
    void angleRanges();
};

void TestRopeDials::handsMatchComplexRotation_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<RopePairing>("pairing");
    for (const RopePairing pairing : { RopePairing::Interleaved, RopePairing::Half }) {
        const char *name = ropePairingName(pairing);
        QTest::addRow("%s d=8", name) << 8 << 10000.0 << pairing;
        QTest::addRow("%s d=64 base 500000", name) << 64 << 500000.0 << pairing;
        QTest::addRow("%s d=2 base 1.5", name) << 2 << 1.5 << pairing;
    }
}

void TestRopeDials::handsMatchComplexRotation()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(RopePairing, pairing);
    std::mt19937_64 random(uint64_t(d) * 31 + uint64_t(pairing));
    std::uniform_int_distribution<int> position(0, 1000);
    for (int trial = 0; trial < 30; ++trial) {
        const std::vector<double> q = randomVector(random, d);
        const std::vector<double> k = randomVector(random, d);
        const int m = position(random), n = position(random), t = position(random);
        const RopeDials dials(RotaryEmbedding(d, base, pairing), q, k, m, n, t);
        QCOMPARE(dials.pairCount(), d / 2);
        for (int i = 0; i < d / 2; ++i) {
            const RopeDial dial = dials.dial(i);
            const auto [a, b] = pairOf(pairing, i, d);
            QCOMPARE(dial.first, a);
            QCOMPARE(dial.second, b);
            QVERIFY(std::abs(dial.theta - std::exp(-2.0 * i / d * std::log(base))) <= 1e-15);
            const std::complex<double> zq = turned(q, i, m + t, base, pairing);
            const std::complex<double> zk = turned(k, i, n + t, base, pairing);
            QVERIFY2(std::abs(dial.query.x - zq.real()) <= tolerance
                         && std::abs(dial.query.y - zq.imag()) <= tolerance,
                     qPrintable(QStringLiteral("q pair %1 m+t=%2").arg(i).arg(m + t)));
            QVERIFY(std::abs(dial.key.x - zk.real()) <= tolerance
                    && std::abs(dial.key.y - zk.imag()) <= tolerance);
            QVERIFY(angleGap(dial.query.angle, std::arg(zq)) <= 1e-9);
            QVERIFY(angleGap(dial.key.angle, std::arg(zk)) <= 1e-9);
            QVERIFY(std::abs(dial.query.length - std::abs(zq)) <= tolerance);
            // The angle between: k's own angle − q's own + (n − m)·θᵢ.
            const double own = std::arg(std::complex<double>(k[size_t(a)], k[size_t(b)]))
                - std::arg(std::complex<double>(q[size_t(a)], q[size_t(b)]));
            QVERIFY(angleGap(dial.between, own + (n - m) * dial.theta) <= 1e-9);
            QVERIFY(angleGap(dial.positionTurn, (n - m) * dial.theta) <= 1e-12);
            QVERIFY(angleGap(dial.shiftTurn, t * dial.theta) <= 1e-12);
        }
        const double brute = bruteScore(q, k, m + t, n + t, base, pairing);
        QVERIFY2(std::abs(dials.score() - brute) <= tolerance,
                 qPrintable(QString::number(dials.score() - brute)));
        QVERIFY(std::abs(dials.relativeScore() - bruteScore(q, k, 0, n - m, base, pairing))
                <= tolerance);
    }
}

void TestRopeDials::shiftChangesNeitherScoreNorAngle_data()
{
    QTest::addColumn<RopePairing>("pairing");
    QTest::addRow("interleaved") << RopePairing::Interleaved;
    QTest::addRow("half") << RopePairing::Half;
}

void TestRopeDials::shiftChangesNeitherScoreNorAngle()
{
    QFETCH(RopePairing, pairing);
    std::mt19937_64 random(20261201 + uint64_t(pairing));
    std::uniform_int_distribution<int> position(0, 500);
    for (int trial = 0; trial < 100; ++trial) {
        const int d = 2 * std::uniform_int_distribution<int>(1, 16)(random);
        const std::vector<double> q = randomVector(random, d);
        const std::vector<double> k = randomVector(random, d);
        const int m = position(random), n = position(random), t = position(random);
        const RotaryEmbedding rope(d, 10000, pairing);
        const RopeDials still(rope, q, k, m, n, 0);
        const RopeDials shifted(rope, q, k, m, n, t);
        QVERIFY2(std::abs(shifted.score() - still.score()) <= tolerance,
                 qPrintable(QStringLiteral("d=%1 m=%2 n=%3 t=%4").arg(d).arg(m).arg(n).arg(t)));
        QVERIFY(std::abs(shifted.score() - shifted.relativeScore()) <= tolerance);
        QCOMPARE(shifted.relativeScore(), still.relativeScore());
        for (int i = 0; i < d / 2; ++i) {
            const RopeDial a = still.dial(i);
            const RopeDial b = shifted.dial(i);
            QVERIFY(angleGap(a.between, b.between) <= 1e-12);
            // Both hands turned by t·θᵢ.
            QVERIFY(angleGap(b.query.angle - a.query.angle, t * a.theta) <= 1e-9);
            QVERIFY(angleGap(b.key.angle - a.key.angle, t * a.theta) <= 1e-9);
        }
    }
}

void TestRopeDials::seededVectors()
{
    std::vector<double> q, k, q2, k2;
    RopeDials::seededVectors(8, RopeDials::defaultSeed, &q, &k);
    RopeDials::seededVectors(8, RopeDials::defaultSeed, &q2, &k2);
    QCOMPARE(q, q2);
    QCOMPARE(k, k2);
    // Written out again: the seed's first d numbers are q, the next d are k, in hundredths.
    SeededGenerator generator(RopeDials::defaultSeed);
    for (int c = 0; c < 8; ++c)
        QCOMPARE(q[size_t(c)], generator.between(-100, 100) / 100.0);
    for (int c = 0; c < 8; ++c)
        QCOMPARE(k[size_t(c)], generator.between(-100, 100) / 100.0);
    QVERIFY(q != k);
    for (double x : q) {
        QVERIFY(x >= -1 && x <= 1);
        QCOMPARE(std::round(x * 100) / 100, x);
    }
    // Not all alike, so the pairings put other numbers on a hand.
    QVERIFY(std::adjacent_find(q.begin(), q.end(), std::not_equal_to<>()) != q.end());
    RopeDials::seededVectors(8, RopeDials::defaultSeed + 1, &q2, &k2);
    QVERIFY(q2 != q);
    RopeDials::seededVectors(65536, RopeDials::defaultSeed, &q2, &k2);
    QCOMPARE(q2.size(), size_t(65536));
    QCOMPARE(k2.size(), size_t(65536));
}

void TestRopeDials::pairingNamesOtherComponents()
{
    std::vector<double> q, k;
    RopeDials::seededVectors(8, RopeDials::defaultSeed, &q, &k);
    const RopeDials interleaved(RotaryEmbedding(8, 10000, RopePairing::Interleaved), q, k, 0, 0, 0);
    const RopeDials half(RotaryEmbedding(8, 10000, RopePairing::Half), q, k, 0, 0, 0);
    // At position 0 the hands are the raw components the pairing names.
    QCOMPARE(interleaved.dial(1).first, 2);
    QCOMPARE(interleaved.dial(1).second, 3);
    QCOMPARE(interleaved.dial(1).query.x, q[2]);
    QCOMPARE(interleaved.dial(1).query.y, q[3]);
    QCOMPARE(half.dial(1).first, 1);
    QCOMPARE(half.dial(1).second, 5);
    QCOMPARE(half.dial(1).query.x, q[1]);
    QCOMPARE(half.dial(1).query.y, q[5]);
    QVERIFY(interleaved.dial(1).query.y != half.dial(1).query.y);
}

void TestRopeDials::angleRanges()
{
    for (double a : { -20.0, -twoPi, -1e-300, 0.0, -0.0, 1.0, twoPi, 1e6 }) {
        const double full = RopeDials::fullTurn(a);
        QVERIFY(full >= 0 && full < twoPi);
        QVERIFY(!std::signbit(full) || full != 0);
        const double half = RopeDials::halfTurn(a);
        QVERIFY(half > -M_PI && half <= M_PI);
        QVERIFY(angleGap(full, a) <= 1e-9 && angleGap(half, a) <= 1e-9);
    }
    QCOMPARE(RopeDials::halfTurn(-M_PI), M_PI);
}

QTEST_GUILESS_MAIN(TestRopeDials)
#include "tst_ropedials.moc"
