// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavebandsitem.h"

#include <QGraphicsSceneMouseEvent>
#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace pe {

WaveBandsItem::WaveBandsItem(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(false);
    setZValue(4); // under the lines (4.25), the dots (4.5), the legend (5) and the plot's items
}

void WaveBandsItem::setGeometry(const WavePlotFrame &frame)
{
    if (frame == m_frame)
        return;
    prepareGeometryChange();
    m_frame = frame;
    m_piecesValid = false;
    update();
}

void WaveBandsItem::setBands(const QList<Band> &bands)
{
    if (bands.size() == m_bands.size()) {
        bool same = true;
        for (int i = 0; same && i < bands.size(); ++i)
            same = bands.at(i).fill == m_bands.at(i).fill
                && bands.at(i).upper == m_bands.at(i).upper
                && bands.at(i).lower == m_bands.at(i).lower;
        if (same)
            return;
    }
    m_bands = bands;
    m_piecesValid = false;
    update();
}

QPolygonF WaveBandsItem::mapped(const QList<QPointF> &edge) const
{
    QPolygonF line;
    line.reserve(edge.size());
    for (const QPointF &value : edge)
        line.append(m_frame.map(value.x(), value.y()));
    return line;
}

int WaveBandsItem::bandAt(const QPointF &point) const
{
    if (!m_frame.canMap() || !m_frame.plotArea.contains(point))
        return -1;
    for (int b = static_cast<int>(m_bands.size()) - 1; b >= 0; --b) {
        double upper = 0;
        double lower = 0;
        if (WaveBandPieces::edgeAt(mapped(m_bands.at(b).upper), point.x(), &upper)
            && WaveBandPieces::edgeAt(mapped(m_bands.at(b).lower), point.x(), &lower)
            && point.y() >= std::min(upper, lower) && point.y() <= std::max(upper, lower))
            return b;
    }
    return -1;
}

QList<WaveBandPieces::Piece> WaveBandsItem::pieces(const QTransform &toDevice) const
{
    if (m_piecesValid && toDevice == m_piecesTransform)
        return m_pieces;
    QList<WaveBandPieces::Band> bands;
    if (m_frame.canMap()) {
        for (const Band &band : m_bands) {
            if (band.upper.isEmpty() || band.lower.isEmpty())
                continue;
            bands.append(
                { toDevice.map(mapped(band.upper)), toDevice.map(mapped(band.lower)), band.fill });
        }
    }
    // The device pixels whose centres lie in the plot.
    const QRectF plot = toDevice.mapRect(m_frame.plotArea);
    const int left = static_cast<int>(std::ceil(plot.left() - 0.5));
    const int top = static_cast<int>(std::ceil(plot.top() - 0.5));
    const int right = static_cast<int>(std::ceil(plot.right() - 0.5));
    const int bottom = static_cast<int>(std::ceil(plot.bottom() - 0.5));
    m_pieces = bands.isEmpty()
        ? QList<WaveBandPieces::Piece>()
        : WaveBandPieces::of(bands, QRect(left, top, right - left, bottom - top));
    m_piecesTransform = toDevice;
    m_piecesValid = true;
    return m_pieces;
}

QRectF WaveBandsItem::boundingRect() const
{
    return m_frame.plotArea;
}

void WaveBandsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_frame.canMap() || m_bands.isEmpty())
        return;
    painter->save();
    const QTransform toDevice = painter->deviceTransform();
    const bool raster
        = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    if (raster && toDevice.type() <= QTransform::TxScale && toDevice.m11() > 0
        && toDevice.m22() > 0) {
        const QList<WaveBandPieces::Piece> drawn = pieces(toDevice);
        // Device pixels: what is left of the transform once the item's is gone (the screen's
        // pixel ratio) is undone.
        painter->resetTransform();
        painter->setWorldTransform(painter->deviceTransform().inverted());
        painter->setRenderHint(QPainter::Antialiasing, false);
        for (const WaveBandPieces::Piece &piece : drawn)
            painter->fillRect(piece.rect, piece.color);
    } else {
        // A printer or SVG: each band a polygon, its upper edge then its lower edge back.
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setClipRect(m_frame.plotArea, Qt::IntersectClip);
        painter->setPen(Qt::NoPen);
        for (const Band &band : std::as_const(m_bands)) {
            if (band.upper.isEmpty() || band.lower.isEmpty())
                continue;
            QPolygonF outline = mapped(band.upper);
            const QPolygonF lower = mapped(band.lower);
            for (qsizetype k = lower.size() - 1; k >= 0; --k)
                outline.append(lower.at(k));
            painter->setBrush(band.fill);
            painter->drawPolygon(outline);
        }
    }
    painter->restore();
}

void WaveBandsItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const int band = bandAt(event->pos());
    if (band < 0) {
        event->ignore();
        return;
    }
    event->accept();
    Q_EMIT curveClicked(band);
}

} // namespace pe
