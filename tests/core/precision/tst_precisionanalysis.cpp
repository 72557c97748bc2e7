// SPDX-License-Identifier: GPL-3.0-or-later
// PrecisionAnalysis against brute force over small ranges: every cell's error from
// PrecisionTable::value and Encoding::value, every neighbouring pair of vectors compared value by
// value; ranges longer than one block, ranges that overflow float16.
#include "core/precision/precisionanalysis.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace pe;

Q_DECLARE_METATYPE(pe::FloatType)
Q_DECLARE_METATYPE(pe::PrecisionVariant)

namespace {

struct Brute
{
    double maxError = -1;
    std::vector<double> errors; // row-major
    std::vector<int64_t> collisions;
};

Brute bruteForce(const PrecisionTable &table, int64_t first, int64_t count)
{
    const int d = table.encoding().dimension();
    Brute brute;
    std::vector<double> before;
    for (int64_t p = first; p < first + count; ++p) {
        std::vector<double> row(static_cast<std::size_t>(d));
        for (int k = 0; k < d; ++k) {
            row[std::size_t(k)] = table.value(double(p), k);
            const double exact = table.encoding().value(double(p), k);
            const double error = std::isfinite(row[std::size_t(k)])
                ? std::abs(row[std::size_t(k)] - exact)
                : std::numeric_limits<double>::infinity();
            brute.errors.push_back(error);
            brute.maxError = std::max(brute.maxError, error);
        }
        if (!before.empty()) {
            bool same = true;
            for (int k = 0; k < d; ++k) {
                const double a = before[std::size_t(k)];
                const double b = row[std::size_t(k)];
                same = same
                    && ((a == b && std::signbit(a) == std::signbit(b))
                        || (std::isnan(a) && std::isnan(b)));
            }
            if (same)
                brute.collisions.push_back(p - 1);
        }
        before = row;
    }
    return brute;
}

} // namespace

class TestPrecisionAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void againstBruteForce_data();
    void againstBruteForce();
    void firstInexactPositions();
    void float16Overflow();
    void fastestPairAngle();
    void exactRowsAreOneFill();
};

void TestPrecisionAnalysis::againstBruteForce_data()
{
    QTest::addColumn<FloatType>("type");
    QTest::addColumn<PrecisionVariant>("variant");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("count");
    const PrecisionVariant all = PrecisionVariant::AllInType;
    const PrecisionVariant mixed = PrecisionVariant::AngleInFloat32;
    QTest::newRow("float16 0-99") << FloatType::Float16 << all << 8 << 10000.0 << qint64(0)
                                  << qint64(100);
    QTest::newRow("float16 around 2049")
        << FloatType::Float16 << all << 4 << 100.0 << qint64(2030) << qint64(60);
    // d = 512: 512 rows a block, so the range crosses blocks (and their boundary collisions).
    QTest::newRow("float16 blocks")
        << FloatType::Float16 << all << 512 << 10000.0 << qint64(1700) << qint64(1400);
    // 256 000 cells: two threads, halves at 3000, where float16 makes 2999 and 3000 one
    // position (a collision across the halves); the first half's largest error wins a tie.
    QTest::newRow("float16 two halves")
        << FloatType::Float16 << all << 128 << 10000.0 << qint64(2000) << qint64(2000);
    QTest::newRow("float16 mixed")
        << FloatType::Float16 << mixed << 8 << 10000.0 << qint64(4000) << qint64(80);
    QTest::newRow("bfloat16 around 257")
        << FloatType::BFloat16 << all << 6 << 10000.0 << qint64(240) << qint64(300);
    QTest::newRow("bfloat16 mixed")
        << FloatType::BFloat16 << mixed << 8 << 10.0 << qint64(0) << qint64(500);
    QTest::newRow("float32 around 2^24")
        << FloatType::Float32 << all << 8 << 10000.0 << qint64(16777200) << qint64(40);
    QTest::newRow("float32 at 1e6")
        << FloatType::Float32 << mixed << 64 << 10000.0 << qint64(1000000) << qint64(20);
}

void TestPrecisionAnalysis::againstBruteForce()
{
    QFETCH(FloatType, type);
    QFETCH(PrecisionVariant, variant);
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(qint64, first);
    QFETCH(qint64, count);
    const PrecisionTable table(Encoding(dimension, base), type, variant);
    const PrecisionAnalysis analysis(table, first, count);
    const Brute brute = bruteForce(table, first, count);
    QCOMPARE(analysis.first(), first);
    QCOMPARE(analysis.last(), first + count - 1);
    // The reference tables differ by ~1e-14 (recurrence against sinCos), so the cell named must
    // hold the brute-force maximum to that precision, and the value must match it.
    QVERIFY(std::abs(analysis.maxError() - brute.maxError) <= 1e-12);
    QVERIFY(analysis.maxErrorPosition() >= first && analysis.maxErrorPosition() < first + count);
    QVERIFY(analysis.maxErrorDim() >= 0 && analysis.maxErrorDim() < dimension);
    const std::size_t at = std::size_t(analysis.maxErrorPosition() - first) * std::size_t(dimension)
        + std::size_t(analysis.maxErrorDim());
    QVERIFY(std::abs(brute.errors[at] - brute.maxError) <= 1e-12);
    QCOMPARE(analysis.maxErrorTyped(),
             table.value(double(analysis.maxErrorPosition()), analysis.maxErrorDim()));
    QVERIFY(std::abs(analysis.maxErrorDouble()
                     - table.encoding().value(double(analysis.maxErrorPosition()),
                                              analysis.maxErrorDim()))
            <= 1e-12);
    QCOMPARE(analysis.collisionCount(), qint64(brute.collisions.size()));
    std::vector<int64_t> listed(brute.collisions.begin(),
                                brute.collisions.begin()
                                    + std::min<std::size_t>(brute.collisions.size(), 100));
    QCOMPARE(analysis.collisions(), listed);
}

