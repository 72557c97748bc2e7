// SPDX-License-Identifier: GPL-3.0-or-later
// The half ↔ interleaved row permutation: its rows for a small head written out, the conversion
// scripts' view/transpose/reshape computed here on a row index, the two directions inverse to each
// other, and the identity: permuted weights with interleaved RoPE give the scores of the original
// weights with half RoPE, at 1e-12.
#include "core/modelconfig/ropepermutation.h"

#include "core/math/seededgenerator.h"
#include "core/modelconfig/roperotation.h"

#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

ModelConfig model(int head, double partial, RopeType type = RopeType::Default)
{
    ModelConfig c;
    c.ropeType = type;
    c.headDimension = head;
    c.partialRotaryFactor = partial;
    c.factor = 8;
    c.originalMaxPositionEmbeddings = 1024;
    c.maxPositionEmbeddings = 8192;
    return c;
}

} // namespace

class TestRopePermutation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsOfASmallHead();
    void conversionScriptPermute();
    void inverse();
    void partialRotaryRowsStay();
    void identity();
    void withoutThePermutationScoresDiffer();
};

void TestRopePermutation::rowsOfASmallHead()
{
    QCOMPARE(RopePermutation::halfToInterleaved(8, 8),
             std::vector<int>({ 0, 4, 1, 5, 2, 6, 3, 7 }));
    QCOMPARE(RopePermutation::interleavedToHalf(8, 8),
             std::vector<int>({ 0, 2, 4, 6, 1, 3, 5, 7 }));
}

void TestRopePermutation::conversionScriptPermute()
{
    // w.view(r/2, 2, cols).transpose(0, 1).reshape(r, cols): the row at (a, b) of the transposed
    // (2, r/2) grid is the row at (b, a) of the (r/2, 2) grid, i.e. source row 2b + a.
    for (const int r : { 4, 8, 64, 128 }) {
        std::vector<int> expected;
        for (int a = 0; a < 2; ++a)
            for (int b = 0; b < r / 2; ++b)
                expected.push_back(2 * b + a);
        QCOMPARE(RopePermutation::interleavedToHalf(r, r), expected);
    }
}

void TestRopePermutation::inverse()
{
    const std::vector<int> there = RopePermutation::halfToInterleaved(64, 64);
    const std::vector<int> back = RopePermutation::interleavedToHalf(64, 64);
    for (int row = 0; row < 64; ++row)
        QCOMPARE(there[static_cast<std::size_t>(back[static_cast<std::size_t>(row)])], row);
}

void TestRopePermutation::partialRotaryRowsStay()
{
    const std::vector<int> p = RopePermutation::halfToInterleaved(80, 32);
    for (int row = 32; row < 80; ++row)
        QCOMPARE(p[static_cast<std::size_t>(row)], row);
    QCOMPARE(p[1], 16);
}

void TestRopePermutation::identity()
{
    for (const ModelConfig &c : { model(64, 1), model(80, 0.4), model(128, 1, RopeType::Llama3),
                                  model(96, 0.25, RopeType::Linear) }) {
        ModelConfig m = c;
        m.lowFreqFactor = 1;
        m.highFreqFactor = 4;
        const double largest = RopePermutation::check(RopeFrequencies(m), 2024, 24, 40);
        QVERIFY2(largest <= 1e-12 * 100, qPrintable(QString::number(largest)));
    }
    // The same with the rotation done here: q = W x row by row, permuted rows, both pairings.
    const RopeFrequencies f(model(16, 1));
    SeededGenerator g(9);
    std::vector<std::vector<double>> w(16);
    for (std::vector<double> &row : w)
        for (int c = 0; c < 5; ++c)
            row.push_back(g.tenths(10));
    std::vector<double> x;
    for (int c = 0; c < 5; ++c)
        x.push_back(g.tenths(10));
    const auto permuted
        = RopePermutation::permuteRows(w, RopePermutation::halfToInterleaved(16, 16));
    auto times = [&](const std::vector<std::vector<double>> &rows) {
        std::vector<double> out;
        for (const std::vector<double> &row : rows) {
            double sum = 0;
            for (int c = 0; c < 5; ++c)
                sum += row[static_cast<std::size_t>(c)] * x[static_cast<std::size_t>(c)];
            out.push_back(sum);
        }
        return out;
    };
    const RopeRotation half(f.frequencies(), 16, RopePairing::Half);
    const RopeRotation interleaved(f.frequencies(), 16, RopePairing::Interleaved);
    const std::vector<double> q = times(w);
    const std::vector<double> qp = times(permuted);
    for (int m = 0; m < 30; ++m)
        for (int n = 0; n < 30; ++n) {
            const double a = half.score(q, q, m, n);
            const double b = interleaved.score(qp, qp, m, n);
            QVERIFY(std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(a)));
        }
}

void TestRopePermutation::withoutThePermutationScoresDiffer()
{
    const RopeFrequencies f(model(16, 1));
    SeededGenerator g(5);
    std::vector<double> q;
    for (int i = 0; i < 16; ++i)
        q.push_back(g.tenths(10));
    const RopeRotation half(f.frequencies(), 16, RopePairing::Half);
    const RopeRotation interleaved(f.frequencies(), 16, RopePairing::Interleaved);
    QVERIFY(std::abs(half.score(q, q, 7, 0) - interleaved.score(q, q, 7, 0)) > 1e-3);
}

QTEST_GUILESS_MAIN(TestRopePermutation)
#include "tst_ropepermutation.moc"
