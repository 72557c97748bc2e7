// SPDX-License-Identifier: GPL-3.0-or-later
// Similarity::firstDip worked out the slow way, for its tests and its benchmark: every distance
// ‖PE(g) − PE(0)‖ for g = 0 … maxGap summed pair by pair with std::sin, then the local maxima and
// minima read off the whole list. A dip is the first local minimum that lies at least minDrop
// (relative) below the local maximum before it; a list that ends while falling ends in a minimum.
#pragma once

#include "core/math/encoding.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace pe {

struct ReferenceDip
{
    bool found = false;
    int64_t peakGap = 0;
    int64_t dipGap = 0;
};

inline std::vector<double> referenceDistances(const Encoding &encoding, int64_t maxGap)
{
    std::vector<double> distances(static_cast<size_t>(maxGap) + 1);
    for (int64_t g = 0; g <= maxGap; ++g) {
        double squared = 0;
        for (int i = 0; i < encoding.pairCount(); ++i) {
            const double angle = static_cast<double>(g) / encoding.denominator(i);
            const double ds = std::sin(angle); // sin(0) = 0
            const double dc = std::cos(angle) - 1.0; // cos(0) = 1
            squared += ds * ds + dc * dc;
        }
        distances[static_cast<size_t>(g)] = std::sqrt(squared);
    }
    return distances;
}

inline ReferenceDip referenceFirstDip(const Encoding &encoding, int64_t maxGap,
                                      double minDrop = 0.01)
{
    const std::vector<double> d = referenceDistances(encoding, maxGap);
    const auto at = [&](int64_t g) { return d[static_cast<size_t>(g)]; };
    int64_t g = 1;
    while (g <= maxGap) {
        while (g < maxGap && at(g + 1) >= at(g)) // climb to a local maximum
            ++g;
        if (g >= maxGap)
            return {};
        const int64_t peak = g;
        while (g < maxGap && at(g + 1) <= at(g)) // fall to the next local minimum
            ++g;
        if (at(peak) - at(g) >= minDrop * at(peak))
            return { true, peak, g };
        ++g;
    }
    return {};
}

} // namespace pe
