// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>

namespace pe {

// Where the wave plot puts a value: the plot rectangle (chart coordinates) and the axes' ranges,
// as WavePlot hands them to the items it draws over the chart itself (markers, dots).
struct WavePlotFrame
{
    QRectF plotArea;
    double xMin = 0;
    double xMax = 1;
    double yMin = -1;
    double yMax = 1;

    // A plot with room and ranges that map() can divide by: what the items need to draw at all.
    bool canMap() const { return !plotArea.isEmpty() && xMax > xMin && yMax > yMin; }

    QPointF map(double x, double y) const
    {
        return { plotArea.left() + (x - xMin) / (xMax - xMin) * plotArea.width(),
                 plotArea.bottom() - (y - yMin) / (yMax - yMin) * plotArea.height() };
    }
    bool operator==(const WavePlotFrame &other) const
    {
        return plotArea == other.plotArea && xMin == other.xMin && xMax == other.xMax
            && yMin == other.yMin && yMax == other.yMax;
    }
    bool operator!=(const WavePlotFrame &other) const { return !(*this == other); }
};

} // namespace pe
