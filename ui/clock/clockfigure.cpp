// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockfigure.h"

#include "ui/clock/clockdial.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace pe {

namespace {
    constexpr double margin = 8;
} // namespace

ClockFigure::ClockFigure(const ClockGrid &grid, const QFont &font, const QPalette &palette,
                         const QStringList &notes)
    : m_grid(grid)
    , m_font(font)
    , m_palette(palette)
    , m_notes(notes)
{
}

QFont ClockFigure::headingFont() const
{
    QFont headingFont = m_font;
    headingFont.setBold(true);
    return headingFont;
}

ClockFigure::Dials ClockFigure::dialsFor(const QRectF &target) const
{
    const QFont dialFont = m_grid.dialFont();
    const QFontMetricsF hm(headingFont());
    const QFontMetricsF fm(m_font);
    const double textWidth = target.width() - 2 * margin;
    const double left = target.left() + margin;
    double notesHeight = 0;
    for (const QString &n : m_notes)
        notesHeight += fm.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap, n).height();
    const double y = target.top() + margin;
    Dials dials;
    dials.area
        = QRectF(left, y + hm.height() + fm.height() + notesHeight + margin, textWidth,
                 target.bottom() - margin - (y + hm.height() + fm.height() + notesHeight + margin));
    const int pairs = m_grid.pairCount();
    dials.layout = ClockGrid::layoutFor(dials.area.size(), pairs, m_grid.minCellWidth(dialFont),
                                        ClockDial::captionHeight(dialFont));
    const int perPage = dials.layout.perPage();
    dials.first = perPage >= pairs ? 0 : m_grid.firstVisiblePair() / perPage * perPage;
    dials.count = std::min(perPage, pairs - dials.first);
    return dials;
}

void ClockFigure::paint(QPainter *painter, const QRectF &target, const Dials &dials,
                        const QString &heading, const QStringList &legend) const
{
    painter->save();
    painter->fillRect(target, m_palette.color(QPalette::Window));
    const QFont bold = headingFont();
    const QFontMetricsF hm(bold);
    const QFontMetricsF fm(m_font);
    const double textWidth = target.width() - 2 * margin;
    const double left = target.left() + margin;
    double y = target.top() + margin;

    const QColor text = m_palette.color(QPalette::WindowText); // on the window colour
    painter->setPen(text);
    painter->setFont(bold);
    painter->drawText(QRectF(left, y, textWidth, hm.height()), Qt::AlignLeft,
                      hm.elidedText(heading, Qt::ElideRight, textWidth));
    y += hm.height();
    // Legend: a swatch of each hand's colour, then its label.
    painter->setFont(m_font);
    const ClockDial::Style s = ClockDial::style(m_palette);
    double x = left;
    for (int k = 0; k < legend.size(); ++k) {
        painter->setPen(QPen(k == 0 ? s.handP : s.handQ, 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(x + 2, y + fm.height() / 2),
                          QPointF(x + 26, y + fm.height() / 2));
        x += 32;
        painter->setPen(text);
        painter->drawText(QPointF(x, y + fm.ascent()), legend.at(k));
        x += fm.horizontalAdvance(legend.at(k)) + 24;
    }
    y += fm.height();
    for (const QString &n : m_notes) {
        QRectF used;
        painter->drawText(QRectF(left, y, textWidth, target.bottom() - y), Qt::TextWordWrap, n,
                          &used);
        y += used.height();
    }
    m_grid.paintDials(painter, dials.area, dials.layout, dials.first, dials.count, false);
    painter->restore();
}

} // namespace pe
