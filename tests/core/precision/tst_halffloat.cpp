// SPDX-License-Identifier: GPL-3.0-or-later
// HalfFloat proven exhaustively: all 65 536 patterns of float16 and bfloat16 decode to the value
// their definition gives and round-trip; more than 10^6 random and edge doubles per format round to
// the value a search over every value of the format finds (tests/floatreference.h), ties to even,
// with subnormals, overflow to infinity and NaN.
#include "core/math/seededgenerator.h"
#include "core/precision/halffloat.h"
#include "tests/floatreference.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace pe;

namespace {

const HalfFloat &formatNamed(const QString &name)
{
    return name == QLatin1String("float16") ? HalfFloat::float16() : HalfFloat::bfloat16();
}

ReferenceFormat referenceNamed(const QString &name)
{
    return name == QLatin1String("float16") ? ReferenceFormat::float16()
                                            : ReferenceFormat::bfloat16();
}

uint64_t bitsOf(double v)
{
    uint64_t b = 0;
    std::memcpy(&b, &v, sizeof b);
    return b;
}

double doubleOf(uint64_t b)
{
    double v = 0;
    std::memcpy(&v, &b, sizeof v);
    return v;
}

// The edge values: every value of the format, the midpoints between neighbours (exact ties) and
// the doubles next to both, on both signs, and the ends of the ranges.
std::vector<double> edgeValues(const ReferenceFormat &reference)
{
    const std::vector<double> &values = reference.positiveValues();
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> edges;
    for (std::size_t k = 0; k < values.size(); ++k) {
        const double v = values[k];
        const double next
            = k + 1 < values.size() ? values[k + 1] : 2 * reference.overflowThreshold() - v;
        const double middle = (v + next) / 2; // exact: one bit more than the format holds
        for (double x : { v, std::nextafter(v, 0.0), std::nextafter(v, inf), middle,
                          std::nextafter(middle, 0.0), std::nextafter(middle, inf) }) {
            edges.push_back(x);
            edges.push_back(-x);
        }
    }
    const double t = reference.overflowThreshold();
    for (double x :
         { 0.0, std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::min(),
           values[1] / 2, values[1] / 4, values[1] * 0.75, t, std::nextafter(t, 0.0),
           std::nextafter(t, inf), 2 * t, 1e300, std::numeric_limits<double>::max(), inf }) {
        edges.push_back(x);
        edges.push_back(-x);
    }
    return edges;
}

} // namespace

class TestHalfFloat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formats_data();
    void allPatternsDecodeAndRoundTrip_data() { formats_data(); }
    void allPatternsDecodeAndRoundTrip();
    void bfloat16IsTheTopOfFloat32();
    void edgeValuesRoundToNearest_data() { formats_data(); }
    void edgeValuesRoundToNearest();
    void randomValuesRoundToNearest_data() { formats_data(); }
    void randomValuesRoundToNearest();
    void searchAgreesWithScan_data() { formats_data(); }
    void searchAgreesWithScan();
    void nanAndInfinity_data() { formats_data(); }
    void nanAndInfinity();
    void knownValues();
};

void TestHalfFloat::formats_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("float16") << QStringLiteral("float16");
    QTest::newRow("bfloat16") << QStringLiteral("bfloat16");
}

void TestHalfFloat::allPatternsDecodeAndRoundTrip()
{
    QFETCH(QString, name);
    const HalfFloat &format = formatNamed(name);
    const ReferenceFormat reference = referenceNamed(name);
    int nans = 0;
    for (uint32_t bits = 0; bits < 65536; ++bits) {
        const uint16_t b = uint16_t(bits);
        const double v = format.fromBits(b);
        const uint16_t magnitude = b & 0x7FFF;
        if (magnitude > reference.infinityPattern()) {
            ++nans;
            QVERIFY2(std::isnan(v), qPrintable(QString::number(bits, 16)));
        } else if (magnitude == reference.infinityPattern()) {
            QVERIFY(std::isinf(v));
            QCOMPARE(std::signbit(v), (b & 0x8000) != 0);
        } else {
            QCOMPARE(bitsOf(v), bitsOf(reference.decode(b))); // -0 included
        }
        if (format.toBits(v) != b)
            QFAIL(qPrintable(QStringLiteral("%1: 0x%2 -> %3 -> 0x%4")
                                 .arg(name)
                                 .arg(bits, 4, 16, QLatin1Char('0'))
                                 .arg(v)
                                 .arg(format.toBits(v), 4, 16, QLatin1Char('0'))));
        QCOMPARE(bitsOf(format.round(v)) == bitsOf(v), true);
    }
    QCOMPARE(nans, name == QLatin1String("float16") ? 2 * 1023 : 2 * 127);
}

