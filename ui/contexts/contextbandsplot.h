// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/contexts/contextbands.h"
#include "ui/contexts/contextbandslayout.h"

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
    using Geometry = ContextBandsLayout::Geometry;
    static constexpr double minRowHeight = ContextBandsLayout::minRowHeight;
    static constexpr double maxBarHeight = 14;

    ContextBandsPlot(const ContextBands &bands, int hoveredPair, const QFont &font,
                     const QPalette &palette);

    void paint(QPainter *painter, const QRectF &rect) const;
    // Where things are (ContextBandsLayout's answers for this plot's bands and font).
    Geometry layout(const QRectF &rect) const { return m_layout.layout(rect); }
    int pairAt(const QRectF &rect, const QPointF &point) const
    {
        return m_layout.pairAt(rect, point);
    }
    std::vector<ContextBands::Row> rows(const QRectF &rect) const { return m_layout.rows(rect); }
    double xOf(const QRectF &panel, double angle) const { return m_layout.xOf(panel, angle); }
    double yOfPair(const Geometry &geometry, int pair) const
    {
        return m_layout.yOfPair(geometry, pair);
    }
    QStringList tickLabels(const QRectF &rect) const { return m_layout.tickLabels(rect); }

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
    ContextBandsLayout m_layout;
    int m_hovered;
    QFont m_font;
    QPalette m_palette;
};

} // namespace pe
