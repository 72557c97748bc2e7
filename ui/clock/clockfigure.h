// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/clock/clockgrid.h"

#include <QFont>
#include <QPalette>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace pe {

// The clock view's export figure (PNG, SVG, --render clock): a heading, the legend of the two
// hands, the notes under it, and the grid's dials laid out for what is left of the target: all of
// them when they fit at a readable size, else the page that holds the grid's first visible dial.
// The texts are the view's; this lays them out and draws them.
class ClockFigure
{
public:
    // The dials a target shows, and where.
    struct Dials
    {
        QRectF area;
        ClockGrid::Layout layout;
        int first = 0;
        int count = 0;
    };

    // notes: wrapped under the legend, each its own paragraph.
    ClockFigure(const ClockGrid &grid, const QFont &font, const QPalette &palette,
                const QStringList &notes);

    Dials dialsFor(const QRectF &target) const;
    // heading names the dials drawn; legend: the label of the hand at p, then of the one at q.
    void paint(QPainter *painter, const QRectF &target, const Dials &dials, const QString &heading,
               const QStringList &legend) const;

private:
    QFont headingFont() const;

    const ClockGrid &m_grid;
    QFont m_font;
    QPalette m_palette;
    QStringList m_notes;
};

} // namespace pe
