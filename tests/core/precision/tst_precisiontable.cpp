// SPDX-License-Identifier: GPL-3.0-or-later
// PrecisionTable against the recipe written out here: each step rounded by the reference search
// of tests/floatreference.h (float16, bfloat16) or by float arithmetic itself (float32), in both
// variants and layouts; the angle errors against long double.
#include "core/precision/precisiontable.h"
#include "tests/floatreference.h"

#include <QtTest>

#include <cmath>

using namespace pe;

Q_DECLARE_METATYPE(pe::FloatType)
Q_DECLARE_METATYPE(pe::PrecisionVariant)
Q_DECLARE_METATYPE(pe::Layout)

namespace {

// Rounding to the type as the test knows it: the searched reference, or the float cast.
double roundedTo(FloatType type, double x)
{
    static const ReferenceFormat f16 = ReferenceFormat::float16();
    static const ReferenceFormat bf16 = ReferenceFormat::bfloat16();
    if (type == FloatType::Float16)
        return f16.nearest(x);
    if (type == FloatType::BFloat16)
        return bf16.nearest(x);
    return double(float(x));
}

// The value of one cell computed step by step.
double expectedValue(FloatType type, PrecisionVariant variant, int d, double base, double p,
                     int pair, bool cos)
{
    const double inverse = 1.0 / std::pow(base, 2.0 * pair / d);
    double angle = 0;
    if (variant == PrecisionVariant::AngleInFloat32) {
        const float a = float(p) * float(inverse); // float arithmetic, rounded by the hardware
        angle = double(a);
    } else {
        angle = roundedTo(type, roundedTo(type, p) * roundedTo(type, inverse));
    }
    return roundedTo(type, cos ? std::cos(angle) : std::sin(angle));
}

} // namespace

class TestPrecisionTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesFollowTheRecipe_data();
    void valuesFollowTheRecipe();
    void names();
    void neighboursBecomeOne();
    void angleErrors();
    void overflowInFloat16();
};

void TestPrecisionTable::valuesFollowTheRecipe_data()
{
    QTest::addColumn<FloatType>("type");
    QTest::addColumn<PrecisionVariant>("variant");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("first");
    const PrecisionVariant all = PrecisionVariant::AllInType;
    const PrecisionVariant mixed = PrecisionVariant::AngleInFloat32;
    QTest::newRow("float16 all") << FloatType::Float16 << all << Layout::Interleaved << 2000.0;
    // Past 65504 the position is infinity: sin and cos NaN (and inf · 0 where base 10^9 makes an
    // inverse frequency 0 in float16).
    QTest::newRow("float16 all, past 65504")
        << FloatType::Float16 << all << Layout::Interleaved << 65400.0;
    QTest::newRow("float16 all concatenated")
        << FloatType::Float16 << all << Layout::Concatenated << 0.0;
    QTest::newRow("float16 angle-float32")
        << FloatType::Float16 << mixed << Layout::Interleaved << 100000.0;
    QTest::newRow("bfloat16 all") << FloatType::BFloat16 << all << Layout::Interleaved << 200.0;
    QTest::newRow("bfloat16 angle-float32")
        << FloatType::BFloat16 << mixed << Layout::Concatenated << 5000.0;
    QTest::newRow("float32 all") << FloatType::Float32 << all << Layout::Interleaved << 16777100.0;
    QTest::newRow("float32 angle-float32")
        << FloatType::Float32 << mixed << Layout::Interleaved << 1e6;
}

void TestPrecisionTable::valuesFollowTheRecipe()
{
    QFETCH(FloatType, type);
    QFETCH(PrecisionVariant, variant);
    QFETCH(Layout, layout);
    QFETCH(double, first);
    for (const double base : { 10000.0, 100.0, 1e9 }) {
        const int d = 12;
        const Encoding encoding(d, base, layout);
        const PrecisionTable table(encoding, type, variant);
        const int count = 300;
        std::vector<double> rows(std::size_t(count) * d);
        table.fillRows(first, count, rows.data());
        for (int r = 0; r < count; ++r) {
            for (int k = 0; k < d; ++k) {
                const double p = first + r;
                const double expected = expectedValue(
                    type, variant, d, base, p, encoding.pairOfDimension(k), encoding.isCosine(k));
                const double got = rows[std::size_t(r) * d + std::size_t(k)];
                const bool same = got == expected || (std::isnan(got) && std::isnan(expected));
                if (!same)
                    QFAIL(qPrintable(QStringLiteral("p = %1, dim %2: %3, expected %4")
                                         .arg(p)
                                         .arg(k)
                                         .arg(got, 0, 'g', 17)
                                         .arg(expected, 0, 'g', 17)));
                const double value = table.value(p, k);
                QVERIFY(value == expected || (std::isnan(value) && std::isnan(expected)));
            }
        }
    }
}

