// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextbandslayout.h"

#include "ui/contexts/contextbandstext.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double padding = 8;
    constexpr double rightPadding = 14;
    constexpr double panelGap = 22;
} // namespace

ContextBandsLayout::ContextBandsLayout(const ContextBands &bands, const QFont &font)
    : m_bands(bands)
    , m_font(font)
{
}

ContextBandsLayout::Geometry ContextBandsLayout::layout(const QRectF &rect) const
{
    Geometry g;
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetricsF metrics(m_font);
    const QFontMetricsF boldMetrics(bold);
    const double line = metrics.height();
    const QRectF inner = rect.adjusted(padding, padding, -rightPadding, -padding);
    const auto wrapped = [&inner](const QFontMetricsF &m, const QString &text) {
        return m.boundingRect(QRectF(0, 0, inner.width(), 10000), Qt::TextWordWrap, text).height();
    };
    g.title = QRectF(inner.left(), inner.top(), inner.width(),
                     wrapped(boldMetrics, ContextBandsText::title(m_bands)));
    g.summary = QRectF(inner.left(), g.title.bottom() + 2, inner.width(),
                       wrapped(metrics, ContextBandsText::summary(m_bands)));
    // The legend flows onto a second line when the four entries do not fit in one.
    double legendWidth = 0;
    for (const QString &text : { ContextBandsText::trainingLegend(), ContextBandsText::runLegend(),
                                 ContextBandsText::unseenLegend(), ContextBandsText::turnLegend() })
        legendWidth += line + 4 + metrics.horizontalAdvance(text) + 16;
    g.legend = QRectF(inner.left(), g.summary.bottom() + 4, inner.width(),
                      legendWidth > inner.width() ? 2 * line + 2 : line);

    const int count = m_bands.pairCount();
    const double labelWidth
        = metrics.horizontalAdvance(QString::number(std::max(0, count - 1))) + 6;
    g.pairTitleLeft = inner.left();
    const double left = inner.left() + line + 4 + labelWidth;
    const double width = std::max(40.0, (inner.right() - left - panelGap) / 2);
    const double headerTop = g.legend.bottom() + 6;
    // The headers wrap in narrow panels: their counts are the point.
    double headerHeight = line;
    for (const QString &header :
         { ContextBandsText::beforeHeader(m_bands), ContextBandsText::afterHeader(m_bands) })
        headerHeight = std::max(
            headerHeight,
            metrics.boundingRect(QRectF(0, 0, width, 10000), Qt::TextWordWrap, header).height());
    const double top = headerTop + headerHeight + 2 + line; // headers, the 2π label's strip
    // The axis title wraps under narrow panels rather than being cut ("… beyond the left edge").
    const double titleWidth = inner.right() - left;
    const double titleHeight
        = std::max(line,
                   metrics
                       .boundingRect(QRectF(0, 0, titleWidth, 10000), Qt::TextWordWrap,
                                     ContextBandsText::angleAxisTitle())
                       .height());
    const double bottom = inner.bottom() - line - titleHeight - 8; // tick labels, axis title
    const double available = std::max(minRowHeight, bottom - top);
    const int fit = std::max(1, static_cast<int>(available / minRowHeight));
    g.pairsPerRow = ContextBands::pairsPerRow(count, fit);
    g.rowCount = std::max(1, (count + g.pairsPerRow - 1) / g.pairsPerRow);
    g.rowHeight = std::min(maxRowHeight, available / g.rowCount);
    for (int side = 0; side < 2; ++side) {
        const double x = left + side * (width + panelGap);
        g.header[side] = QRectF(x, headerTop, width, headerHeight);
        g.panel[side] = QRectF(x, top, width, g.rowHeight * g.rowCount);
    }
    g.tickTop = g.panel[0].bottom() + 4;
    g.angleTitle = QRectF(left, g.tickTop + line + 2, g.panel[1].right() - left, titleHeight);

    const int decades = m_bands.maxDecade() - m_bands.minDecade();
    double tickWidth = 0;
    for (int k : { m_bands.minDecade(), m_bands.maxDecade(), -5, 5 })
        tickWidth
            = std::max(tickWidth, metrics.horizontalAdvance(ContextBandsText::decadeLabel(k)));
    const double perDecade = width / decades;
    g.labelEvery = 1;
    for (int every : { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000 }) {
        g.labelEvery = every;
        if (perDecade * every >= tickWidth + 10)
            break;
    }
    return g;
}

double ContextBandsLayout::xOf(const QRectF &panel, double angle) const
{
    if (!(angle > 0))
        return panel.left();
    if (!std::isfinite(angle))
        return panel.right();
    const double span = m_bands.maxDecade() - m_bands.minDecade();
    const double t = (std::log10(angle) - m_bands.minDecade()) / span;
    return panel.left() + std::clamp(t, 0.0, 1.0) * panel.width();
}

double ContextBandsLayout::yOfPair(const Geometry &g, int pair) const
{
    const int row = pair / g.pairsPerRow;
    const int first = row * g.pairsPerRow;
    const int inRow = std::min(g.pairsPerRow, m_bands.pairCount() - first);
    return g.panel[0].top() + (row + (pair - first + 0.5) / inRow) * g.rowHeight;
}

std::vector<ContextBands::Row> ContextBandsLayout::rows(const QRectF &rect) const
{
    return m_bands.rows(layout(rect).pairsPerRow);
}

int ContextBandsLayout::pairAt(const QRectF &rect, const QPointF &point) const
{
    const Geometry g = layout(rect);
    const bool inPanel = g.panel[0].adjusted(-4, 0, 4, 0).contains(point)
        || g.panel[1].adjusted(-4, 0, 4, 0).contains(point);
    if (!inPanel || m_bands.pairCount() == 0)
        return -1;
    const double y = (point.y() - g.panel[0].top()) / g.rowHeight;
    const int row = std::clamp(static_cast<int>(y), 0, g.rowCount - 1);
    const int first = row * g.pairsPerRow;
    const int inRow = std::min(g.pairsPerRow, m_bands.pairCount() - first);
    const int within = std::clamp(static_cast<int>((y - row) * inRow), 0, inRow - 1);
    return first + within;
}

QStringList ContextBandsLayout::tickLabels(const QRectF &rect) const
{
    const Geometry g = layout(rect);
    QStringList labels;
    for (int k = m_bands.minDecade(); k <= m_bands.maxDecade(); ++k)
        if (k % g.labelEvery == 0)
            labels.append(ContextBandsText::decadeLabel(k));
    return labels;
}

} // namespace pe
