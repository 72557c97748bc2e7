// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/wavecurveitem.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

namespace pe {

// The whole positions of the wave plot's lines, a dot each, drawn over the lines by one item.
// (Qt Charts' scatter series makes a graphics item per point: the 400 dots of the default size
// took 23 ms of every repaint of the plot, here under 1 ms.) Knows nothing of the chart library:
// WavePlot hands it the plot rectangle and the axis ranges, as to WaveMarkerItem.
class WaveDotsItem : public WaveCurveItem
{
    Q_OBJECT

public:
    struct Curve
    {
        QList<QPointF> values; // (position, value) in the axes' units
        QColor color;
    };

    explicit WaveDotsItem(QGraphicsItem *parent = nullptr);

    // The dots of each curve, diameter pixels across; an empty list hides them.
    void setCurves(const QList<Curve> &curves, double diameter);
    const QList<Curve> &curves() const { return m_curves; }
    double diameter() const { return m_diameter; }
    // The index of the curve whose dot is nearest to point and within reach of it (a few pixels
    // around the dot, for a finger or a shaky hand); -1 when none is.
    int curveAt(const QPointF &point) const override;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QList<Curve> m_curves;
    double m_diameter = 5;
};

} // namespace pe
