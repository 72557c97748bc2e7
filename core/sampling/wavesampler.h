// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QPointF>
#include <vector>

#include <cstdint>

namespace pe {

// The points a plot of one dimension draws over positions 0 .. count - 1 on a plot that is
// `buckets` pixels wide. Only what is visible is computed:
// - count <= 2 * buckets: every position k, as (k, PE(k)[dim]);
// - otherwise each pixel covers a run of consecutive positions and contributes the two positions
//   of the run with the lowest and the highest value (in position order), so the drawn band is
//   the wave's honest envelope instead of an aliased pattern. At most 2 * buckets points.
// Every y is PE(x)[dim] at an integer position x (Encoding::value, or the column recurrence
// within 1e-12 of it).
class WaveSampler
{
public:
    // Extremes searched per pixel run: the first this many periods' maximum and minimum (exact
    // when a run spans fewer periods; otherwise the values lie within a hair of +-1 anyway).
    static constexpr int maxPeriodsPerRun = 64;
    // Runs shorter than this are scanned position by position along the column
    // (Encoding::fillColumn: a few multiply-adds each); longer ones are searched in closed form.
    static constexpr int64_t maxScannedRun = 256;

    static std::vector<QPointF> sample(const Encoding &encoding, int dim, int64_t count,
                                       int buckets);

    // The band a wave too fast for the pixels fills, instead of a line that would zigzag from
    // top to bottom in every pixel: per pixel (x = the middle of its run of positions; the ends
    // at 0 and count - 1) the lowest and the highest value among the positions of the pixels
    // up to `reach` either side. Both edges are values at whole positions.
    struct Envelope
    {
        std::vector<QPointF> lower;
        std::vector<QPointF> upper;
    };
    static Envelope envelope(const Encoding &encoding, int dim, int64_t count, int buckets,
                             int reach);

    // The points of a polyline that keep it within `tolerance` (after scaling x and y, e.g. to
    // pixels) of the original (Douglas-Peucker): the first and last always stay.
    static std::vector<QPointF> simplified(const std::vector<QPointF> &points, double xScale,
                                           double yScale, double tolerance);

    // Positions first .. last (inclusive) with the lowest and the highest value of dim.
    static void runExtremes(const Encoding &encoding, int dim, int64_t first, int64_t last,
                            int64_t *lowest, int64_t *highest);
};

} // namespace pe