void TestPrecisionTable::names()
{
    PrecisionVariant v = PrecisionVariant::AllInType;
    QVERIFY(precisionVariantFromName("angle-float32", &v));
    QCOMPARE(v, PrecisionVariant::AngleInFloat32);
    QCOMPARE(QString::fromLatin1(precisionVariantName(v)), QStringLiteral("angle-float32"));
    QVERIFY(precisionVariantFromName("all", &v));
    QCOMPARE(v, PrecisionVariant::AllInType);
    QVERIFY(!precisionVariantFromName("float32", &v));
    const PrecisionTable mixed(Encoding(8), FloatType::Float16, PrecisionVariant::AngleInFloat32);
    QCOMPARE(mixed.angleType(), FloatType::Float32);
    const PrecisionTable all(Encoding(8), FloatType::BFloat16, PrecisionVariant::AllInType);
    QCOMPARE(all.angleType(), FloatType::BFloat16);
}

// In float16 all the way, 2048 and 2049 are the same position, so the same vector; 2047 not.
void TestPrecisionTable::neighboursBecomeOne()
{
    const Encoding encoding(8);
    const PrecisionTable table(encoding, FloatType::Float16, PrecisionVariant::AllInType);
    QCOMPARE(table.typedPosition(2049), 2048.0);
    for (int k = 0; k < 8; ++k)
        QCOMPARE(table.value(2049, k), table.value(2048, k));
    QVERIFY(table.value(2047, 0) != table.value(2048, 0));
    const PrecisionTable mixed(encoding, FloatType::Float16, PrecisionVariant::AngleInFloat32);
    QVERIFY(mixed.value(2049, 0) != mixed.value(2048, 0));
}

void TestPrecisionTable::angleErrors()
{
    const Encoding e8(8);
    const PrecisionTable f16(e8, FloatType::Float16, PrecisionVariant::AllInType);
    QCOMPARE(f16.typedInverseFrequency(0), 1.0);
    QCOMPARE(f16.angleError(2049, 0), -1.0);
    QCOMPARE(f16.angleError(2048, 0), 0.0);
    // Against long double (64-bit significand on x86; elsewhere double, looser).
    const Encoding e128(128);
    const PrecisionTable f32(e128, FloatType::Float32, PrecisionVariant::AllInType);
    QCOMPARE(f32.angleError(1e6, 0), 0.0); // 10^6 · 1 is exact in float32
    double largest = 0;
    for (int i = 0; i < 64; ++i) {
        const long double exact = 1e6L / static_cast<long double>(std::pow(10000.0, 2.0 * i / 128));
        const long double error = static_cast<long double>(f32.typedAngle(1e6, i)) - exact;
        QVERIFY(std::abs(static_cast<long double>(f32.angleError(1e6, i)) - error) <= 1e-9L);
        largest = std::max(largest, std::abs(f32.angleError(1e6, i)));
    }
    // At 10^6, d = 128: the slower pairs' angles are off by hundredths of a radian.
    QVERIFY2(largest > 0.01 && largest < 0.1, qPrintable(QString::number(largest)));
}

// float16 counts to 65504: from 65520 on the position is infinity and sin, cos are NaN.
void TestPrecisionTable::overflowInFloat16()
{
    const PrecisionTable table(Encoding(4), FloatType::Float16, PrecisionVariant::AllInType);
    QCOMPARE(table.typedPosition(65519), 65504.0);
    QVERIFY(std::isinf(table.typedPosition(65520)));
    QVERIFY(std::isfinite(table.value(65519, 0)));
    QVERIFY(std::isnan(table.value(65520, 0)));
    QVERIFY(std::isnan(table.value(65520, 3)));
    const PrecisionTable mixed(Encoding(4), FloatType::Float16, PrecisionVariant::AngleInFloat32);
    QVERIFY(std::isfinite(mixed.value(65520, 0)));
}

QTEST_GUILESS_MAIN(TestPrecisionTable)
#include "tst_precisiontable.moc"
