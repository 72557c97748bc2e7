// SPDX-License-Identifier: GPL-3.0-or-later
// RoPE against an independent computation: each pair as a complex number times e^{i·m·θ}, θ
// from exp and log rather than pow; the score identity and its shift invariance to 1e-12.
#include "core/math/rotaryembedding.h"

#include <QtTest>

#include <cmath>
#include <complex>
#include <random>

using namespace pe;

Q_DECLARE_METATYPE(pe::RopePairing)

namespace {

constexpr double tolerance = 1e-12;

std::vector<double> randomVector(std::mt19937_64 &random, int d)
{
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    std::vector<double> v(static_cast<std::size_t>(d));
    for (double &x : v)
        x = value(random);
    return v;
}

// Pair i of the pairing as (first, second) indices, written out again from the definition.
std::pair<std::size_t, std::size_t> pairOf(RopePairing pairing, int i, int d)
{
    if (pairing == RopePairing::Interleaved)
        return { std::size_t(2 * i), std::size_t(2 * i + 1) };
    return { std::size_t(i), std::size_t(i + d / 2) };
}

std::vector<double> rotateComplex(const std::vector<double> &v, double position, double base,
                                  RopePairing pairing)
{
    const int d = int(v.size());
    std::vector<double> out(v.size());
    for (int i = 0; i < d / 2; ++i) {
        const double theta = std::exp(-2.0 * i / d * std::log(base));
        const auto [a, b] = pairOf(pairing, i, d);
        const std::complex<double> z(v[a], v[b]);
        const std::complex<double> turned = z * std::polar(1.0, position * theta);
        out[a] = turned.real();
        out[b] = turned.imag();
    }
    return out;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double sum = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
        sum += a[k] * b[k];
    return sum;
}

} // namespace

class TestRotaryEmbedding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thetas();
    void pairComponents();
    void quarterTurn();
    void rotationMatchesComplex_data();
    void rotationMatchesComplex();
    void scoreIdentityAndShift_data();
    void scoreIdentityAndShift();
    void pairingsDifferButArePermutations();
    void names();
};

void TestRotaryEmbedding::thetas()
{
    const RotaryEmbedding rope(8, 10000, RopePairing::Interleaved);
    QCOMPARE(rope.pairCount(), 4);
    const double expected[] = { 1.0, 0.1, 0.01, 0.001 }; // 10000^(−2i/8) = 10^(−i)
    for (int i = 0; i < 4; ++i)
        QVERIFY(std::abs(rope.theta(i) - expected[i]) <= 1e-15);
}

void TestRotaryEmbedding::pairComponents()
{
    const RotaryEmbedding interleaved(8, 10000, RopePairing::Interleaved);
    const RotaryEmbedding half(8, 10000, RopePairing::Half);
    QCOMPARE(interleaved.components(0), std::make_pair(0, 1));
    QCOMPARE(interleaved.components(3), std::make_pair(6, 7));
    QCOMPARE(half.components(0), std::make_pair(0, 4));
    QCOMPARE(half.components(3), std::make_pair(3, 7));
}

void TestRotaryEmbedding::quarterTurn()
{
    // d = 2: θ₀ = 1, so position π/2 turns (1, 0) onto (0, 1) and (0, 1) onto (−1, 0).
    const RotaryEmbedding rope(2, 10000, RopePairing::Interleaved);
    const std::vector<double> x = rope.rotate({ 1, 0 }, M_PI / 2);
    const std::vector<double> y = rope.rotate({ 0, 1 }, M_PI / 2);
    QVERIFY(std::abs(x[0]) < 1e-15 && std::abs(x[1] - 1) < 1e-15);
    QVERIFY(std::abs(y[0] + 1) < 1e-15 && std::abs(y[1]) < 1e-15);
}

void TestRotaryEmbedding::rotationMatchesComplex_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<RopePairing>("pairing");
    for (const RopePairing pairing : { RopePairing::Interleaved, RopePairing::Half }) {
        const char *name = ropePairingName(pairing);
        QTest::addRow("%s d=2", name) << 2 << 10000.0 << pairing;
        QTest::addRow("%s d=8", name) << 8 << 10000.0 << pairing;
        QTest::addRow("%s d=64 base 500000", name) << 64 << 500000.0 << pairing;
        QTest::addRow("%s d=128 base 1.5", name) << 128 << 1.5 << pairing;
    }
}

