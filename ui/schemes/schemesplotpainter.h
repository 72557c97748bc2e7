// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/schemes/schemesplot.h"

class QPainter;

namespace pe {

// Draws a SchemesPlot: title, caption, legend, both y axes on one grid, the curves (with marks
// at whole distances when they are apart), the heads' labels and the hovered distance. Kept apart
// from SchemesPlot, which decides what goes where; this only strokes and fills.
class SchemesPlotPainter
{
public:
    SchemesPlotPainter(const SchemesPlot &plot, QPainter *painter);

    void paint(const QRectF &rect) const;

private:
    void paintAxes(const SchemesPlot::Geometry &g) const;
    void paintCurves(const SchemesPlot::Geometry &g) const;
    void paintHeadLabels(const SchemesPlot::Geometry &g) const;
    void paintHover(const SchemesPlot::Geometry &g) const;
    void paintLegend(const SchemesPlot::Geometry &g) const;
    void paintMark(PositionScheme curve, const QPointF &at, double size, const QColor &color) const;

    const SchemesPlot &m_plot;
    QPainter *m_painter;
};

} // namespace pe
