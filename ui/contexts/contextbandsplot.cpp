// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextbandsplot.h"

#include "core/sampling/axisticks.h"
#include "ui/common/viewpalette.h"
#include "ui/contexts/contextbandstext.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
} // namespace

ContextBandsPlot::ContextBandsPlot(const ContextBands &bands, int hoveredPair, const QFont &font,
                                   const QPalette &palette)
    : m_bands(bands)
    , m_layout(bands, font)
    , m_hovered(hoveredPair)
    , m_font(font)
    , m_palette(palette)
{
}

QColor ContextBandsPlot::color(int which) const
{
    // The shared palette's first three curve colours: told apart with colour vision deficiency
    // too.
    if (which >= 0 && which < 3)
        return ViewPalette(m_palette).curve(which);
    return m_palette.color(QPalette::WindowText);
}

void ContextBandsPlot::paint(QPainter *painter, const QRectF &rect) const
{
    const Geometry g = layout(rect);
    const std::vector<ContextBands::Row> rowData = m_bands.rows(g.pairsPerRow);
    const QColor text = m_palette.color(QPalette::WindowText);
    painter->save();
    painter->fillRect(rect, m_palette.color(QPalette::Window));
    QFont bold = m_font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(text);
    painter->drawText(g.title, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      ContextBandsText::title(m_bands));
    painter->setFont(m_font);
    painter->drawText(g.summary, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      ContextBandsText::summary(m_bands));
    paintLegend(painter, g.legend);
    paintPairAxis(painter, g);
    for (int side = 0; side < 2; ++side) {
        paintPanel(painter, g, side, rowData);
        paintAxis(painter, g, side);
    }
    painter->setPen(text);
    painter->drawText(g.angleTitle, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      ContextBandsText::angleAxisTitle());
    paintHovered(painter, g);
    painter->restore();
}

void ContextBandsPlot::paintLegend(QPainter *painter, const QRectF &legend) const
{
    const QFontMetricsF metrics(m_font);
    const double line = metrics.height();
    const QString texts[] = { ContextBandsText::trainingLegend(), ContextBandsText::runLegend(),
                              ContextBandsText::unseenLegend(), ContextBandsText::turnLegend() };
    double total = 0;
    for (const QString &t : texts)
        total += line + 4 + metrics.horizontalAdvance(t) + 16;
    const bool twoLines = legend.height() > line * 1.5;
    double x = twoLines ? legend.left() : legend.center().x() - total / 2;
    double y = legend.top();
    for (int k = 0; k < 4; ++k) {
        const double w = line + 4 + metrics.horizontalAdvance(texts[k]);
        if (twoLines && x + w > legend.right() && x > legend.left()) {
            x = legend.left();
            y += line + 2;
        }
        const QRectF swatch(x, y + line * 0.25, line, line * 0.5);
        if (k == 3) {
            painter->setPen(QPen(color(3), 1.5, Qt::DashLine));
            painter->drawLine(QPointF(swatch.center().x(), y),
                              QPointF(swatch.center().x(), y + line));
        } else {
            painter->fillRect(swatch, color(k));
        }
        painter->setPen(m_palette.color(QPalette::WindowText));
        painter->drawText(QRectF(x + line + 4, y, w, line), Qt::AlignLeft | Qt::AlignVCenter,
                          texts[k]);
        x += w + 16;
    }
}

void ContextBandsPlot::paintPairAxis(QPainter *painter, const Geometry &g) const
{
    const QFontMetricsF metrics(m_font);
    const QColor text = m_palette.color(QPalette::WindowText);
    const QRectF &panel = g.panel[0];
    const int count = m_bands.pairCount();
    painter->setPen(text);
    int step = 1;
    if (g.pairsPerRow > 1 || g.rowHeight < metrics.height() * 1.1) {
        const int target = std::max(1, static_cast<int>(panel.height() / (metrics.height() * 1.8)));
        step = std::max(g.pairsPerRow,
                        static_cast<int>(std::ceil(AxisTicks::niceStep(count, target))));
    }
    for (int k = 0; k < count; k += step) {
        const double y = yOfPair(g, k);
        painter->drawText(QRectF(g.pairTitleLeft, y - metrics.height() / 2,
                                 panel.left() - 6 - g.pairTitleLeft, metrics.height()),
                          Qt::AlignRight | Qt::AlignVCenter, QString::number(k));
    }
    painter->save();
    painter->translate(g.pairTitleLeft, panel.center().y());
    painter->rotate(-90);
    const double length = std::max(panel.height(), 4 * metrics.height());
    painter->drawText(
        QRectF(-length / 2, 0, length, metrics.height()), Qt::AlignCenter,
        metrics.elidedText(ContextBandsText::pairAxisTitle(), Qt::ElideRight, length));
    painter->restore();
}

