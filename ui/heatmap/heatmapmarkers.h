// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/heatmap/heatmaplayout.h"

#include <QColor>

class QPainter;

namespace pe {

// The heatmap's marks over its cells: the picked dimension's row outlined, the lines at p (solid)
// and q (dashed), each white on a dark halo so that it reads on every colour of the map, and
// their labels above the plot in the text colour, set apart when p and q are close.
class HeatmapMarkers
{
public:
    static void paint(QPainter *painter, const HeatmapLayout &layout, const QColor &text);
};

} // namespace pe
