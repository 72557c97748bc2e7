// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/comparison.h"

#include <QtTest>

#include <cmath>

using namespace pe;

static constexpr double seedTolerance = 1e-6;
static constexpr double tolerance = 1e-12;

class TestComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedFigures_data();
    void seedFigures();
    void switchedOff();
    void consistency_data();
    void consistency();
    void symmetry_data();
    void symmetry();
    void samePosition();
};

void TestComparison::seedFigures_data()
{
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("firstPair");
    QTest::addColumn<double>("secondPair");
    QTest::addColumn<double>("norm");
    // "the" at position 0 and at position q, d = 8.
    QTest::addRow("position 3") << 3.0 << 1.994990 << 0.298876 << 2.017479;
    QTest::addRow("position 6, fast pair nearly repeats")
        << 6.0 << 0.282240 << 0.591040 << 0.657741;
}

void TestComparison::seedFigures()
{
    QFETCH(double, q);
    QFETCH(double, firstPair);
    QFETCH(double, secondPair);
    QFETCH(double, norm);
    for (Layout layout : { Layout::Interleaved, Layout::Concatenated }) {
        const Encoding e(8, Encoding::defaultBase, layout);
        const Comparison c = Comparison::compute(e, 0, q);
        QVERIFY(c.enabled);
        QCOMPARE(c.p, 0.0);
        QCOMPARE(c.q, q);
        QCOMPARE(c.pairs.size(), size_t(4));
        QVERIFY2(std::abs(c.pairs[0].distance - firstPair) <= seedTolerance,
                 qPrintable(QString::number(c.pairs[0].distance, 'f', 9)));
        QVERIFY2(std::abs(c.pairs[1].distance - secondPair) <= seedTolerance,
                 qPrintable(QString::number(c.pairs[1].distance, 'f', 9)));
        QVERIFY2(std::abs(c.norm - norm) <= seedTolerance, qPrintable(QString::number(c.norm)));
        QVERIFY(std::abs(c.candidateNorm - norm) <= seedTolerance);
        QVERIFY(std::abs(peDistance(e, 0, q) - norm) <= seedTolerance);
    }
}

// PE switched off: x(p) = x(q) = E, so the difference is zero, while the candidates are still
// shown and their distance still reported as what switching on would give.
void TestComparison::switchedOff()
{
    const Encoding e(8);
    const Comparison c = Comparison::compute(e, 0, 3, false);
    QVERIFY(!c.enabled);
    QCOMPARE(c.norm, 0.0);
    QCOMPARE(c.difference.size(), size_t(8));
    for (double x : c.difference)
        QCOMPARE(x, 0.0);
    QCOMPARE(c.peP, e.vector(0));
    QCOMPARE(c.peQ, e.vector(3));
    QVERIFY(std::abs(c.candidateNorm - 2.017479) <= seedTolerance);
    QVERIFY(std::abs(c.pairs[0].distance - 1.994990) <= seedTolerance);
    QCOMPARE(c.pairs.size(), size_t(4));
}

void TestComparison::consistency_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("q");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("d=8 0 vs 3") << 8 << 10000.0 << Layout::Interleaved << 0.0 << 3.0 << true;
    QTest::addRow("d=8 off") << 8 << 10000.0 << Layout::Interleaved << 0.0 << 3.0 << false;
    QTest::addRow("d=2") << 2 << 10000.0 << Layout::Concatenated << 1.0 << 32.0 << true;
    QTest::addRow("d=128 lecture") << 128 << 10000.0 << Layout::Interleaved << 11.0 << 14.0 << true;
    QTest::addRow("d=128 concatenated")
        << 128 << 10000.0 << Layout::Concatenated << 101.0 << 5.0 << true;
    QTest::addRow("base 100") << 16 << 100.0 << Layout::Interleaved << 7.0 << 700.0 << true;
    QTest::addRow("base 1.5") << 16 << 1.5 << Layout::Concatenated << 2.0 << 3.0 << true;
    QTest::addRow("d=1024 far apart")
        << 1024 << 10000.0 << Layout::Interleaved << 5.0 << 1e6 << true;
}

