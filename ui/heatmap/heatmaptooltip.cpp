// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmaptooltip.h"

#include "core/sampling/heatmapsampler.h"
#include "core/text/format.h"
#include "ui/heatmap/heatmapplot.h"

#include <QRectF>
#include <QStringList>

namespace pe {

QString HeatmapToolTip::text(const HeatmapLayout &layout, const QPointF &at)
{
    const HeatmapScene &scene = layout.scene();
    if (QRectF(layout.colorBarRect()).adjusted(-2, 0, 2, 0).contains(at))
        return ColorMap::description(scene.palette);
    if (QRectF(layout.aliasStripRect()).adjusted(-2, 0, 2, 0).contains(at)) {
        if (!layout.isAliasedAtY(at.y()))
            return {};
        return tr("Dimension %1\n%2")
            .arg(layout.dimensionAtY(at.y()))
            .arg(HeatmapPlot::aliasingLegend());
    }
    const HeatmapCell cell = layout.cellAt(at);
    if (!cell.valid)
        return {};
    const Encoding &encoding = scene.encoding;
    const int pair = encoding.pairOfDimension(cell.dimension);
    const QString component = encoding.isCosine(cell.dimension) ? tr("cos") : tr("sin");
    QStringList lines;
    const qint64 last = cell.firstPosition + cell.positionCount - 1;
    if (cell.positionCount == 1) {
        lines << tr("Position %1").arg(cell.firstPosition);
    } else {
        lines << tr("Mean over positions %1–%2 (%3 positions)")
                     .arg(cell.firstPosition)
                     .arg(last)
                     .arg(cell.positionCount);
    }
    lines << tr("Dimension %1: %2 of pair %3 (period %4)")
                 .arg(cell.dimension)
                 .arg(component)
                 .arg(pair)
                 .arg(formatDisplay(encoding.period(pair)));
    const double first = encoding.angle(static_cast<double>(cell.firstPosition), pair);
    if (cell.positionCount == 1)
        lines << tr("Angle %1 rad").arg(formatDisplay(first));
    else
        lines << tr("Angles %1 … %2 rad")
                     .arg(formatDisplay(first),
                          formatDisplay(encoding.angle(static_cast<double>(last), pair)));
    lines << tr("Value %1").arg(formatDisplay(cell.value));
    if (HeatmapSampler::isAliased(encoding, cell.dimension, layout.positionsPerPixel()))
        lines << HeatmapPlot::aliasingLegend();
    return lines.join(QLatin1Char('\n'));
}

} // namespace pe