// bfloat16 is defined as the top half of binary32: the decoded value is the float whose top bits
// these are (the compiler's own decoding), for every pattern that is not a NaN.
void TestHalfFloat::bfloat16IsTheTopOfFloat32()
{
    const HalfFloat &format = HalfFloat::bfloat16();
    for (uint32_t bits = 0; bits < 65536; ++bits) {
        const uint32_t wide = bits << 16;
        float f = 0;
        std::memcpy(&f, &wide, sizeof f);
        if (std::isnan(f))
            continue;
        QCOMPARE(bitsOf(format.fromBits(uint16_t(bits))), bitsOf(double(f)));
    }
    // Framework code rounds a float32 to bfloat16 by adding 0x7FFF plus the kept last bit: the
    // same as rounding that float's double here, for every float tried.
    SeededGenerator random(16);
    for (int k = 0; k < 200000; ++k) {
        const uint32_t wide = uint32_t(random.next());
        float f = 0;
        std::memcpy(&f, &wide, sizeof f);
        if (std::isnan(f))
            continue;
        const uint16_t expected = uint16_t((wide + 0x7FFF + ((wide >> 16) & 1)) >> 16);
        QCOMPARE(format.toBits(double(f)), expected);
    }
}

void TestHalfFloat::edgeValuesRoundToNearest()
{
    QFETCH(QString, name);
    const HalfFloat &format = formatNamed(name);
    const ReferenceFormat reference = referenceNamed(name);
    const std::vector<double> edges = edgeValues(reference);
    QVERIFY(edges.size() > 350000);
    for (double x : edges) {
        const uint16_t expected = reference.nearestBits(x);
        if (format.toBits(x) != expected)
            QFAIL(qPrintable(QStringLiteral("%1: %2 rounds to 0x%3, expected 0x%4")
                                 .arg(name)
                                 .arg(x, 0, 'g', 17)
                                 .arg(format.toBits(x), 4, 16, QLatin1Char('0'))
                                 .arg(expected, 4, 16, QLatin1Char('0'))));
        QCOMPARE(bitsOf(format.round(x)), bitsOf(reference.nearest(x)));
    }
}

// 10^6 doubles: most with an exponent in and around the format's range (random significand bits),
// some with any bit pattern at all (mostly far beyond the range: zero or infinity).
void TestHalfFloat::randomValuesRoundToNearest()
{
    QFETCH(QString, name);
    const HalfFloat &format = formatNamed(name);
    const ReferenceFormat reference = referenceNamed(name);
    SeededGenerator random(name == QLatin1String("float16") ? 1616 : 1617);
    const int low = format.minExponent() - format.precision() - 3;
    const int high = format.maxExponent() + 3;
    int checked = 0;
    for (int k = 0; k < 1000000; ++k) {
        uint64_t bits = random.next();
        if (k % 10 != 0) {
            const int exponent = low + int(random.next() % uint64_t(high - low + 1));
            bits = (bits & ~(uint64_t(0x7FF) << 52)) | (uint64_t(exponent + 1023) << 52);
        }
        const double x = doubleOf(bits);
        if (std::isnan(x))
            continue;
        ++checked;
        const uint16_t expected = reference.nearestBits(x);
        if (format.toBits(x) != expected)
            QFAIL(qPrintable(QStringLiteral("%1: %2 rounds to 0x%3, expected 0x%4")
                                 .arg(name)
                                 .arg(x, 0, 'g', 17)
                                 .arg(format.toBits(x), 4, 16, QLatin1Char('0'))
                                 .arg(expected, 4, 16, QLatin1Char('0'))));
    }
    QVERIFY(checked > 999000);
}

// The sorted search of the reference against a scan of every value, on a sample.
void TestHalfFloat::searchAgreesWithScan()
{
    QFETCH(QString, name);
    const HalfFloat &format = formatNamed(name);
    const ReferenceFormat reference = referenceNamed(name);
    SeededGenerator random(7);
    const int low = format.minExponent() - format.precision() - 2;
    const int span = format.maxExponent() + 2 - low;
    for (int k = 0; k < 1500; ++k) {
        const int exponent = low + int(random.next() % uint64_t(span));
        const uint64_t bits
            = (random.next() & ~(uint64_t(0x7FF) << 52)) | (uint64_t(exponent + 1023) << 52);
        const double x = doubleOf(bits);
        QCOMPARE(reference.nearestBits(x), reference.nearestBitsByScan(x));
        QCOMPARE(format.toBits(x), reference.nearestBitsByScan(x));
    }
}

