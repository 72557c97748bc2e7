// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/relativeshift.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

static constexpr double tolerance = 1e-12;

namespace {

double maxDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double worst = 0;
    for (size_t k = 0; k < a.size(); ++k)
        worst = std::max(worst, std::abs(a[k] - b[k]));
    return worst;
}

} // namespace

class TestRelativeShift : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shiftIsLinear_data();
    void shiftIsLinear();
    void blocksAreRotations_data();
    void blocksAreRotations();
    void zeroShiftIsIdentity();
    void shiftsCompose_data();
    void shiftsCompose();
};

void TestRelativeShift::shiftIsLinear_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("shift");
    // The lecture's checks: one M_3 moves P_1 to P_4, P_11 to P_14 and P_101 to P_104.
    QTest::addRow("P_1 -> P_4") << 128 << Layout::Interleaved << 1.0 << 3.0;
    QTest::addRow("P_11 -> P_14") << 128 << Layout::Interleaved << 11.0 << 3.0;
    QTest::addRow("P_101 -> P_104") << 128 << Layout::Interleaved << 101.0 << 3.0;
    QTest::addRow("P_101 -> P_104 concatenated") << 128 << Layout::Concatenated << 101.0 << 3.0;
    QTest::addRow("P_0 -> P_1") << 128 << Layout::Interleaved << 0.0 << 1.0;
    QTest::addRow("P_7 -> P_57") << 128 << Layout::Concatenated << 7.0 << 50.0;
    QTest::addRow("P_1000 -> P_2000") << 128 << Layout::Interleaved << 1000.0 << 1000.0;
    QTest::addRow("P_5000 -> P_1") << 128 << Layout::Interleaved << 5000.0 << -4999.0;
    QTest::addRow("P_123456 -> P_1123456") << 128 << Layout::Concatenated << 123456.0 << 1e6;
    QTest::addRow("d=8 P_0 -> P_3") << 8 << Layout::Interleaved << 0.0 << 3.0;
    QTest::addRow("d=2 P_4 -> P_6") << 2 << Layout::Concatenated << 4.0 << 2.0;
}

// PE(k + R) = M_R PE(k), with M_R built from R alone: the same matrix wherever k starts.
void TestRelativeShift::shiftIsLinear()
{
    QFETCH(int, dimension);
    QFETCH(Layout, layout);
    QFETCH(double, from);
    QFETCH(double, shift);
    const Encoding e(dimension, Encoding::defaultBase, layout);
    const RelativeShift m(e, shift);
    QCOMPARE(m.shift(), shift);
    QCOMPARE(m.encoding().dimension(), dimension);
    QCOMPARE(m.encoding().layout(), layout);
    QCOMPARE(m.blocks().size(), size_t(dimension / 2));

    const std::vector<double> moved = m.apply(e.vector(from));
    QCOMPARE(moved.size(), size_t(dimension));
    const double worst = maxDifference(moved, e.vector(from + shift));
    QVERIFY2(worst <= tolerance, qPrintable(QString::number(worst, 'g', 3)));
    const double residual = m.residual(from);
    QVERIFY2(residual < tolerance, qPrintable(QString::number(residual, 'g', 3)));
    QCOMPARE(residual, worst);
}

void TestRelativeShift::blocksAreRotations_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("shift");
    QTest::addRow("d=128 R=3") << 128 << 3.0;
    QTest::addRow("d=128 R=-3") << 128 << -3.0;
    QTest::addRow("d=8 R=1") << 8 << 1.0;
    QTest::addRow("d=64 R=1e6") << 64 << 1e6;
}

void TestRelativeShift::blocksAreRotations()
{
    QFETCH(int, dimension);
    QFETCH(double, shift);
    const Encoding e(dimension);
    const RelativeShift m(e, shift);
    for (int i = 0; i < dimension / 2; ++i) {
        const RelativeShift::Block &b = m.blocks()[size_t(i)];
        // det 1 and B B^T = I: a rotation, no stretching, no mirror.
        const double det = b[0][0] * b[1][1] - b[0][1] * b[1][0];
        QVERIFY(std::abs(det - 1.0) <= tolerance);
        QVERIFY(std::abs(b[0][0] * b[0][0] + b[0][1] * b[0][1] - 1.0) <= tolerance);
        QVERIFY(std::abs(b[1][0] * b[1][0] + b[1][1] * b[1][1] - 1.0) <= tolerance);
        QVERIFY(std::abs(b[0][0] * b[1][0] + b[0][1] * b[1][1]) <= tolerance);
        // [[cos, sin], [-sin, cos]] of R / z, as the header writes it.
        QCOMPARE(b[0][0], b[1][1]);
        QCOMPARE(b[0][1], -b[1][0]);
        if (std::abs(shift) < 1000) {
            const double a = shift / e.denominator(i);
            QVERIFY(std::abs(b[0][0] - std::cos(a)) <= tolerance);
            QVERIFY(std::abs(b[0][1] - std::sin(a)) <= tolerance);
        }
    }
}

void TestRelativeShift::zeroShiftIsIdentity()
{
    for (Layout layout : { Layout::Interleaved, Layout::Concatenated }) {
        const Encoding e(128, Encoding::defaultBase, layout);
        const RelativeShift m(e, 0);
        for (const RelativeShift::Block &b : m.blocks()) {
            QCOMPARE(b[0][0], 1.0);
            QCOMPARE(b[0][1], 0.0);
            QCOMPARE(b[1][0], 0.0);
            QCOMPARE(b[1][1], 1.0);
        }
        std::vector<double> v(128);
        for (size_t k = 0; k < v.size(); ++k)
            v[k] = 0.25 * double(k) - 3.0; // any vector, not only an encoding
        QCOMPARE(m.apply(v), v);
        QCOMPARE(m.residual(17), 0.0);
    }
}

void TestRelativeShift::shiftsCompose_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("second");
    QTest::addRow("3 then 4") << Layout::Interleaved << 3.0 << 4.0;
    QTest::addRow("3 then -3") << Layout::Concatenated << 3.0 << -3.0;
    QTest::addRow("100 then 1000") << Layout::Interleaved << 100.0 << 1000.0;
}

// M_b M_a = M_(a+b), and M_-a undoes M_a.
void TestRelativeShift::shiftsCompose()
{
    QFETCH(Layout, layout);
    QFETCH(double, first);
    QFETCH(double, second);
    const Encoding e(128, Encoding::defaultBase, layout);
    std::vector<double> v(128);
    for (size_t k = 0; k < v.size(); ++k)
        v[k] = std::sin(0.7 * double(k) + 0.1);
    const std::vector<double> twice
        = RelativeShift(e, second).apply(RelativeShift(e, first).apply(v));
    const std::vector<double> once = RelativeShift(e, first + second).apply(v);
    QVERIFY(maxDifference(twice, once) <= tolerance);
    if (first + second == 0.0)
        QVERIFY(maxDifference(twice, v) <= tolerance);
}

QTEST_GUILESS_MAIN(TestRelativeShift)
#include "tst_relativeshift.moc"
