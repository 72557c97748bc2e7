// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavedotsitem.h"

#include <QPainter>

#include <cmath>

namespace pe {

namespace {
    constexpr double grabMargin = 3.0; // pixels around a dot that still press on it
} // namespace

WaveDotsItem::WaveDotsItem(QGraphicsItem *parent)
    : WaveCurveItem(parent)
{
    setZValue(4.5); // over Qt Charts' lines (4), under its legend (5) and the plot's own items
}

void WaveDotsItem::setCurves(const QList<Curve> &curves, double diameter)
{
    if (diameter == m_diameter && curves.size() == m_curves.size()) {
        bool same = true;
        for (int i = 0; same && i < curves.size(); ++i)
            same = curves.at(i).color == m_curves.at(i).color
                && curves.at(i).values == m_curves.at(i).values;
        if (same)
            return;
    }
    if (diameter != m_diameter)
        prepareGeometryChange();
    m_curves = curves;
    m_diameter = diameter;
    update();
}

int WaveDotsItem::curveAt(const QPointF &point) const
{
    const double reach = m_diameter / 2 + grabMargin;
    int nearest = -1;
    double best = reach * reach;
    for (int c = 0; c < m_curves.size(); ++c)
        for (const QPointF &value : m_curves.at(c).values) {
            const QPointF offset = map(value) - point;
            const double distance = QPointF::dotProduct(offset, offset);
            if (distance <= best) {
                best = distance;
                nearest = c;
            }
        }
    return nearest;
}

QRectF WaveDotsItem::boundingRect() const
{
    if (frame().plotArea.isEmpty())
        return {};
    const double reach = m_diameter / 2 + grabMargin + 1; // antialiasing included
    return frame().plotArea.adjusted(-reach, -reach, reach, reach);
}

void WaveDotsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!frame().canMap())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    const double radius = m_diameter / 2;
    for (const Curve &curve : m_curves) {
        painter->setBrush(curve.color);
        for (const QPointF &value : curve.values)
            painter->drawEllipse(map(value), radius, radius);
    }
    painter->restore();
}

} // namespace pe
