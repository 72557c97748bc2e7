// SPDX-License-Identifier: GPL-3.0-or-later
// Encoding against the seeds' figures at 1e-6 and the formula computed here: denominators, pairs,
// periods, position 0, rows, and fillRows against std::sin and std::cos (layouts:
// tst_encodinglayout).
#include "core/math/encoding.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pe;

// The seed figures (shared/seeds/README.md) are compared at 1e-6, everything computed at 1e-12.
static constexpr double seedTolerance = 1e-6;
static constexpr double tolerance = 1e-12;
static constexpr double twoPi = 6.283185307179586476925286766559;

class TestEncoding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameEncoding();
    void seedDenominators_data();
    void seedDenominators();
    void seedPairs_data();
    void seedPairs();
    void seedPeriods_data();
    void seedPeriods();
    void positionZero_data();
    void positionZero();
    void formula_data();
    void formula();
    void valueVectorRowsAgree_data();
    void valueVectorRowsAgree();
    void fillRowsMatchesStdSinCos_data();
    void fillRowsMatchesStdSinCos();
    void fillRowsLeavesTheRestAlone();
};

void TestEncoding::seedDenominators_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<double>("denominator");
    QTest::addRow("pair 0") << 0 << 1.0;
    QTest::addRow("pair 1") << 1 << 10.0;
    QTest::addRow("pair 2") << 2 << 100.0;
    QTest::addRow("pair 3") << 3 << 1000.0;
}

void TestEncoding::seedDenominators()
{
    QFETCH(int, pair);
    QFETCH(double, denominator);
    const Encoding e(8);
    QCOMPARE(e.pairCount(), 4);
    QVERIFY(std::abs(e.denominator(pair) - denominator) <= seedTolerance);
    QVERIFY(std::abs(e.frequency(pair) - 1.0 / denominator) <= seedTolerance);
}

void TestEncoding::seedPairs_data()
{
    QTest::addColumn<double>("position");
    QTest::addColumn<int>("pair");
    QTest::addColumn<double>("sine");
    QTest::addColumn<double>("cosine");
    QTest::addRow("PE(3) first pair") << 3.0 << 0 << 0.141120 << -0.989992;
    QTest::addRow("PE(3) second pair") << 3.0 << 1 << 0.295520 << 0.955336;
    QTest::addRow("PE(6) first pair") << 6.0 << 0 << -0.279415 << 0.960170;
    QTest::addRow("PE(0) fourth pair") << 0.0 << 3 << 0.0 << 1.0;
}

void TestEncoding::seedPairs()
{
    QFETCH(double, position);
    QFETCH(int, pair);
    QFETCH(double, sine);
    QFETCH(double, cosine);
    for (Layout layout : { Layout::Interleaved, Layout::Concatenated }) {
        const Encoding e(8, Encoding::defaultBase, layout);
        const std::vector<double> v = e.vector(position);
        const double s = v[static_cast<size_t>(e.dimensionOf(pair, false))];
        const double c = v[static_cast<size_t>(e.dimensionOf(pair, true))];
        QVERIFY2(std::abs(s - sine) <= seedTolerance, qPrintable(QString::number(s, 'f', 9)));
        QVERIFY2(std::abs(c - cosine) <= seedTolerance, qPrintable(QString::number(c, 'f', 9)));
    }
}

void TestEncoding::seedPeriods_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<double>("period");
    QTest::addRow("i = 0") << 0 << 6.283185;
    QTest::addRow("i = 32") << 32 << 628.318531;
    QTest::addRow("i = 63") << 63 << 54410.143131;
}

void TestEncoding::seedPeriods()
{
    QFETCH(int, pair);
    QFETCH(double, period);
    const Encoding e(128);
    QVERIFY2(std::abs(e.period(pair) - period) <= seedTolerance,
             qPrintable(QString::number(e.period(pair), 'f', 9)));
    QVERIFY(std::abs(e.period(pair) - twoPi * e.denominator(pair)) <= tolerance * e.period(pair));
}

void TestEncoding::positionZero_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<Layout>("layout");
    for (int d : { 2, 8, 128, 1024 }) {
        QTest::addRow("d=%d interleaved", d) << d << Layout::Interleaved;
        QTest::addRow("d=%d concatenated", d) << d << Layout::Concatenated;
    }
}