void ContextBandsPlot::paintPanel(QPainter *painter, const Geometry &g, int side,
                                  const std::vector<ContextBands::Row> &rows) const
{
    const QRectF &panel = g.panel[side];
    const QFontMetricsF metrics(m_font);
    const QColor text = m_palette.color(QPalette::WindowText);
    const bool after = side == 1;
    painter->setPen(text);
    painter->drawText(g.header[side], Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
                      after ? ContextBandsText::afterHeader(m_bands)
                            : ContextBandsText::beforeHeader(m_bands));
    if (after && !m_bands.hasAfter()) {
        painter->drawText(panel, Qt::AlignCenter | Qt::TextWordWrap,
                          ContextBandsText::summary(m_bands));
        return;
    }
    QColor grid = text;
    grid.setAlphaF(0.15);
    grid = ViewPalette::flattened(grid, m_palette.color(QPalette::Window));
    const double perDecade = panel.width() / (m_bands.maxDecade() - m_bands.minDecade());
    painter->setPen(QPen(grid, 1));
    for (int k = m_bands.minDecade(); k <= m_bands.maxDecade(); ++k) {
        if (perDecade < 3 && k % g.labelEvery != 0)
            continue; // grid lines closer than 3 px would fill the panel
        const double x = xOf(panel, std::pow(10.0, k));
        painter->drawLine(QPointF(x, panel.top()), QPointF(x, panel.bottom()));
    }
    if (m_hovered >= 0 && m_hovered < m_bands.pairCount()) {
        const int row = m_hovered / g.pairsPerRow;
        QColor highlight = m_palette.color(QPalette::Highlight);
        highlight.setAlphaF(0.22);
        painter->fillRect(
            QRectF(panel.left(), panel.top() + row * g.rowHeight, panel.width(), g.rowHeight),
            highlight);
    }
    for (size_t r = 0; r < rows.size(); ++r)
        paintRow(
            painter, panel,
            QRectF(panel.left(), panel.top() + double(r) * g.rowHeight, panel.width(), g.rowHeight),
            rows[r], after);
    painter->setPen(QPen(m_palette.color(QPalette::Mid), 1));
    painter->drawLine(panel.bottomLeft(), panel.bottomRight());
    painter->drawLine(panel.topLeft(), panel.bottomLeft());
    // One full turn: pairs whose training band reaches past it have seen every angle.
    const double turn = xOf(panel, twoPi);
    painter->setPen(QPen(color(3), 1.5, Qt::DashLine));
    painter->drawLine(QPointF(turn, panel.top() - 2), QPointF(turn, panel.bottom()));
    painter->drawText(QRectF(turn - 30, panel.top() - metrics.height() - 2, 60, metrics.height()),
                      Qt::AlignCenter, ContextBandsText::turnMark());
}

void ContextBandsPlot::paintRow(QPainter *painter, const QRectF &panel, const QRectF &row,
                                const ContextBands::Row &data, bool after) const
{
    const int unseen = after ? data.unseenAfter : data.unseenBefore;
    if (unseen > 0) {
        QColor tint = color(2);
        tint.setAlphaF(0.10);
        painter->fillRect(row, tint);
    }
    const double gap = std::clamp(row.height() * 0.12, 1.0, 4.0);
    const double bar = std::min(maxBarHeight, (row.height() - 3 * gap) / 2);
    // Tall rows (few pairs) keep their bars together in the middle.
    const double top = row.top() + (row.height() - 2 * bar - gap) / 2;
    const QRectF trainedBar(panel.left(), top, 0, bar);
    const QRectF runBar(panel.left(), top + gap + bar, 0, bar);
    // Solid up to the row's smallest band end, lighter up to its largest: with one pair a row
    // the two are the same.
    const auto band = [&](const QRectF &barRect, const ContextBands::Range &range, QColor fill) {
        const double low = xOf(panel, range.low);
        const double high = xOf(panel, range.high);
        painter->fillRect(QRectF(barRect.left(), barRect.top(), low - barRect.left(), bar), fill);
        fill.setAlphaF(0.45);
        painter->fillRect(QRectF(low, barRect.top(), high - low, bar), fill);
    };
    band(trainedBar, data.trained, color(0));
    band(runBar, after ? data.after : data.before, color(1));
    if (unseen > 0) {
        const ContextBands::Range &span = after ? data.unseenAfterSpan : data.unseenBeforeSpan;
        const double low = xOf(panel, span.low);
        const double high = xOf(panel, span.high);
        painter->fillRect(QRectF(low, runBar.top(), std::max(1.0, high - low), bar), color(2));
    }
}

void ContextBandsPlot::paintAxis(QPainter *painter, const Geometry &g, int side) const
{
    if (side == 1 && !m_bands.hasAfter())
        return;
    const QRectF &panel = g.panel[side];
    const QFontMetricsF metrics(m_font);
    painter->setPen(m_palette.color(QPalette::WindowText));
    for (int k = m_bands.minDecade(); k <= m_bands.maxDecade(); ++k) {
        if (k % g.labelEvery != 0)
            continue;
        const double x = xOf(panel, std::pow(10.0, k));
        const QString label = ContextBandsText::decadeLabel(k);
        const double w = metrics.horizontalAdvance(label) + 4;
        // The end labels stay inside the panel's width.
        const double left = std::clamp(x - w / 2, panel.left() - w / 2, panel.right() + 4 - w);
        painter->drawText(QRectF(left, g.tickTop, w, metrics.height()), Qt::AlignCenter, label);
    }
}

void ContextBandsPlot::paintHovered(QPainter *painter, const Geometry &g) const
{
    if (m_hovered < 0 || m_hovered >= m_bands.pairCount() || g.pairsPerRow == 1)
        return;
    // A row holds several pairs: the hovered pair's own band ends as ticks across its row.
    const ContextScaling::Pair &pair = m_bands.scaling().pairs().at(size_t(m_hovered));
    const double y = yOfPair(g, m_hovered);
    const double half = std::max(3.0, g.rowHeight / 2);
    painter->setPen(QPen(m_palette.color(QPalette::WindowText), 2));
    for (int side = 0; side < 2; ++side) {
        if (side == 1 && !m_bands.hasAfter())
            continue;
        const QRectF &panel = g.panel[side];
        for (double angle :
             { pair.trainedAngle, side == 1 ? pair.runAngle : m_bands.runBefore(m_hovered) }) {
            const double x = xOf(panel, angle);
            painter->drawLine(QPointF(x, y - half), QPointF(x, y + half));
        }
        painter->drawLine(QPointF(panel.left() - 5, y), QPointF(panel.left(), y));
    }
}

} // namespace pe