void TestRotaryEmbedding::rotationMatchesComplex()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(RopePairing, pairing);
    const RotaryEmbedding rope(d, base, pairing);
    std::mt19937_64 random(20261201);
    for (int trial = 0; trial < 50; ++trial) {
        const std::vector<double> v = randomVector(random, d);
        const double position = double(std::uniform_int_distribution<int>(0, 100)(random));
        const std::vector<double> got = rope.rotate(v, position);
        const std::vector<double> expected = rotateComplex(v, position, base, pairing);
        for (int k = 0; k < d; ++k)
            QVERIFY2(
                std::abs(got[std::size_t(k)] - expected[std::size_t(k)]) <= tolerance,
                qPrintable(QStringLiteral("component %1 at position %2").arg(k).arg(position)));
        // A rotation keeps the length.
        QVERIFY(std::abs(dot(got, got) - dot(v, v)) <= tolerance);
    }
}

void TestRotaryEmbedding::scoreIdentityAndShift_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<RopePairing>("pairing");
    for (const RopePairing pairing : { RopePairing::Interleaved, RopePairing::Half }) {
        for (const int d : { 2, 8, 16, 32 })
            QTest::addRow("%s d=%d", ropePairingName(pairing), d) << d << pairing;
    }
}

void TestRotaryEmbedding::scoreIdentityAndShift()
{
    QFETCH(int, d);
    QFETCH(RopePairing, pairing);
    const RotaryEmbedding rope(d, 10000, pairing);
    std::mt19937_64 random(uint64_t(d) * 7919 + uint64_t(pairing));
    std::uniform_int_distribution<int> position(0, 100);
    for (int trial = 0; trial < 200; ++trial) {
        const std::vector<double> q = randomVector(random, d);
        const std::vector<double> k = randomVector(random, d);
        const double m = position(random);
        const double n = position(random);
        const double t = position(random);
        // Brute force: rotate both by complex multiplication, then the plain dot product.
        const double brute
            = dot(rotateComplex(q, m, 10000, pairing), rotateComplex(k, n, 10000, pairing));
        const double score = rope.score(q, k, m, n);
        QVERIFY2(std::abs(score - brute) <= tolerance, qPrintable(QString::number(score - brute)));
        QVERIFY2(std::abs(rope.relativeScore(q, k, m, n) - score) <= tolerance,
                 qPrintable(QStringLiteral("m=%1 n=%2").arg(m).arg(n)));
        QVERIFY2(std::abs(rope.score(q, k, m + t, n + t) - score) <= tolerance,
                 qPrintable(QStringLiteral("m=%1 n=%2 t=%3").arg(m).arg(n).arg(t)));
    }
}

void TestRotaryEmbedding::pairingsDifferButArePermutations()
{
    // half on the permuted vectors (2i → i, 2i+1 → i + d/2) is interleaved on the originals;
    // on the same vectors the two pairings give other scores (a model loaded with the wrong one).
    const int d = 8;
    const RotaryEmbedding interleaved(d, 10000, RopePairing::Interleaved);
    const RotaryEmbedding half(d, 10000, RopePairing::Half);
    std::mt19937_64 random(42);
    const std::vector<double> q = randomVector(random, d);
    const std::vector<double> k = randomVector(random, d);
    std::vector<double> pq(d), pk(d);
    for (int i = 0; i < d / 2; ++i) {
        pq[std::size_t(i)] = q[std::size_t(2 * i)];
        pq[std::size_t(i + d / 2)] = q[std::size_t(2 * i + 1)];
        pk[std::size_t(i)] = k[std::size_t(2 * i)];
        pk[std::size_t(i + d / 2)] = k[std::size_t(2 * i + 1)];
    }
    QVERIFY(std::abs(half.score(pq, pk, 3, 7) - interleaved.score(q, k, 3, 7)) <= tolerance);
    QVERIFY(std::abs(half.score(q, k, 3, 7) - interleaved.score(q, k, 3, 7)) > 1e-3);
}

void TestRotaryEmbedding::names()
{
    RopePairing pairing = RopePairing::Interleaved;
    QVERIFY(ropePairingFromName("half", &pairing));
    QCOMPARE(pairing, RopePairing::Half);
    QVERIFY(ropePairingFromName("interleaved", &pairing));
    QCOMPARE(pairing, RopePairing::Interleaved);
    QVERIFY(!ropePairingFromName("Half", &pairing));
    QCOMPARE(QByteArray(ropePairingName(RopePairing::Half)), QByteArray("half"));
}

QTEST_GUILESS_MAIN(TestRotaryEmbedding)

#include "tst_rotaryembedding.moc"
