// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavebandsitem.h"

#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace pe {

WaveBandsItem::WaveBandsItem(QGraphicsItem *parent)
    : WaveCurveItem(parent)
{
    setZValue(4); // under the lines (4.25), the dots (4.5), the legend (5) and the plot's items
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
        line.append(map(value));
    return line;
}

int WaveBandsItem::curveAt(const QPointF &point) const
{
    if (!frame().canMap() || !frame().plotArea.contains(point))
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
    if (m_piecesValid && toDevice == m_piecesTransform && frame() == m_piecesFrame)
        return m_pieces;
    QList<WaveBandPieces::Band> bands;
    if (frame().canMap()) {
        for (const Band &band : m_bands) {
            if (band.upper.isEmpty() || band.lower.isEmpty())
                continue;
            bands.append(
                { toDevice.map(mapped(band.upper)), toDevice.map(mapped(band.lower)), band.fill });
        }
    }
    // The device pixels whose centres lie in the plot.
    const QRectF plot = toDevice.mapRect(frame().plotArea);
    const int left = static_cast<int>(std::ceil(plot.left() - 0.5));
    const int top = static_cast<int>(std::ceil(plot.top() - 0.5));
    const int right = static_cast<int>(std::ceil(plot.right() - 0.5));
    const int bottom = static_cast<int>(std::ceil(plot.bottom() - 0.5));
    m_pieces = bands.isEmpty()
        ? QList<WaveBandPieces::Piece>()
        : WaveBandPieces::of(bands, QRect(left, top, right - left, bottom - top));
    m_piecesTransform = toDevice;
    m_piecesFrame = frame();
    m_piecesValid = true;
    return m_pieces;
}

QRectF WaveBandsItem::boundingRect() const
{
    return frame().plotArea;
}

void WaveBandsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!frame().canMap() || m_bands.isEmpty())
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
        painter->setClipRect(frame().plotArea, Qt::IntersectClip);
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

} // namespace pe
