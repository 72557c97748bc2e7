// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveplotframe.h"

#include <QColor>
#include <QGraphicsObject>
#include <QList>
#include <QPointF>
#include <QRectF>

namespace pe {

// The whole positions of the wave plot's lines, a dot each, drawn over the lines by one item.
// (Qt Charts' scatter series makes a graphics item per point: the 400 dots of the default size
// took 23 ms of every repaint of the plot, here under 1 ms.) Knows nothing of the chart library:
// WavePlot hands it the plot rectangle and the axis ranges, as to WaveMarkerItem.
class WaveDotsItem : public QGraphicsObject
{
    Q_OBJECT

public:
    struct Curve
    {
        QList<QPointF> values; // (position, value) in the axes' units
        QColor color;
    };

    explicit WaveDotsItem(QGraphicsItem *parent = nullptr);

    void setGeometry(const WavePlotFrame &frame);
    // The dots of each curve, diameter pixels across; an empty list hides them.
    void setCurves(const QList<Curve> &curves, double diameter);
    const QList<Curve> &curves() const { return m_curves; }
    double diameter() const { return m_diameter; }
    // Where a value is drawn, in item coordinates.
    QPointF map(const QPointF &value) const;
    // The index of the curve whose dot is nearest to point and within reach of it (a few pixels
    // around the dot, for a finger or a shaky hand); -1 when none is.
    int curveAt(const QPointF &point) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

Q_SIGNALS:
    // The user pressed on a dot of curves().at(index).
    void curveClicked(int index);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    WavePlotFrame m_frame;
    QList<Curve> m_curves;
    double m_diameter = 5;
};

} // namespace pe
