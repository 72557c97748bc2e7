// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/fingerprint.h"

#include <algorithm>
#include <cmath>

namespace pe {

double Fingerprint::distance(const Encoding &encoding, int pairs, double gap)
{
    double sum = 0;
    const int count = std::min(pairs, encoding.pairCount());
    for (int i = 0; i < count; ++i) {
        // The chord between two points of the unit circle an angle θ apart is 2·|sin(θ / 2)|.
        const double chord = 2.0 * std::sin(encoding.angle(gap, i) / 2.0);
        sum += chord * chord;
    }
    return std::sqrt(sum);
}

Fingerprint::Row Fingerprint::closest(const Encoding &encoding, int pairs, int64_t positions)
{
    Row row;
    row.pairs = std::min(pairs, encoding.pairCount());
    row.minimumDistance = distance(encoding, pairs, 1.0);
    row.gap = 1;
    for (int64_t gap = 2; gap < positions; ++gap) {
        const double d = distance(encoding, pairs, static_cast<double>(gap));
        if (d < row.minimumDistance) {
            row.minimumDistance = d;
            row.gap = gap;
        }
    }
    return row;
}

std::vector<int> Fingerprint::pairCounts(const Encoding &encoding)
{
    std::vector<int> counts;
    const int all = encoding.pairCount();
    for (int m = 1; m < all; m *= 2)
        counts.push_back(m);
    counts.push_back(all);
    return counts;
}

std::vector<Fingerprint::Row> Fingerprint::table(const Encoding &encoding, int64_t positions)
{
    std::vector<Row> rows;
    for (int m : pairCounts(encoding))
        rows.push_back(closest(encoding, m, positions));
    return rows;
}

} // namespace pe
