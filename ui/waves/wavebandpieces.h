// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPolygonF>
#include <QRect>

namespace pe {

// The wave plot's translucent bands as the screen shows them: rectangles of one colour each, the
// bands that cover a rectangle composed into one translucent colour (source over is associative,
// so one fill of the composed colour gives what the bands drawn one over another give, up to 8-bit
// rounding). Eight bands over the whole plot, each filled as an antialiased polygon, blended about
// ten million pixels (12 ms on this machine); their pieces blend each pixel once. A pixel belongs
// to a band when its centre lies between the band's edges, as a polygon without antialiasing fills
// it.
class WaveBandPieces
{
public:
    struct Band
    {
        QPolygonF upper; // the top edge in device pixels, in order of x
        QPolygonF lower; // the bottom edge, the same
        QColor fill; // translucent
    };
    struct Piece
    {
        QRect rect;
        QColor color;
    };

    // The pieces of bands within area (device pixels), later bands over earlier ones, to be
    // filled in their order. The pieces of up to 64 bands do not overlap, and pixels no band
    // covers are in none; each further 64 bands add pieces of their own, drawn over those.
    static QList<Piece> of(const QList<Band> &bands, const QRect &area);
    // fills drawn one over another, the first at the bottom, as one colour.
    static QColor composed(const QList<QColor> &fills);
    // The edge's y at x (linear between its points); false outside its first and last x.
    static bool edgeAt(const QPolygonF &edge, double x, double *y);
};

} // namespace pe
