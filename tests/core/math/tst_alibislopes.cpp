// SPDX-License-Identifier: GPL-3.0-or-later
// ALiBi's slopes against the paper's rule written out by hand for 8, 12 and 5 heads, and
// against a transcription of the reference code's recursion (start·ratio^i) for every count.
#include "core/math/alibislopes.h"

#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

// get_slopes of ofirpress/attention_with_linear_biases, transcribed: start = 2^(−2^(−(log2 n − 3)))
std::vector<double> referenceSlopes(int n)
{
    const double log2n = std::log2(double(n));
    if (std::floor(log2n) == log2n) {
        const double start = std::pow(2.0, -std::pow(2.0, -(log2n - 3)));
        std::vector<double> list;
        for (int i = 0; i < n; ++i)
            list.push_back(start * std::pow(start, i));
        return list;
    }
    const int closest = int(std::pow(2.0, std::floor(log2n)));
    std::vector<double> list = referenceSlopes(closest);
    const std::vector<double> doubled = referenceSlopes(2 * closest);
    for (std::size_t k = 0; k < doubled.size() && int(list.size()) < n; k += 2)
        list.push_back(doubled[k]);
    return list;
}

void compareSlopes(const std::vector<double> &got, const std::vector<double> &expected,
                   double tolerance)
{
    QCOMPARE(got.size(), expected.size());
    for (std::size_t h = 0; h < got.size(); ++h)
        QVERIFY2(std::abs(got[h] - expected[h]) <= tolerance * expected[h],
                 qPrintable(QStringLiteral("head %1: %2, expected %3")
                                .arg(h + 1)
                                .arg(got[h], 0, 'g', 17)
                                .arg(expected[h], 0, 'g', 17)));
}

} // namespace

class TestAlibiSlopes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eightHeads();
    void twelveHeads();
    void fiveHeads();
    void oneAndThreeHeads();
    void everyCountMatchesReference();
    void bias();
};

void TestAlibiSlopes::eightHeads()
{
    // 2^(−8h/8) = 1/2, 1/4, …, 1/256
    compareSlopes(AlibiSlopes::slopes(8),
                  { 0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125, 0.00390625 }, 1e-15);
}

void TestAlibiSlopes::twelveHeads()
{
    // The 8 of 8 heads, then the 1st, 3rd, 5th and 7th of 16 heads' 2^(−h/2).
    compareSlopes(AlibiSlopes::slopes(12),
                  { 0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125, 0.00390625,
                    std::sqrt(0.5), std::sqrt(0.5) / 2, std::sqrt(0.5) / 4, std::sqrt(0.5) / 8 },
                  1e-15);
}

void TestAlibiSlopes::fiveHeads()
{
    // The 4 of 4 heads, 2^(−2h), then the first of 8 heads, 1/2.
    compareSlopes(AlibiSlopes::slopes(5), { 0.25, 0.0625, 0.015625, 0.00390625, 0.5 }, 1e-15);
}

void TestAlibiSlopes::oneAndThreeHeads()
{
    compareSlopes(AlibiSlopes::slopes(1), { 1.0 / 256 }, 1e-15);
    compareSlopes(AlibiSlopes::slopes(3), { 1.0 / 16, 1.0 / 256, 0.25 }, 1e-15);
}

void TestAlibiSlopes::everyCountMatchesReference()
{
    for (int heads = 1; heads <= AlibiSlopes::maxHeads; ++heads)
        compareSlopes(AlibiSlopes::slopes(heads), referenceSlopes(heads), 1e-12);
}

void TestAlibiSlopes::bias()
{
    QCOMPARE(AlibiSlopes::bias(0.5, 7, 3), -2.0);
    QVERIFY(AlibiSlopes::bias(0.25, 5, 5) == 0.0);
    QCOMPARE(AlibiSlopes::bias(1.0 / 256, 1000, 0), -1000.0 / 256);
}

QTEST_GUILESS_MAIN(TestAlibiSlopes)

#include "tst_alibislopes.moc"
