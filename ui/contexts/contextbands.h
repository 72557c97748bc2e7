// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/contextscaling.h"

#include <cstddef>
#include <vector>

namespace pe {

// What the Longer contexts view draws, computed from ContextScaling without a GUI: per pair the
// band of angles training saw, [0, L·θᵢ), the band the run at s·L needs before scaling,
// [0, s·L·θᵢ) (θᵢ′ = θᵢ), and after the chosen method, [0, s·L·θᵢ′); the unseen pairs of
// both; the rows the pairs are drawn in (consecutive pairs share a row when there are more pairs
// than rows fit, up to 32768 at d = 65536); and the decades of the logarithmic angle axis.
class ContextBands
{
public:
    // The smallest and largest end of one band over the pairs of a row.
    struct Range
    {
        double low = 0;
        double high = 0;
    };
    struct Row
    {
        int first = 0; // the row's pairs: first … last
        int last = 0;
        Range trained;
        Range before;
        Range after;
        int unseenBefore = 0; // unseen pairs in the row
        int unseenAfter = 0;
        // The unseen part of the run band, [min L·θᵢ, max s·L·θᵢ) over the row's unseen pairs.
        Range unseenBeforeSpan;
        Range unseenAfterSpan;
    };

    ContextBands(ContextScaling::Method method, double scale, double trainLength, int dimension,
                 double base);

    const ContextScaling &scaling() const { return m_scaling; }
    // NTK-aware scaling needs d ≥ 4 (its exponent is d/(d − 2)); then there is no "after".
    bool hasAfter() const { return m_hasAfter; }
    int pairCount() const { return static_cast<int>(m_scaling.pairs().size()); }
    // s·L·θᵢ: the run without scaling.
    double runBefore(int pair) const { return m_runBefore.at(std::size_t(pair)); }
    // Pair::unseen's definition with θᵢ′ = θᵢ.
    bool unseenBefore(int pair) const { return m_unseenBefore.at(std::size_t(pair)) != 0; }
    int unseenBeforeCount() const { return m_unseenBeforeCount; }
    int unseenAfterCount() const { return m_unseenAfterCount; }

    // The pairs in rows of perRow consecutive pairs (the last row may hold fewer).
    std::vector<Row> rows(int perRow) const;
    // Pairs a row for at most maxRows rows: 1 when they fit, else ceil(pairCount / maxRows).
    static int pairsPerRow(int pairCount, int maxRows);

    // The angle axis: whole decades 10^minDecade … 10^maxDecade holding every band end that is
    // positive and finite, and one turn (2π).
    int minDecade() const { return m_minDecade; }
    int maxDecade() const { return m_maxDecade; }

private:
    ContextScaling m_scaling;
    bool m_hasAfter = true;
    std::vector<double> m_runBefore;
    std::vector<char> m_unseenBefore;
    int m_unseenBeforeCount = 0;
    int m_unseenAfterCount = 0;
    int m_minDecade = 0;
    int m_maxDecade = 1;
};

} // namespace pe
