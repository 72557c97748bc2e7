// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/wavecurveitem.h"

#include <QLineF>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace pe {

// The wave plot's lines (not its bands), all drawn by one item over the chart. On screen each
// line is drawn as its segments, with square caps that close the joints: the raster engine has a
// fast path for straight antialiased lines, while a polyline or a dashed pen goes through its
// general path filler (a line of the default size across the plot took 1.2 ms that way, 0.1 ms
// this way; the dashed cosines were half of the 11 ms the chart took to draw). A dashed line is
// cut into its dashes here, each shortened by the caps' reach, so that the dashes and gaps come
// out as long as the pen's pattern makes them. Printers and SVG get each line as one polyline
// with its own pen. Knows nothing of the chart library: WavePlot hands it the plot rectangle and
// the axis ranges, as to WaveDotsItem.
class WaveLinesItem : public WaveCurveItem
{
    Q_OBJECT

public:
    struct Curve
    {
        QList<QPointF> values; // (position, value) in the axes' units, in order of position
        QPen pen;
    };

    explicit WaveLinesItem(QGraphicsItem *parent = nullptr);

    void setCurves(const QList<Curve> &curves);
    const QList<Curve> &curves() const { return m_curves; }
    // The index of the curve whose line passes nearest to point and within reach of it (half its
    // width and a few pixels more); -1 when none does.
    int curveAt(const QPointF &point) const override;

    // The dashes of a dashed line: pattern lengths (dash, gap, dash, ...) in the line's own units,
    // starting offset along the pattern. Each dash is a polyline along the line, the pattern
    // running on across the line's joints, as QPen draws it.
    static QList<QPolygonF> dashes(const QPolygonF &line, const QList<qreal> &pattern,
                                   qreal offset);
    // What the item strokes, with drawnPen(pen), to draw line with pen: its segments, or for a
    // dashed pen the segments of its dashes. Square caps reach half the width past each end, so
    // each dash is that much shorter at both ends here.
    static QList<QLineF> segments(const QPolygonF &line, const QPen &pen);
    // pen, solid, with square caps in place of flat ones (they close the joints between
    // segments); a round cap stays round.
    static QPen drawnPen(const QPen &pen);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QPolygonF mapped(const Curve &curve) const;
    double widestPen() const;

    QList<Curve> m_curves;
};

} // namespace pe
