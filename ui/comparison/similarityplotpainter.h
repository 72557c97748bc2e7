// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/comparison/similarityplot.h"

class QPainter;

namespace pe {

// Draws a SimilarityPlot: title, caption, the two panels with their grid, ticks, rotated titles
// and curves, the rings of the distance's dip, the markers at p and q with their captions, and
// the values at q in labels clear of the curves. Kept apart from SimilarityPlot, which decides
// what goes where and what it says; this only strokes, fills and writes.
class SimilarityPlotPainter
{
public:
    SimilarityPlotPainter(const SimilarityPlot &plot, QPainter *painter);

    void paint(const QRectF &rect) const;

private:
    void paintPanel(const QRectF &panel, const SimilarityPlot::Geometry &g,
                    SimilarityPlot::Axis axis) const;
    void paintMarkers(const SimilarityPlot::Geometry &g) const;
    void paintValueLabel(const QRectF &panel, const QPointF &at, const QString &text,
                         const QList<QPointF> &curve) const;

    const SimilarityPlot &m_plot;
    QPainter *m_painter;
};

} // namespace pe