void TestPrecisionAnalysis::firstInexactPositions()
{
    const Encoding e(8);
    const auto firstInexact = [&](FloatType t, PrecisionVariant v) {
        return PrecisionAnalysis(PrecisionTable(e, t, v), 0, 2).firstInexactPosition();
    };
    QCOMPARE(firstInexact(FloatType::Float16, PrecisionVariant::AllInType), int64_t(2049));
    QCOMPARE(firstInexact(FloatType::BFloat16, PrecisionVariant::AllInType), int64_t(257));
    QCOMPARE(firstInexact(FloatType::Float32, PrecisionVariant::AllInType), int64_t(16777217));
    // With the angle in float32, the position is a float32 too.
    QCOMPARE(firstInexact(FloatType::Float16, PrecisionVariant::AngleInFloat32), int64_t(16777217));
    // And the collisions begin there: 2049 rounds to 2048 in float16.
    const PrecisionAnalysis a(PrecisionTable(e, FloatType::Float16, PrecisionVariant::AllInType),
                              2040, 20);
    QVERIFY(!a.collisions().empty());
    QCOMPARE(a.collisions().front(), int64_t(2048));
    // bfloat16 from 256: 257 -> 256, 259 -> 260 = 260, 261 -> 260: (256,257), (259,260), (260,261)
    const PrecisionAnalysis b(PrecisionTable(e, FloatType::BFloat16, PrecisionVariant::AllInType),
                              250, 12);
    QCOMPARE(b.collisions(), std::vector<int64_t>({ 256, 259, 260 }));
    QCOMPARE(b.collisionCount(), int64_t(3));
}

void TestPrecisionAnalysis::float16Overflow()
{
    const PrecisionTable table(Encoding(8), FloatType::Float16, PrecisionVariant::AllInType);
    const PrecisionAnalysis a(table, 65500, 40);
    QVERIFY(std::isinf(a.maxError()));
    QCOMPARE(a.maxErrorPosition(), int64_t(65520));
    QCOMPARE(a.maxErrorDim(), 0);
    QVERIFY(std::isnan(a.maxErrorTyped()));
    // 65520 … 65539 are all infinity: 19 collisions among them, plus 65504's rounding neighbours.
    const Brute brute = bruteForce(table, 65500, 40);
    QCOMPARE(a.collisionCount(), int64_t(brute.collisions.size()));
    QVERIFY(a.collisionCount() >= 19);
}

void TestPrecisionAnalysis::fastestPairAngle()
{
    const PrecisionTable table(Encoding(8), FloatType::Float16, PrecisionVariant::AllInType);
    const PrecisionAnalysis a(table, 0, 10);
    const std::vector<double> errors = a.angleErrors(3001);
    QCOMPARE(errors.size(), std::size_t(4));
    QCOMPARE(errors[0], 3000.0 - 3001.0); // 3001 is held as 3000 (spacing 2, tie to even)
    for (int i = 0; i < 4; ++i)
        QCOMPARE(errors[std::size_t(i)], table.angleError(3001, i));
}

// The double rows the pass shows its visitor are those of one Encoding::fillRows over the range
// (one rotation, anchors every 64 rows), not started again at each block of 16 rows (d = 512).
void TestPrecisionAnalysis::exactRowsAreOneFill()
{
    const Encoding encoding(512, 10000.0);
    const PrecisionTable table(encoding, FloatType::Float16, PrecisionVariant::AllInType);
    const int64_t first = 1700;
    const int64_t count = 300; // 153 600 cells: one pass, on this thread
    std::vector<double> seen(std::size_t(count) * 512, -7.0);
    const PrecisionAnalysis analysis(table, first, count, PrecisionAnalysis::listedCollisions,
                                     [&](int64_t position, const double *, const double *exact) {
                                         std::memcpy(seen.data()
                                                         + std::size_t(position - first) * 512,
                                                     exact, 512 * sizeof(double));
                                     });
    QCOMPARE(analysis.count(), count);
    std::vector<double> whole(seen.size());
    encoding.fillRows(double(first), count, whole.data());
    QVERIFY(std::memcmp(whole.data(), seen.data(), whole.size() * sizeof(double)) == 0);
}

QTEST_GUILESS_MAIN(TestPrecisionAnalysis)
#include "tst_precisionanalysis.moc"
