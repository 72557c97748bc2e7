// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/heatmap/heatmaplayout.h"

#include <QCoreApplication>
#include <QPointF>
#include <QString>

namespace pe {

// The heatmap's hover text for a point of a laid-out figure: the position (or, when a pixel
// covers several, the range its mean is taken over), the dimension with its pair, sin/cos and
// period, the angle(s), the value to 6 decimals and the aliasing note; the palette's meaning over
// the colour bar; the aliasing explanation over the marked strip. Empty elsewhere.
class HeatmapToolTip
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapToolTip)

public:
    static QString text(const HeatmapLayout &layout, const QPointF &point);
};

} // namespace pe
