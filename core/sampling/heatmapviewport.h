// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>

#include <cstdint>

namespace pe {

// The part of the position x dimension plane a heatmap shows. Position k occupies [k, k + 1) on
// the horizontal axis, dimension i occupies [i, i + 1) on the vertical axis (dimension 0 at the
// top). Spans may be fractional (zoomed in between cells). A value type with the navigation
// arithmetic of the heatmap view: every result is clamped() to the table.
struct HeatmapViewport
{
    double firstPosition = 0;
    double positionSpan = 50;
    double firstDimension = 0;
    double dimensionSpan = 8;

    // Every position 0 .. positionCount - 1 and every dimension.
    static HeatmapViewport all(int64_t positionCount, int dimension);
    bool operator==(const HeatmapViewport &other) const;
    bool operator!=(const HeatmapViewport &other) const { return !(*this == other); }

    // Spans between one cell (or the whole axis, if smaller) and the whole axis, kept inside
    // positions 0 .. positionCount and dimensions 0 .. dimension.
    HeatmapViewport clamped(int64_t positionCount, int dimension) const;
    // Zoomed by factor (> 1: in) so that the point at fraction (0 = first, 1 = end) of the
    // visible span stays where it is on screen.
    HeatmapViewport zoomedPositions(double factor, double fraction, int64_t positionCount,
                                    int dimension) const;
    HeatmapViewport zoomedDimensions(double factor, double fraction, int64_t positionCount,
                                     int dimension) const;
    // Moved by fractions of the visible spans.
    HeatmapViewport panned(double positionFraction, double dimensionFraction, int64_t positionCount,
                           int dimension) const;
    // Moved (not zoomed) so that the cell's centre is in view, centring it on an axis where it
    // was out of view; a negative position or dimension leaves that axis alone.
    HeatmapViewport showing(int64_t position, int dimensionIndex, int64_t positionCount,
                            int dimension) const;
    bool showsAllPositions(int64_t positionCount) const;
};

} // namespace pe

Q_DECLARE_METATYPE(pe::HeatmapViewport)
