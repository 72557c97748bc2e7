// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/contexts/contextbands.h"

#include <QFont>
#include <QPalette>
#include <QRectF>

#include <vector>

class QPainter;

namespace pe {

// Paints the Longer contexts chart for the screen and for export alike: two panels side by side,
// before scaling and after the chosen method, with one row per pair (or per group of consecutive
// pairs when they do not fit), in each row the band training saw over the band the run needs, on
// one logarithmic angle axis with a mark at one full turn, 2π. Unseen angles are drawn in their
// own colour and their rows tinted. A value type over bands (which must outlive it).
class ContextBandsPlot
{
public:
    static constexpr double minRowHeight = 8; // two bars of 3 px and their gaps
    static constexpr double maxRowHeight = 72;
    static constexpr double maxBarHeight = 14;

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

    ContextBandsPlot(const ContextBands &bands, int hoveredPair, const QFont &font,
                     const QPalette &palette);

    Geometry layout(const QRectF &rect) const;
    void paint(QPainter *painter, const QRectF &rect) const;
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
    void paintPanel(QPainter *painter, const Geometry &g, int side,
                    const std::vector<ContextBands::Row> &rows) const;
    void paintRow(QPainter *painter, const QRectF &panel, const QRectF &row,
                  const ContextBands::Row &data, bool after) const;
    void paintAxis(QPainter *painter, const Geometry &g, int side) const;
    void paintLegend(QPainter *painter, const QRectF &legend) const;
    void paintPairAxis(QPainter *painter, const Geometry &g) const;
    void paintHovered(QPainter *painter, const Geometry &g) const;
    QColor color(int which) const; // 0 training, 1 run, 2 unseen, 3 the 2π mark

    const ContextBands &m_bands;
    int m_hovered;
    QFont m_font;
    QPalette m_palette;
};

} // namespace pe
