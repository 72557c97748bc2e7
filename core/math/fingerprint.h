// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

// How well the first few pairs of the encoding tell positions apart: the smallest Euclidean
// distance between PE(a) and PE(b), restricted to pairs 0 .. pairs - 1 (the fastest first), over
// all positions 0 <= a < b < positions. A pair's distance between a and b is 2·|sin((b − a) / 2Z)|,
// which depends on the gap b − a only, so the search runs over gaps, not over position pairs.
class Fingerprint
{
public:
    struct Row
    {
        int pairs = 0; // pairs 0 .. pairs - 1 were used
        double minimumDistance = 0;
        int64_t gap = 0; // the closest positions lie this far apart (the first such gap)
    };

    // Distance between positions gap apart using the first pairs pairs.
    static double distance(const Encoding &encoding, int pairs, double gap);
    // The closest two of positions 0 .. positions - 1 (positions >= 2).
    static Row closest(const Encoding &encoding, int pairs, int64_t positions);
    // 1, 2, 4, … up to the encoding's pair count (which ends the list even if not a power of 2).
    static std::vector<int> pairCounts(const Encoding &encoding);
    static std::vector<Row> table(const Encoding &encoding, int64_t positions);
};

} // namespace pe
