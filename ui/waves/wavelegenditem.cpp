// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavelegenditem.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double sampleWidth = 34; // the line sample before each name
    constexpr double gap = 8;
    constexpr double padding = 6;
} // namespace

WaveLegendItem::WaveLegendItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QFont WaveLegendItem::valueFont(const QFont &font)
{
    QFont small = font;
    if (font.pointSizeF() > 0)
        small.setPointSizeF(font.pointSizeF() * 0.9);
    else
        small.setPixelSize(std::max(8, font.pixelSize() * 9 / 10));
    return small;
}

WaveLegendItem::Grid WaveLegendItem::gridFor(const QList<Entry> &entries, const QFont &font,
                                             double width)
{
    Grid grid;
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF nameMetrics(bold);
    const QFontMetricsF valueMetrics(valueFont(font));
    double textWidth = 0;
    bool anyValues = false;
    for (const Entry &entry : entries) {
        textWidth = std::max(textWidth, nameMetrics.horizontalAdvance(entry.name));
        textWidth = std::max(textWidth, valueMetrics.horizontalAdvance(entry.values));
        anyValues = anyValues || !entry.values.isEmpty();
    }
    grid.cellWidth = sampleWidth + gap + textWidth + 3 * gap;
    grid.cellHeight = nameMetrics.height() + (anyValues ? valueMetrics.height() : 0) + padding;
    grid.columns = std::max(1, static_cast<int>((width - 2 * padding) / grid.cellWidth));
    grid.columns = std::min(grid.columns, std::max(1, static_cast<int>(entries.size())));
    return grid;
}

double WaveLegendItem::heightFor(const QList<Entry> &entries, const QFont &font, double width)
{
    if (entries.isEmpty())
        return 0;
    const Grid grid = gridFor(entries, font, width);
    const int rows = static_cast<int>((entries.size() + grid.columns - 1) / grid.columns);
    return rows * grid.cellHeight + 2 * padding;
}

bool WaveLegendItem::fits(const Entry &entry, const QFont &font, double width)
{
    return gridFor({ entry }, font, width).cellWidth - 2 * gap <= width - 2 * padding;
}

void WaveLegendItem::setRect(const QRectF &rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
    update();
}

void WaveLegendItem::setEntries(const QList<Entry> &entries)
{
    m_entries = entries;
    update();
}

void WaveLegendItem::setFont(const QFont &font)
{
    m_font = font;
    update();
}

void WaveLegendItem::setTextColors(const QColor &text, const QColor &muted)
{
    m_text = text;
    m_muted = muted;
    update();
}

QRectF WaveLegendItem::boundingRect() const
{
    return m_rect;
}

void WaveLegendItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_entries.isEmpty() || m_rect.isEmpty())
        return;
    const Grid grid = gridFor(m_entries, m_font, m_rect.width());
    QFont bold = m_font;
    bold.setBold(true);
    const QFont small = valueFont(m_font);
    const QFontMetricsF nameMetrics(bold);
    const QFontMetricsF valueMetrics(small);
    // Centre the block of columns horizontally.
    const double used = grid.columns * grid.cellWidth;
    const double left = m_rect.left() + std::max(padding, (m_rect.width() - used) / 2);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(m_rect);
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry &entry = m_entries.at(i);
        const int row = i / grid.columns;
        const int column = i % grid.columns;
        const QPointF origin(left + column * grid.cellWidth,
                             m_rect.top() + padding + row * grid.cellHeight);
        const double lineY = origin.y() + nameMetrics.height() / 2;
        QPen pen = entry.pen;
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(QPointF(origin.x(), lineY), QPointF(origin.x() + sampleWidth, lineY));

        const double textX = origin.x() + sampleWidth + gap;
        QFont nameFont = m_font;
        nameFont.setBold(entry.highlighted);
        painter->setFont(nameFont);
        painter->setPen(m_text);
        painter->drawText(QPointF(textX, origin.y() + nameMetrics.ascent()), entry.name);
        if (!entry.values.isEmpty()) {
            painter->setFont(small);
            painter->setPen(m_muted);
            painter->drawText(
                QPointF(textX, origin.y() + nameMetrics.height() + valueMetrics.ascent()),
                entry.values);
        }
    }
    painter->restore();
}

} // namespace pe
