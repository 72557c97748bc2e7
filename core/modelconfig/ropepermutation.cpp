// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/ropepermutation.h"

#include "core/math/seededgenerator.h"
#include "core/modelconfig/roperotation.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    std::vector<double> times(const std::vector<std::vector<double>> &w,
                              const std::vector<double> &x)
    {
        std::vector<double> out;
        for (const std::vector<double> &row : w) {
            double sum = 0;
            for (std::size_t c = 0; c < x.size(); ++c)
                sum += row[c] * x[c];
            out.push_back(sum);
        }
        return out;
    }

    std::vector<std::vector<double>> seededRows(SeededGenerator &g, int rows, int columns)
    {
        std::vector<std::vector<double>> out(static_cast<std::size_t>(rows));
        for (std::vector<double> &row : out)
            for (int c = 0; c < columns; ++c)
                row.push_back(g.tenths(10));
        return out;
    }

} // namespace

std::vector<int> RopePermutation::halfToInterleaved(int headDimension, int rotatedDimensions)
{
    std::vector<int> source(static_cast<std::size_t>(headDimension));
    for (int row = 0; row < headDimension; ++row)
        source[static_cast<std::size_t>(row)] = row;
    const int half = rotatedDimensions / 2;
    for (int i = 0; i < half; ++i) {
        source[static_cast<std::size_t>(2 * i)] = i;
        source[static_cast<std::size_t>(2 * i + 1)] = half + i;
    }
    return source;
}

std::vector<int> RopePermutation::interleavedToHalf(int headDimension, int rotatedDimensions)
{
    std::vector<int> source(static_cast<std::size_t>(headDimension));
    for (int row = 0; row < headDimension; ++row)
        source[static_cast<std::size_t>(row)] = row;
    const int half = rotatedDimensions / 2;
    for (int i = 0; i < half; ++i) {
        source[static_cast<std::size_t>(i)] = 2 * i;
        source[static_cast<std::size_t>(half + i)] = 2 * i + 1;
    }
    return source;
}

std::vector<std::vector<double>>
RopePermutation::permuteRows(const std::vector<std::vector<double>> &rows,
                             const std::vector<int> &sourceRows)
{
    std::vector<std::vector<double>> out;
    for (const int source : sourceRows)
        out.push_back(rows[static_cast<std::size_t>(source)]);
    return out;
}

double RopePermutation::check(const RopeFrequencies &frequencies, quint64 seed, int inputDimension,
                              int positions)
{
    const int head = frequencies.config().headDimension;
    const int rotated = frequencies.config().rotatedDimensions();
    SeededGenerator g(seed);
    const auto wq = seededRows(g, head, inputDimension);
    const auto wk = seededRows(g, head, inputDimension);
    const std::vector<double> x = seededRows(g, 1, inputDimension).front();
    const std::vector<double> y = seededRows(g, 1, inputDimension).front();
    const std::vector<int> p = halfToInterleaved(head, rotated);
    const RopeRotation half(frequencies.frequencies(), head, RopePairing::Half,
                            frequencies.attentionFactor());
    const RopeRotation interleaved(frequencies.frequencies(), head, RopePairing::Interleaved,
                                   frequencies.attentionFactor());
    const std::vector<double> q = times(wq, x);
    const std::vector<double> k = times(wk, y);
    const std::vector<double> qp = times(permuteRows(wq, p), x);
    const std::vector<double> kp = times(permuteRows(wk, p), y);
    double largest = 0;
    for (int m = 0; m < positions; ++m)
        for (int n = 0; n < positions; ++n)
            largest = std::max(largest,
                               std::abs(half.score(q, k, m, n) - interleaved.score(qp, kp, m, n)));
    return largest;
}

} // namespace pe