void TestComparison::consistency()
{
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    QFETCH(double, p);
    QFETCH(double, q);
    QFETCH(bool, enabled);
    const Encoding e(dimension, base, layout);
    const Comparison c = Comparison::compute(e, p, q, enabled);
    QCOMPARE(c.encoding.dimension(), dimension);
    QCOMPARE(c.encoding.layout(), layout);
    QCOMPARE(c.peP, e.vector(p));
    QCOMPARE(c.peQ, e.vector(q));
    QCOMPARE(c.difference.size(), size_t(dimension));
    double squares = 0;
    double dot = 0;
    for (size_t k = 0; k < size_t(dimension); ++k) {
        const double diff = c.peQ[k] - c.peP[k];
        QCOMPARE(c.difference[k], enabled ? diff : 0.0);
        squares += diff * diff;
        dot += c.peP[k] * c.peQ[k];
    }
    QVERIFY(std::abs(c.candidateNorm - std::sqrt(squares)) <= tolerance);
    QCOMPARE(c.norm, enabled ? c.candidateNorm : 0.0);

    // The pairs' distances are the norm split up: their squares add up to the norm squared.
    QCOMPARE(c.pairs.size(), size_t(dimension / 2));
    double pairSquares = 0;
    for (int i = 0; i < dimension / 2; ++i) {
        const PairDistance &pd = c.pairs[size_t(i)];
        QCOMPARE(pd.index, i);
        QCOMPARE(pd.denominator, e.denominator(i));
        QCOMPARE(pd.period, e.period(i));
        QCOMPARE(pd.angleP, e.angle(p, i));
        QCOMPARE(pd.angleQ, e.angle(q, i));
        // Each pair is a point on the unit circle: chord length 2 |sin((q - p) / 2z)|.
        const double chord = 2 * std::abs(std::sin((q - p) / (2 * e.denominator(i))));
        QVERIFY2(
            std::abs(pd.distance - chord) <= 1e-9,
            qPrintable(QStringLiteral("pair %1: %2 vs %3").arg(i).arg(pd.distance).arg(chord)));
        pairSquares += pd.distance * pd.distance;
    }
    QVERIFY(std::abs(pairSquares - c.candidateNorm * c.candidateNorm) <= tolerance * dimension);

    // The free functions agree with the comparison, and with each other: every pair has length 1,
    // so ||PE(q) - PE(p)||^2 = d - 2 PE(p).PE(q), and PE(p).PE(q) = sum cos((q - p) / z).
    const double distance = peDistance(e, p, q);
    const double product = peDot(e, p, q);
    QVERIFY(std::abs(distance - c.candidateNorm) <= tolerance);
    QVERIFY(std::abs(product - dot) <= tolerance * dimension);
    QVERIFY(std::abs(distance * distance - (dimension - 2 * product)) <= tolerance * dimension);
    double cosines = 0;
    for (int i = 0; i < dimension / 2; ++i)
        cosines += std::cos((q - p) / e.denominator(i));
    QVERIFY(std::abs(product - cosines) <= 1e-9);
}

void TestComparison::symmetry_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("q");
    QTest::addRow("d=8 0 and 3") << 8 << 0.0 << 3.0;
    QTest::addRow("d=8 1 and 32") << 8 << 1.0 << 32.0;
    QTest::addRow("d=128 4 and 104") << 128 << 4.0 << 104.0;
    QTest::addRow("d=64 0 and 5000") << 64 << 0.0 << 5000.0;
}

void TestComparison::symmetry()
{
    QFETCH(int, dimension);
    QFETCH(double, p);
    QFETCH(double, q);
    const Encoding e(dimension);
    const Comparison forward = Comparison::compute(e, p, q);
    const Comparison backward = Comparison::compute(e, q, p);
    QCOMPARE(forward.norm, backward.norm);
    QCOMPARE(forward.peP, backward.peQ);
    QCOMPARE(forward.peQ, backward.peP);
    for (size_t k = 0; k < forward.difference.size(); ++k)
        QCOMPARE(forward.difference[k], -backward.difference[k]);
    for (size_t i = 0; i < forward.pairs.size(); ++i)
        QCOMPARE(forward.pairs[i].distance, backward.pairs[i].distance);
    QCOMPARE(peDistance(e, p, q), peDistance(e, q, p));
    QCOMPARE(peDot(e, p, q), peDot(e, q, p));
}

void TestComparison::samePosition()
{
    const Encoding e(128);
    const Comparison c = Comparison::compute(e, 42, 42);
    QCOMPARE(c.norm, 0.0);
    QCOMPARE(c.candidateNorm, 0.0);
    for (const PairDistance &pd : c.pairs)
        QCOMPARE(pd.distance, 0.0);
    QCOMPARE(peDistance(e, 42, 42), 0.0);
    QVERIFY(std::abs(peDot(e, 42, 42) - 64.0) <= tolerance);
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
