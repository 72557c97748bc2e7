// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/wavebandpieces.h"
#include "ui/waves/wavecurveitem.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QTransform>

namespace pe {

// The wave plot's bands (waves too fast for the pixels), all drawn by one item under the lines.
// On screen (the raster engine, with no rotation) they are filled as WaveBandPieces: each pixel
// blended once, with the colour of all the bands over it. Printers and SVG get each band as a
// translucent polygon. Knows nothing of the chart library: WavePlot hands it the plot rectangle
// and the axis ranges, as to WaveLinesItem.
class WaveBandsItem : public WaveCurveItem
{
    Q_OBJECT

public:
    struct Band
    {
        // The edges in the axes' units, in order of position; both empty for a curve that is a
        // line, not a band.
        QList<QPointF> upper;
        QList<QPointF> lower;
        QColor fill;
    };

    explicit WaveBandsItem(QGraphicsItem *parent = nullptr);

    void setBands(const QList<Band> &bands);
    const QList<Band> &bands() const { return m_bands; }
    // The index of the top band with point (item coordinates) between its edges; -1 when none.
    int curveAt(const QPointF &point) const override;
    // What paint() fills on a raster device whose transform from item coordinates is
    // toDevice (a scale and a move), in device pixels.
    QList<WaveBandPieces::Piece> pieces(const QTransform &toDevice) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QPolygonF mapped(const QList<QPointF> &edge) const;

    QList<Band> m_bands;
    // The last pieces painted, for the transform and frame they were made for (a repaint of the
    // same bands makes them again only when the plot moved or the bands changed).
    mutable QList<WaveBandPieces::Piece> m_pieces;
    mutable QTransform m_piecesTransform;
    mutable WavePlotFrame m_piecesFrame;
    mutable bool m_piecesValid = false;
};

} // namespace pe
