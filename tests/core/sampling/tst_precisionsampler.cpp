// SPDX-License-Identifier: GPL-3.0-or-later
// PrecisionSampler against brute force: every sampled cell's error from the rounding recipe
// written out here (tests/floatreference.h, std::sin/std::cos), the columns and rows it samples,
// and every collision among the shown positions.
#include "core/sampling/precisionsampler.h"
#include "tests/floatreference.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pe;

namespace {

// float16 all the way: the typed component of PE(p)[k] (interleaved) and its exact value.
double typedFloat16(int d, double base, int64_t p, int k, double *exact)
{
    static const ReferenceFormat f16 = ReferenceFormat::float16();
    const int pair = k / 2;
    const double inverse = f16.nearest(1.0 / std::pow(base, 2.0 * pair / d));
    const double angle = f16.nearest(f16.nearest(double(p)) * inverse);
    const double a = double(p) / std::pow(base, 2.0 * pair / d);
    *exact = k % 2 ? std::cos(a) : std::sin(a);
    return f16.nearest(k % 2 ? std::cos(angle) : std::sin(angle));
}

} // namespace

class TestPrecisionSampler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellsAgainstBruteForce();
    void collisionsAgainstBruteForce();
    void thinnedOut();
    void tooManyCellsToAnalyse();
};

void TestPrecisionSampler::cellsAgainstBruteForce()
{
    const PrecisionTable table(Encoding(8, 100), FloatType::Float16, PrecisionVariant::AllInType);
    const PrecisionSampler s(table, 40, 1000, 1000);
    QCOMPARE(s.columns(), 40); // one column per position, no more
    QCOMPARE(s.rows(), 8);
    for (int c = 0; c < s.columns(); ++c) {
        QCOMPARE(s.positionAt(c), int64_t(c));
        for (int r = 0; r < s.rows(); ++r) {
            QCOMPARE(s.dimensionAt(r), r);
            double exact = 0;
            const double typed = typedFloat16(8, 100, c, r, &exact);
            QVERIFY(std::abs(s.error(c, r) - std::abs(typed - exact)) <= 1e-12);
            const PrecisionSampler::Cell cell = PrecisionSampler::cellAt(table, c, r);
            QCOMPARE(cell.typed, typed);
            QVERIFY(std::abs(cell.exact - exact) <= 1e-12);
        }
    }
    QCOMPARE(s.firstInexactPosition(), int64_t(2049));
}

void TestPrecisionSampler::collisionsAgainstBruteForce()
{
    const int d = 4;
    const int64_t count = 2400;
    const PrecisionTable table(Encoding(d), FloatType::Float16, PrecisionVariant::AllInType);
    const PrecisionSampler s(table, count, 300, 4);
    QVERIFY(s.analysed());
    std::vector<int64_t> expected;
    for (int64_t p = 0; p + 1 < count; ++p) {
        bool same = true;
        for (int k = 0; k < d; ++k) {
            double exact = 0;
            same = same
                && typedFloat16(d, 10000, p, k, &exact) == typedFloat16(d, 10000, p + 1, k, &exact);
        }
        if (same)
            expected.push_back(p);
    }
    QVERIFY(expected.size() > 100); // more than the reports list: the view marks them all
    QCOMPARE(s.collisions(), expected);
    QCOMPARE(s.collisionCount(), int64_t(expected.size()));
}

void TestPrecisionSampler::thinnedOut()
{
    const PrecisionTable table(Encoding(64), FloatType::BFloat16, PrecisionVariant::AllInType);
    const PrecisionSampler s(table, 1000, 100, 16);
    QCOMPARE(s.columns(), 100);
    QCOMPARE(s.rows(), 16);
    QCOMPARE(s.positionAt(0), int64_t(0));
    QCOMPARE(s.positionAt(1), int64_t(10));
    QCOMPARE(s.positionAt(99), int64_t(990));
    QCOMPARE(s.dimensionAt(3), 12);
    QCOMPARE(s.error(7, 3), PrecisionSampler::cellAt(table, 70, 12).error);
    QCOMPARE(s.firstInexactPosition(), int64_t(257));
}

void TestPrecisionSampler::tooManyCellsToAnalyse()
{
    const PrecisionTable table(Encoding(64), FloatType::Float16, PrecisionVariant::AllInType);
    const PrecisionSampler s(table, 1000000, 50, 8);
    QVERIFY(!s.analysed());
    QCOMPARE(s.collisionCount(), int64_t(0));
    // The cells are sampled all the same; from 65520 on the position is infinity.
    QVERIFY(std::isinf(s.error(49, 0)));
    QVERIFY(std::isfinite(s.error(1, 0)));
    // Every cell as cellAt() computes it alone (columns past 65504 are skipped as not numbers;
    // 102 400 cells of a wider sampler are split between two threads).
    for (const int columns : { 50, 1600 }) {
        const PrecisionSampler wide(table, 1000000, columns, 800);
        QCOMPARE(wide.rows(), 64);
        for (int c = 0; c < wide.columns(); ++c)
            for (int r = 0; r < wide.rows(); ++r) {
                const double expected
                    = PrecisionSampler::cellAt(table, wide.positionAt(c), wide.dimensionAt(r))
                          .error;
                QVERIFY2(wide.error(c, r) == expected
                             || (std::isinf(wide.error(c, r)) && std::isinf(expected)),
                         qPrintable(QStringLiteral("column %1, row %2").arg(c).arg(r)));
            }
    }
}

QTEST_GUILESS_MAIN(TestPrecisionSampler)
#include "tst_precisionsampler.moc"
