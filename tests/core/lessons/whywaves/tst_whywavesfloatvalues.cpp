// SPDX-License-Identifier: GPL-3.0-or-later
// The why-waves step "What a float can hold" against a brute force written here: whole numbers
// rounded to float16 (11 bits) and bfloat16 (8 bits) by hand, ties to even, and PE(q), PE(q + 1)
// with the angle in float32 (float arithmetic) and each sin and cos rounded to float16.
#include "core/lessons/whywaves/whywavesfloatvalues.h"
#include "core/lessons/whywaves/whywaveslesson.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pe;

namespace {

// The nearest number with `bits` significant bits to the whole number n ≥ 0 (ties to even),
// infinity past maxFinite + half a step.
double roundWhole(double n, int bits, double maxFinite)
{
    double step = 1;
    while (n >= std::ldexp(1.0, bits) * step)
        step *= 2;
    const double down = std::floor(n / step) * step;
    const double up = down + step;
    double r = n - down < up - n
        ? down
        : (up - n < n - down ? up : (std::fmod(down / step, 2) == 0 ? down : up));
    if (r > maxFinite)
        return n >= maxFinite + step / 2 ? std::numeric_limits<double>::infinity() : maxFinite;
    return r;
}

// Any double to float16 by searching the neighbouring multiples of its step (|x| ≤ 1 here, and
// the normal range only: sin and cos of whole positions are never below 2^-14 in the tested rows
// except exactly 0).
double toFloat16(double x)
{
    if (x == 0)
        return 0;
    const int exponent = std::ilogb(x);
    const double step = std::ldexp(1.0, std::max(exponent, -14) - 10);
    const double down = std::floor(x / step) * step;
    const double up = down + step;
    if (x - down < up - x)
        return down;
    if (up - x < x - down)
        return up;
    return std::fmod(std::abs(down / step), 2) == 0 ? down : up;
}

double value(const QList<LessonValue> &values, const char *key)
{
    for (const LessonValue &v : values)
        if (v.key == QLatin1String(key))
            return v.value;
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

class TestWhyWavesFloatValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rawNumbers_data();
    void rawNumbers();
    void waves_data();
    void waves();
    void stepInTheLesson();
};

void TestWhyWavesFloatValues::rawNumbers_data()
{
    QTest::addColumn<qint64>("q");
    for (qint64 q :
         { 1, 256, 257, 1000, 2048, 2049, 2050, 3000, 4097, 65504, 65519, 65520, 100000 })
        QTest::addRow("%lld", static_cast<long long>(q)) << q;
}

void TestWhyWavesFloatValues::rawNumbers()
{
    QFETCH(qint64, q);
    LessonParameters parameters = WhyWavesLesson::create().defaults();
    parameters.q = q;
    const QList<LessonValue> v = WhyWavesFloatValues::floats(parameters);
    const double n = static_cast<double>(q);
    const double f16 = roundWhole(n, 11, 65504);
    const double f16next = roundWhole(n + 1, 11, 65504);
    const double bf16 = roundWhole(n, 8, 3.3895313892515355e38);
    const double bf16next = roundWhole(n + 1, 8, 3.3895313892515355e38);
    QCOMPARE(value(v, "first_inexact_f16"), 2049.0);
    QCOMPARE(value(v, "first_inexact_bf16"), 257.0);
    QCOMPARE(value(v, "f16_q"), f16);
    QCOMPARE(value(v, "f16_q1"), f16next);
    QCOMPARE(value(v, "f16_raw_same"), f16 == f16next ? 1.0 : 0.0);
    QCOMPARE(value(v, "bf16_q"), bf16);
    QCOMPARE(value(v, "bf16_q1"), bf16next);
    QCOMPARE(value(v, "bf16_raw_same"), bf16 == bf16next ? 1.0 : 0.0);
    // The step to the next float16 number: 2^(e − 10) for f16 in [2^e, 2^(e+1)); none (infinity)
    // after the largest one, 65504, and after infinity itself.
    const double step = std::isfinite(f16) && f16 < 65504 ? std::ldexp(1.0, std::ilogb(f16) - 10)
                                                          : std::numeric_limits<double>::infinity();
    QCOMPARE(value(v, "f16_gap"), step);
}

void TestWhyWavesFloatValues::waves_data()
{
    QTest::addColumn<qint64>("q");
    for (qint64 q : { 3, 1000, 2049, 3000, 50000 })
        QTest::addRow("%lld", static_cast<long long>(q)) << q;
}

void TestWhyWavesFloatValues::waves()
{
    QFETCH(qint64, q);
    LessonParameters parameters = WhyWavesLesson::create().defaults();
    parameters.q = q;
    const int d = parameters.dimension;
    const QList<LessonValue> v = WhyWavesFloatValues::floats(parameters);
    // The mixed recipe by hand: position, inverse frequency and angle in float, sin and cos of
    // it rounded to float16.
    auto mixed = [d, &parameters](double position) {
        std::vector<double> row;
        for (int i = 0; i < d / 2; ++i) {
            const float inverse = static_cast<float>(std::pow(parameters.base, -2.0 * i / d));
            const float angle = static_cast<float>(position) * inverse;
            row.push_back(toFloat16(std::sin(static_cast<double>(angle))));
            row.push_back(toFloat16(std::cos(static_cast<double>(angle))));
        }
        return row;
    };
    auto exact = [d, &parameters](double position) {
        std::vector<double> row;
        for (int i = 0; i < d / 2; ++i) {
            const double angle = position / std::pow(parameters.base, 2.0 * i / d);
            row.push_back(std::sin(angle));
            row.push_back(std::cos(angle));
        }
        return row;
    };
    auto distance = [](const std::vector<double> &a, const std::vector<double> &b) {
        double s = 0;
        for (std::size_t k = 0; k < a.size(); ++k)
            s += (a[k] - b[k]) * (a[k] - b[k]);
        return std::sqrt(s);
    };
    const double n = static_cast<double>(q);
    // Angles up to 5·10^4 rad: the two ways of computing them agree to about 1e-11.
    QVERIFY(std::abs(value(v, "double_distance") - distance(exact(n), exact(n + 1))) < 1e-9);
    QVERIFY(std::abs(value(v, "mixed_distance") - distance(mixed(n), mixed(n + 1))) < 1e-9);
    double worst = 0;
    const std::vector<double> m = mixed(n), e = exact(n);
    for (std::size_t k = 0; k < m.size(); ++k)
        worst = std::max(worst, std::abs(m[k] - e[k]));
    QVERIFY(std::abs(value(v, "mixed_max_error") - worst) < 1e-9);
    // The waves stay apart with the angle in float32; entirely in float16 they collide exactly
    // when the position itself does.
    QVERIFY(value(v, "mixed_distance") > 1.9);
    const bool positionCollides = roundWhole(n, 11, 65504) == roundWhole(n + 1, 11, 65504);
    QCOMPARE(value(v, "all_same"), positionCollides ? 1.0 : 0.0);
    QCOMPARE(value(v, "all_distance") == 0, positionCollides);
}

void TestWhyWavesFloatValues::stepInTheLesson()
{
    const Lesson lesson = WhyWavesLesson::create();
    const int index = lesson.indexOfStep(QStringLiteral("float-holds"));
    QCOMPARE(index, lesson.indexOfStep(QStringLiteral("bounded-wave")) + 1);
    const LessonParameters parameters = lesson.parameters(index, 3000);
    const QList<LessonValue> values = lesson.step(index).extraValues(parameters);
    QCOMPARE(value(values, "f16_raw_same"), 1.0);
    QCOMPARE(value(values, "all_same"), 1.0);
}

QTEST_GUILESS_MAIN(TestWhyWavesFloatValues)
#include "tst_whywavesfloatvalues.moc"
