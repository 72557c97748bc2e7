// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavecurveitem.h"

#include <QGraphicsSceneMouseEvent>

namespace pe {

WaveCurveItem::WaveCurveItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(false);
}

void WaveCurveItem::setGeometry(const WavePlotFrame &frame)
{
    if (frame == m_frame)
        return;
    prepareGeometryChange(); // the bounds follow the plot rectangle
    m_frame = frame;
    update();
}

void WaveCurveItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const int curve = curveAt(event->pos());
    if (curve < 0) {
        event->ignore(); // to the item under the press
        return;
    }
    event->accept();
    Q_EMIT curveClicked(curve);
}

} // namespace pe
