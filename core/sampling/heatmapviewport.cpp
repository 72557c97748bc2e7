// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/heatmapviewport.h"

#include <algorithm>

namespace pe {

namespace {

    // An axis of count cells (at least 1): span from one cell to all, first inside the table.
    void clampAxis(double *first, double *span, double count)
    {
        count = std::max(count, 1.0);
        *span = std::clamp(*span, 1.0, count);
        *first = std::clamp(*first, 0.0, count - *span);
    }

} // namespace

HeatmapViewport HeatmapViewport::all(int64_t positionCount, int dimension)
{
    return { 0.0, static_cast<double>(std::max<int64_t>(positionCount, 1)), 0.0,
             static_cast<double>(std::max(dimension, 1)) };
}

bool HeatmapViewport::operator==(const HeatmapViewport &other) const
{
    return firstPosition == other.firstPosition && positionSpan == other.positionSpan
        && firstDimension == other.firstDimension && dimensionSpan == other.dimensionSpan;
}

HeatmapViewport HeatmapViewport::clamped(int64_t positionCount, int dimension) const
{
    HeatmapViewport v = *this;
    clampAxis(&v.firstPosition, &v.positionSpan, static_cast<double>(positionCount));
    clampAxis(&v.firstDimension, &v.dimensionSpan, static_cast<double>(dimension));
    return v;
}

HeatmapViewport HeatmapViewport::zoomedPositions(double factor, double fraction,
                                                 int64_t positionCount, int dimension) const
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    const double fixed = firstPosition + fraction * positionSpan;
    HeatmapViewport v = *this;
    v.positionSpan = positionSpan / factor;
    clampAxis(&v.firstPosition, &v.positionSpan, static_cast<double>(positionCount));
    v.firstPosition = fixed - fraction * v.positionSpan;
    return v.clamped(positionCount, dimension);
}

HeatmapViewport HeatmapViewport::zoomedDimensions(double factor, double fraction,
                                                  int64_t positionCount, int dimension) const
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    const double fixed = firstDimension + fraction * dimensionSpan;
    HeatmapViewport v = *this;
    v.dimensionSpan = dimensionSpan / factor;
    clampAxis(&v.firstDimension, &v.dimensionSpan, static_cast<double>(dimension));
    v.firstDimension = fixed - fraction * v.dimensionSpan;
    return v.clamped(positionCount, dimension);
}

HeatmapViewport HeatmapViewport::panned(double positionFraction, double dimensionFraction,
                                        int64_t positionCount, int dimension) const
{
    HeatmapViewport v = *this;
    v.firstPosition += positionFraction * positionSpan;
    v.firstDimension += dimensionFraction * dimensionSpan;
    return v.clamped(positionCount, dimension);
}

HeatmapViewport HeatmapViewport::showing(int64_t position, int dimensionIndex,
                                         int64_t positionCount, int dimension) const
{
    HeatmapViewport v = *this;
    const double p = static_cast<double>(position) + 0.5;
    if (position >= 0 && (p < firstPosition || p > firstPosition + positionSpan))
        v.firstPosition = p - positionSpan / 2;
    const double d = dimensionIndex + 0.5;
    if (dimensionIndex >= 0 && (d < firstDimension || d > firstDimension + dimensionSpan))
        v.firstDimension = d - dimensionSpan / 2;
    return v.clamped(positionCount, dimension);
}

bool HeatmapViewport::showsAllPositions(int64_t positionCount) const
{
    return firstPosition == 0.0 && positionSpan == static_cast<double>(positionCount);
}

} // namespace pe
