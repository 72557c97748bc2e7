// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/contexts/contextbands.h"

#include <QFont>
#include <QRectF>
#include <QStringList>

#include <vector>

namespace pe {

// Where the Longer contexts chart puts things for a rectangle and a font: title, summary,
// legend, the two panels (before scaling, after the method) and their rows, the angle axis.
// Also the way back from a point to the pair under it. A value type over bands (which must
// outlive it); ContextBandsPlot paints by it.
class ContextBandsLayout
{
public:
    static constexpr double minRowHeight = 8; // two bars of 3 px and their gaps
    static constexpr double maxRowHeight = 72;

    struct Geometry
    {
        QRectF title;
        QRectF summary;
        QRectF legend;
        QRectF header[2];
        QRectF panel[2]; // the rows' area; the 2π mark's label sits just above
        double rowHeight = 0;
        int pairsPerRow = 1;
        int rowCount = 0;
        double pairTitleLeft = 0; // the rotated "Pair i" title
        QRectF angleTitle;
        double tickTop = 0;
        int labelEvery = 1; // decades per tick label
    };

    ContextBandsLayout(const ContextBands &bands, const QFont &font);

    Geometry layout(const QRectF &rect) const;
    // The pair under point (in either panel's rows), or -1.
    int pairAt(const QRectF &rect, const QPointF &point) const;
    // The rows as drawn in rect.
    std::vector<ContextBands::Row> rows(const QRectF &rect) const;
    // The x of an angle in a panel (log scale; 0 and less at the left edge, ∞ at the right).
    double xOf(const QRectF &panel, double angle) const;
    // The vertical centre of a pair in the rows (within its row when rows hold several pairs).
    double yOfPair(const Geometry &geometry, int pair) const;
    // The decade labels in order, every labelEvery-th decade.
    QStringList tickLabels(const QRectF &rect) const;

private:
    const ContextBands &m_bands;
    QFont m_font;
};

} // namespace pe
