// SPDX-License-Identifier: GPL-3.0-or-later
// The three types by name: rounding (float32 by the compiler's cast, ties to even), the first
// whole number each cannot hold, the largest finite values.
#include "core/precision/floattype.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pe;

class TestFloatType : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void firstInexactIntegers();
    void float32Rounding();
    void sixteenBitRounding();
};

void TestFloatType::names()
{
    for (FloatType t : { FloatType::Float16, FloatType::BFloat16, FloatType::Float32 }) {
        FloatType back = FloatType::Float32;
        QVERIFY(floatTypeFromName(floatTypeName(t), &back));
        QCOMPARE(back, t);
    }
    QCOMPARE(QString::fromLatin1(floatTypeName(FloatType::BFloat16)), QStringLiteral("bfloat16"));
    FloatType t = FloatType::Float16;
    QVERIFY(!floatTypeFromName("float64", &t));
    QVERIFY(!floatTypeFromName("Float16", &t));
    QCOMPARE(t, FloatType::Float16);
}

void TestFloatType::firstInexactIntegers()
{
    QCOMPARE(firstInexactInteger(FloatType::Float16), int64_t(2049));
    QCOMPARE(firstInexactInteger(FloatType::BFloat16), int64_t(257));
    QCOMPARE(firstInexactInteger(FloatType::Float32), int64_t(16777217));
    // Independently: every whole number below is held exactly, the first one is not.
    for (FloatType t : { FloatType::Float16, FloatType::BFloat16, FloatType::Float32 }) {
        const int64_t n = firstInexactInteger(t);
        for (int64_t k = std::max<int64_t>(0, n - 3000); k < n; ++k)
            QCOMPARE(roundToType(t, double(k)), double(k));
        QVERIFY(roundToType(t, double(n)) != double(n));
    }
    QCOMPARE(maxFiniteOf(FloatType::Float16), 65504.0);
    QCOMPARE(maxFiniteOf(FloatType::Float32), double(std::numeric_limits<float>::max()));
    QCOMPARE(maxFiniteOf(FloatType::BFloat16), std::ldexp(255.0, 120));
}

void TestFloatType::float32Rounding()
{
    const FloatType f = FloatType::Float32;
    QCOMPARE(roundToType(f, 16777217.0), 16777216.0); // tie -> even
    QCOMPARE(roundToType(f, 16777219.0), 16777220.0);
    QCOMPARE(roundToType(f, 1.0 + std::ldexp(1.0, -24)), 1.0);
    QCOMPARE(roundToType(f, 1.0 + 3 * std::ldexp(1.0, -24)), 1.0 + std::ldexp(1.0, -22));
    QCOMPARE(roundToType(f, 0.1), 0.100000001490116119384765625);
    const double top = double(std::numeric_limits<float>::max());
    const double halfUlp = std::ldexp(1.0, 127 - 24);
    QVERIFY(std::isinf(roundToType(f, top + halfUlp)));
    QCOMPARE(roundToType(f, std::nextafter(top + halfUlp, 0.0)), top);
    QCOMPARE(roundToType(f, std::ldexp(1.0, -150)), 0.0); // tie with the smallest subnormal
    QCOMPARE(roundToType(f, std::ldexp(1.5, -149)), std::ldexp(1.0, -148));
    QVERIFY(std::isnan(roundToType(f, std::nan(""))));
}

void TestFloatType::sixteenBitRounding()
{
    QCOMPARE(roundToType(FloatType::Float16, 2049.0), 2048.0);
    QCOMPARE(roundToType(FloatType::BFloat16, 257.0), 256.0);
    QVERIFY(std::isinf(roundToType(FloatType::Float16, 65520.0)));
    QCOMPARE(roundToType(FloatType::BFloat16, 65520.0), 65536.0);
}

QTEST_GUILESS_MAIN(TestFloatType)
#include "tst_floattype.moc"
