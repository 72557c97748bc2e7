// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encoding.h"

#include <QList>
#include <QPointF>

#include <cstdint>

namespace pe {

// The points a plot of one dimension draws over positions 0 .. count - 1 on a plot that is
// `buckets` pixels wide. Only what is visible is computed:
// - count <= 2 * buckets: every position k, as (k, PE(k)[dim]);
// - otherwise each pixel covers a run of consecutive positions and contributes the two positions
//   of the run with the lowest and the highest value (in position order), so the drawn band is
//   the wave's honest envelope instead of an aliased pattern. At most 2 * buckets points.
// Every y is Encoding::value at an integer position x.
class WaveSampler
{
public:
    // Extremes searched per pixel run: the first this many periods' maximum and minimum (exact
    // when a run spans fewer periods; otherwise the values lie within a hair of +-1 anyway).
    static constexpr int maxPeriodsPerRun = 64;

    static QList<QPointF> sample(const Encoding &encoding, int dim, int64_t count, int buckets);

    // Positions first .. last (inclusive) with the lowest and the highest value of dim.
    static void runExtremes(const Encoding &encoding, int dim, int64_t first, int64_t last,
                            int64_t *lowest, int64_t *highest);
};

} // namespace pe