void TestHalfFloat::nanAndInfinity()
{
    QFETCH(QString, name);
    const HalfFloat &format = formatNamed(name);
    const uint16_t infinity = name == QLatin1String("float16") ? 0x7C00 : 0x7F80;
    const double inf = std::numeric_limits<double>::infinity();
    QCOMPARE(format.toBits(inf), infinity);
    QCOMPARE(format.toBits(-inf), uint16_t(0x8000 | infinity));
    QVERIFY(std::isnan(format.round(std::nan(""))));
    // A NaN whose payload lives only in the low bits stays a NaN (not infinity).
    const double lowPayload = doubleOf((uint64_t(0x7FF) << 52) | 1);
    QVERIFY(std::isnan(lowPayload));
    QVERIFY((format.toBits(lowPayload) & 0x7FFF) > infinity);
    QVERIFY((format.toBits(-lowPayload) & 0x8000) != 0);
    // The largest finite value, and halfway to the next power of two: infinity (ties to even).
    QCOMPARE(format.toBits(format.maxFinite()), uint16_t(infinity - 1));
    const double ulp = std::ldexp(1.0, format.maxExponent() - format.precision() + 1);
    QCOMPARE(format.toBits(format.maxFinite() + ulp / 2), infinity);
    QCOMPARE(format.toBits(std::nextafter(format.maxFinite() + ulp / 2, 0.0)),
             uint16_t(infinity - 1));
    // Half the smallest subnormal is a tie with 0: 0 (even); a hair above, the subnormal.
    QCOMPARE(format.toBits(format.minSubnormal() / 2), uint16_t(0));
    QCOMPARE(format.toBits(-format.minSubnormal() / 2), uint16_t(0x8000));
    QCOMPARE(format.toBits(std::nextafter(format.minSubnormal() / 2, 1.0)), uint16_t(1));
    QCOMPARE(format.toBits(format.minSubnormal() * 1.5), uint16_t(2)); // tie 1|2 -> 2 (even)
    QCOMPARE(format.toBits(format.minSubnormal() * 2.5), uint16_t(2)); // tie 2|3 -> 2 (even)
    // The largest subnormal carries into the smallest normal.
    const double largestSubnormal = format.minNormal() - format.minSubnormal();
    QCOMPARE(format.toBits(largestSubnormal + format.minSubnormal() / 2),
             uint16_t(1u << (format.precision() - 1)));
}

void TestHalfFloat::knownValues()
{
    const HalfFloat &f16 = HalfFloat::float16();
    const HalfFloat &bf16 = HalfFloat::bfloat16();
    QCOMPARE(f16.maxFinite(), 65504.0);
    QCOMPARE(f16.minNormal(), std::ldexp(1.0, -14));
    QCOMPARE(f16.minSubnormal(), std::ldexp(1.0, -24));
    QCOMPARE(f16.toBits(1.0), uint16_t(0x3C00));
    QCOMPARE(f16.toBits(-2.0), uint16_t(0xC000));
    QCOMPARE(f16.toBits(0.1), uint16_t(0x2E66));
    QCOMPARE(f16.round(2049), 2048.0); // tie -> even
    QCOMPARE(f16.round(2051), 2052.0);
    QCOMPARE(f16.round(65519.99), 65504.0);
    QCOMPARE(f16.round(3.14159265358979), 3.140625);
    QCOMPARE(bf16.toBits(1.0), uint16_t(0x3F80));
    QCOMPARE(bf16.round(257), 256.0);
    QCOMPARE(bf16.round(259), 260.0);
    QCOMPARE(bf16.round(3.14159265358979), 3.140625);
    QCOMPARE(bf16.maxFinite(), std::ldexp(255.0, 120));
    // Straight from the double, never through float32: 1 + 2^-8 + 2^-30 is just above the tie
    // 1 + 2^-8 and rounds up, though float32 would make it the tie (and bfloat16 then 1.0).
    const double x = 1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30);
    QCOMPARE(bf16.round(x), 1.0 + std::ldexp(1.0, -7));
    QCOMPARE(double(float(x)), 1.0 + std::ldexp(1.0, -8));
}

QTEST_GUILESS_MAIN(TestHalfFloat)
#include "tst_halffloat.moc"
