// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/nearestpair.h"

#include <cmath>

namespace pe {

NearestPair::NearestPair(const Encoding &encoding, int64_t count)
{
    m_distance = distanceAt(encoding, 1);
    for (int64_t gap = 2; gap < count; ++gap) {
        const double distance = distanceAt(encoding, gap);
        if (distance < m_distance) {
            m_distance = distance;
            m_gap = gap;
        }
    }
}

double NearestPair::distanceAt(const Encoding &encoding, int64_t gap)
{
    // Half the gap is exact in a double (gap < 2^53), and sinCos divides it by the denominator
    // with the quotient's rounding error carried along.
    const double half = static_cast<double>(gap) / 2;
    double sum = 0;
    for (int i = 0; i < encoding.pairCount(); ++i) {
        double s = 0;
        double c = 0;
        encoding.sinCos(half, i, &s, &c);
        sum += 4 * s * s;
    }
    return std::sqrt(sum);
}

} // namespace pe