void TestEncoding::positionZero()
{
    QFETCH(int, dimension);
    QFETCH(Layout, layout);
    const Encoding e(dimension, Encoding::defaultBase, layout);
    const std::vector<double> v = e.vector(0);
    QCOMPARE(v.size(), static_cast<size_t>(dimension));
    for (int k = 0; k < dimension; ++k) {
        QCOMPARE(v[static_cast<size_t>(k)], e.isCosine(k) ? 1.0 : 0.0);
        QCOMPARE(e.value(0, k), e.isCosine(k) ? 1.0 : 0.0);
    }
}

void TestEncoding::formula_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<double>("position");
    QTest::addRow("d=2") << 2 << 10000.0 << 5.0;
    QTest::addRow("d=8 position 3") << 8 << 10000.0 << 3.0;
    QTest::addRow("d=128 position 101") << 128 << 10000.0 << 101.0;
    QTest::addRow("base 100") << 16 << 100.0 << 42.0;
    QTest::addRow("base 1.5") << 16 << 1.5 << 42.0;
    QTest::addRow("base 2 d=1024") << 1024 << 2.0 << 999.0;
    QTest::addRow("fractional position") << 12 << 10000.0 << 2.5;
}

void TestEncoding::formula()
{
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(double, position);
    const Encoding e(dimension, base);
    QCOMPARE(e.dimension(), dimension);
    QCOMPARE(e.pairCount(), dimension / 2);
    QCOMPARE(e.base(), base);
    const std::vector<double> v = e.vector(position);
    QCOMPARE(v.size(), static_cast<size_t>(dimension));
    for (int i = 0; i < dimension / 2; ++i) {
        // Written out from the definition, independently of Encoding.
        const double z = std::pow(base, 2.0 * i / dimension);
        QVERIFY(std::abs(e.denominator(i) - z) <= tolerance * z);
        QVERIFY(std::abs(e.angle(position, i) - position / z) <= tolerance);
        QVERIFY(std::abs(v[static_cast<size_t>(2 * i)] - std::sin(position / z)) <= tolerance);
        QVERIFY(std::abs(v[static_cast<size_t>(2 * i + 1)] - std::cos(position / z)) <= tolerance);
    }
    if (dimension == 2) {
        QCOMPARE(e.denominator(0), 1.0);
        QCOMPARE(e.period(0), twoPi);
    }
}

void TestEncoding::valueVectorRowsAgree_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("first");
    QTest::addColumn<int>("count");
    QTest::addRow("d=8") << 8 << 10000.0 << Layout::Interleaved << 0.0 << 50;
    QTest::addRow("d=2 concatenated") << 2 << 10000.0 << Layout::Concatenated << 7.0 << 3;
    QTest::addRow("d=64 base 100") << 64 << 100.0 << Layout::Interleaved << 1000.0 << 200;
    QTest::addRow("d=64 base 1.5 concatenated") << 64 << 1.5 << Layout::Concatenated << 0.0 << 130;
    QTest::addRow("d=1024 far") << 1024 << 10000.0 << Layout::Interleaved << 1e6 << 129;
    QTest::addRow("d=16 at 2^40") << 16 << 10000.0 << Layout::Concatenated << 1099511627776.0 << 70;
    QTest::addRow("d=16 near 2^53")
        << 16 << 10000.0 << Layout::Interleaved << 9007199254740000.0 << 65;
    QTest::addRow("one row") << 6 << 10000.0 << Layout::Interleaved << 11.0 << 1;
}

void TestEncoding::valueVectorRowsAgree()
{
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    QFETCH(double, first);
    QFETCH(int, count);
    const Encoding e(dimension, base, layout);
    const std::vector<double> table = e.rows(first, count);
    QCOMPARE(table.size(), static_cast<size_t>(count) * static_cast<size_t>(dimension));
    double worst = 0;
    for (int r = 0; r < count; ++r) {
        const double position = first + r;
        const std::vector<double> v = e.vector(position);
        QCOMPARE(v.size(), static_cast<size_t>(dimension));
        for (int k = 0; k < dimension; ++k) {
            const double fromRows = table[static_cast<size_t>(r * dimension + k)];
            const double fromVector = v[static_cast<size_t>(k)];
            QCOMPARE(e.value(position, k), fromVector); // the same computation, bit for bit
            double s = 0;
            double c = 0;
            e.sinCos(position, e.pairOfDimension(k), &s, &c);
            QCOMPARE(fromVector, e.isCosine(k) ? c : s);
            QVERIFY(std::abs(s * s + c * c - 1.0) <= 1e-15);
            worst = std::max(worst, std::abs(fromRows - fromVector));
        }
    }
    QVERIFY2(worst <= tolerance, qPrintable(QString::number(worst, 'g', 3)));
}

