// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace pe {

// One curve of the similarity view, drawn at a cost that follows the pixels, not the samples.
// While the points are fewer than the panel's pixel columns they are a polyline (with dots when
// there is room for them). When there are more (up to two per column while the positions are
// thinned out), a polyline would zigzag from top to bottom in every column, and stroking 16384
// such segments over a panel 4000 pixels high kept the rasterizer busy for 20 s: instead each
// column gets one bar from its lowest to its highest point, reaching the neighbours' ends, so
// the band looks as the dense polyline did, drawn with one rectangle per column.
class SimilarityCurve
{
public:
    // points: in the painter's coordinates, x ascending.
    static void paint(QPainter *painter, const QList<QPointF> &points, const QRectF &panel,
                      const QColor &color);
    // Whether points that many are drawn as the band of columns on a panel that wide.
    static bool isBand(qsizetype pointCount, double panelWidth);
    // The band's bars: per pixel column x .. x + 1 the vertical span its points and the joins to
    // its neighbours cover, lineWidth wide around the column's middle.
    static QList<QRectF> bandBars(const QList<QPointF> &points, double lineWidth);
};

} // namespace pe