void TestEncoding::fillRowsMatchesStdSinCos_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<int>("count");
    QTest::addRow("rows 0..8191") << 0.0 << 8192;
    QTest::addRow("rows 1e6..1e6+1023") << 1e6 << 1024;
}

// d = 1024, both layouts, against std::sin / std::cos. In double, sin(p / z) carries the rounding
// of the angle p / z (half an ulp: 4.5e-13 at 8192, 5.8e-11 at 1e6), which Encoding does not. So
// the reference is also the same formula evaluated in long double, where that has 64 bits.
void TestEncoding::fillRowsMatchesStdSinCos()
{
    QFETCH(double, first);
    QFETCH(int, count);
    const bool extended = std::numeric_limits<long double>::digits >= 64;
    const bool inDouble = first + count <= 8192;
    if (!inDouble && !extended)
        QSKIP("long double is no wider than double here: no exact reference for large angles");
    const int d = 1024;
    const Encoding inter(d, Encoding::defaultBase, Layout::Interleaved);
    const Encoding concat(d, Encoding::defaultBase, Layout::Concatenated);
    std::vector<double> a(static_cast<size_t>(count) * d);
    std::vector<double> b(a.size());
    inter.fillRows(first, count, a.data());
    concat.fillRows(first, count, b.data());
    double worstDouble = 0;
    double worstExtended = 0;
    for (int r = 0; r < count; ++r) {
        for (int i = 0; i < d / 2; ++i) {
            const size_t row = static_cast<size_t>(r) * d;
            const double values[4] = { a[row + size_t(inter.dimensionOf(i, false))],
                                       a[row + size_t(inter.dimensionOf(i, true))],
                                       b[row + size_t(concat.dimensionOf(i, false))],
                                       b[row + size_t(concat.dimensionOf(i, true))] };
            if (inDouble) {
                const double angle = (first + r) / inter.denominator(i);
                const double s = std::sin(angle);
                const double c = std::cos(angle);
                worstDouble
                    = std::max({ worstDouble, std::abs(values[0] - s), std::abs(values[1] - c),
                                 std::abs(values[2] - s), std::abs(values[3] - c) });
            }
            if (extended) {
                const long double angle
                    = (static_cast<long double>(first) + r) / inter.denominator(i);
                const double s = static_cast<double>(std::sin(angle));
                const double c = static_cast<double>(std::cos(angle));
                worstExtended
                    = std::max({ worstExtended, std::abs(values[0] - s), std::abs(values[1] - c),
                                 std::abs(values[2] - s), std::abs(values[3] - c) });
            }
        }
    }
    qInfo("d=1024, rows %.0f..%.0f: max error %s against double std::sin/std::cos, %s against "
          "long double",
          first, first + count - 1,
          inDouble ? qPrintable(QString::number(worstDouble, 'g', 3)) : "(not compared)",
          extended ? qPrintable(QString::number(worstExtended, 'g', 3)) : "(not compared)");
    QVERIFY(worstDouble <= tolerance);
    QVERIFY(worstExtended <= tolerance);
}

void TestEncoding::fillRowsLeavesTheRestAlone()
{
    const Encoding e(4);
    std::vector<double> buffer(4 * 4, 42.0);
    e.fillRows(0, 0, buffer.data());
    for (double x : buffer)
        QCOMPARE(x, 42.0);
    e.fillRows(3, 2, buffer.data() + 4);
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(buffer[static_cast<size_t>(k)], 42.0);
        QCOMPARE(buffer[static_cast<size_t>(12 + k)], 42.0);
    }
    QVERIFY(std::abs(buffer[4] - std::sin(3.0)) <= tolerance);
    QVERIFY(std::abs(buffer[9] - std::cos(4.0)) <= tolerance);
}

// Equal when d, base and layout are: each of them alone makes another encoding.
void TestEncoding::sameEncoding()
{
    const Encoding seed(8, 10000, Layout::Interleaved);
    QVERIFY(seed == Encoding());
    QVERIFY(!(seed != Encoding()));
    QVERIFY(seed != Encoding(16));
    QVERIFY(seed != Encoding(8, 10000.000000001));
    QVERIFY(seed != Encoding(8, 10000, Layout::Concatenated));
    Encoding copy = Encoding(64, 500000);
    QVERIFY(copy == Encoding(64, 500000));
    copy = seed;
    QVERIFY(copy == seed);
}

QTEST_GUILESS_MAIN(TestEncoding)
#include "tst_encoding.moc"
