// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesplot.h"

#include "core/sampling/axisticks.h"
#include "core/text/format.h"
#include "core/text/linebreaks.h"
#include "core/text/sentencejoin.h"
#include "ui/common/viewpalette.h"
#include "ui/schemes/schemesplotpainter.h"
#include "ui/schemes/schemesscales.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double padding = 8;
    constexpr double markSpacing = 12; // whole distances get marks from this many pixels apart
} // namespace

SchemesPlot::SchemesPlot(const SchemeSamples &samples, const SchemeReading *hovered,
                         const QFont &font, const QPalette &palette)
    : m_samples(samples)
    , m_hovered(hovered)
    , m_font(font)
    , m_palette(palette)
{
}

double SchemesPlot::yOf(const QRectF &plot, const Range &range, double value)
{
    return plot.bottom() - (value - range.min) / (range.max - range.min) * plot.height();
}

QString SchemesPlot::title() const
{
    const SchemeSamples::Parameters &p = m_samples.parameters();
    return tr("Distance profiles of the sinusoid, RoPE and ALiBi (d = %1, base = %2, N = %3, "
              "%4 heads)")
        .arg(p.dimension)
        .arg(formatExact(p.base))
        .arg(p.count)
        .arg(p.heads);
}

QString SchemesPlot::caption() const
{
    QString text = tr("Left axis: the sinusoid and the RoPE bound, each divided by its value at "
                      "Δ = 0. Right axis: the ALiBi bias in logits, not divided.");
    if (!m_listedBelow)
        return text;
    text = SentenceJoin::joined(
        text, tr("The exact, undivided values at the hovered Δ are listed below."));
    const auto drawn = static_cast<qint64>(m_samples.distances().size());
    if (drawn < m_samples.parameters().count)
        text = SentenceJoin::joined(text,
                                    tr("The curves are drawn through %1 of the %2 distances; the "
                                       "listed values are exact at every distance.")
                                        .arg(drawn)
                                        .arg(m_samples.parameters().count));
    return text;
}

QString SchemesPlot::axisTitle(Axis axis) const
{
    switch (axis) {
    case DistanceAxis:
        return tr("Distance Δ (positions apart)");
    case RelativeAxis:
        return tr("Sinusoid, RoPE ÷ value at Δ = 0");
    case BiasAxis:
        break;
    }
    return tr("ALiBi bias (logits)");
}

QString SchemesPlot::legendText(PositionScheme scheme) const
{
    if (scheme == PositionScheme::Sinusoidal)
        return tr("Sinusoid PE(0)·PE(Δ) ÷ %1").arg(formatExact(m_samples.sinusoidalAtZero()));
    if (scheme == PositionScheme::Rope)
        return tr("RoPE decay bound ÷ %1").arg(formatExact(m_samples.ropeAtZero()));
    const int heads = m_samples.parameters().heads;
    return heads == 1 ? tr("ALiBi −slope·Δ, head h1 (right axis)")
                      : tr("ALiBi −slope·Δ, heads h1 … h%1 (right axis)").arg(heads);
}

QString SchemesPlot::hoverCaption() const
{
    return m_hovered ? tr("Δ = %1").arg(m_hovered->distance) : QString();
}

bool SchemesPlot::isDark() const
{
    return ViewPalette(m_palette).isDark();
}

QColor SchemesPlot::curveColor(PositionScheme scheme, int head) const
{
    // Each scheme's colour in every view (PositionSchemes): the sinusoid and RoPE the palette's
    // first two curve colours (apart for every colour vision), ALiBi's heads one family of greens,
    // darker to lighter, 3:1 on the window; their labels tell them apart.
    const int heads = m_samples.parameters().heads;
    return ViewPalette(m_palette).scheme(scheme,
                                         heads > 1 ? static_cast<double>(head) / (heads - 1) : 0.0);
}

double SchemesPlot::headStripWidth() const
{
    const QFontMetricsF metrics(m_font);
    const QString widest = QStringLiteral("h%1").arg(m_samples.parameters().heads);
    return metrics.horizontalAdvance(widest) + 18; // the leader line and a gap
}

QList<QRectF> SchemesPlot::legendBoxes(const QRectF &area) const
{
    const QFontMetricsF metrics(m_font);
    QList<QRectF> boxes;
    double x = area.left();
    double y = area.top();
    const double height = metrics.height() + 4;
    for (const PositionScheme curve : PositionSchemes::profiled()) {
        const double width = std::min(
            area.width(), legendSampleWidth + 6 + metrics.horizontalAdvance(legendText(curve)));
        if (x > area.left() && x + width > area.right()) {
            x = area.left();
            y += height;
        }
        boxes.append(QRectF(x, y, width, height));
        x += width + 18;
    }
    return boxes;
}

SchemesPlot::Geometry SchemesPlot::layout(const QRectF &rect) const
{
    Geometry g;
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetricsF metrics(m_font);
    const QRectF inner = rect.adjusted(padding, padding, -padding, -padding);
    const QRectF wide(inner.left(), 0, inner.width(), 10000);
    g.title = QRectF(inner.left(), inner.top(), inner.width(),
                     QFontMetricsF(bold)
                         .boundingRect(wide, Qt::TextWordWrap, LineBreaks::kept(title()))
                         .height());
    g.caption = QRectF(
        inner.left(), g.title.bottom() + 2, inner.width(),
        metrics.boundingRect(wide, Qt::TextWordWrap, LineBreaks::kept(caption())).height());
    QRectF legend;
    for (const QRectF &box :
         legendBoxes(QRectF(inner.left(), g.caption.bottom() + 6, inner.width(), metrics.height())))
        legend = legend.isNull() ? box : legend.united(box);
    g.legend = legend;
    const SchemesScales scales(m_samples, m_hovered);
    g.relative = scales.relative();
    g.bias = scales.bias(g.relative);
    double leftLabels = 0;
    for (double tick : AxisTicks::ticks(g.relative.min, g.relative.max, g.relative.step))
        leftLabels = std::max(leftLabels,
                              metrics.horizontalAdvance(AxisTicks::label(tick, g.relative.step)));
    double rightLabels = 0;
    for (double tick : AxisTicks::ticks(g.bias.min, g.bias.max, g.bias.step))
        rightLabels
            = std::max(rightLabels, metrics.horizontalAdvance(AxisTicks::label(tick, g.bias.step)));
    g.leftTitleX = inner.left();
    g.rightTitleX = inner.right();
    const double left = inner.left() + metrics.height() + 4 + leftLabels + 6;
    const double right = inner.right() - metrics.height() - 4 - rightLabels - 6;
    const double top = g.legend.bottom() + 8;
    const double bottom = inner.bottom() - 2 * metrics.height() - 8;
    g.plot = QRectF(left, top, std::max(40.0, right - left), std::max(20.0, bottom - top));
    g.data = g.plot.adjusted(0, 0, -std::min(headStripWidth(), g.plot.width() / 3), 0);
    g.x = scales.distance(g.data.width());
    return g;
}

double SchemesPlot::leastHeight(double width) const
{
    constexpr double tall = 10000;
    const Geometry g = layout(QRectF(0, 0, width, tall));
    const QFontMetricsF metrics(m_font);
    const double titles = std::max(metrics.horizontalAdvance(axisTitle(RelativeAxis)),
                                   metrics.horizontalAdvance(axisTitle(BiasAxis)));
    return tall - g.plot.height() + titles + 8;
}

QPointF SchemesPlot::pointOf(const Geometry &g, Axis axis, double distance, double value) const
{
    const double x = g.data.left() + (distance - g.x.min) / (g.x.max - g.x.min) * g.data.width();
    return { x, yOf(g.plot, axis == BiasAxis ? g.bias : g.relative, value) };
}

qint64 SchemesPlot::distanceAt(const QRectF &rect, const QPointF &point) const
{
    const Geometry g = layout(rect);
    if (!g.data.adjusted(-4, 0, 4, 0).contains(point))
        return -1;
    const double distance
        = g.x.min + (point.x() - g.data.left()) / g.data.width() * (g.x.max - g.x.min);
    return std::clamp<qint64>(std::llround(distance), 0, m_samples.parameters().count - 1);
}

QStringList SchemesPlot::tickLabels(Axis axis, const QRectF &rect) const
{
    const Geometry g = layout(rect);
    const Range &r = axis == DistanceAxis ? g.x : axis == RelativeAxis ? g.relative : g.bias;
    QStringList labels;
    for (double tick : AxisTicks::ticks(r.min, r.max, r.step))
        labels.append(AxisTicks::label(tick, r.step));
    return labels;
}

bool SchemesPlot::showsMarks(const Geometry &g) const
{
    const qint64 count = m_samples.parameters().count;
    return count > 1 && static_cast<qint64>(m_samples.distances().size()) == count
        && g.data.width() / static_cast<double>(count - 1) >= markSpacing;
}

QList<SchemesPlot::HeadLabel> SchemesPlot::headLabels(const Geometry &g) const
{
    QList<HeadLabel> labels;
    if (m_samples.isEmpty())
        return labels;
    const double height = QFontMetricsF(m_font).height();
    const double last = static_cast<double>(m_samples.distances().back());
    for (int h = 0; h < static_cast<int>(m_samples.alibi().size()); ++h) {
        HeadLabel label;
        label.head = h;
        label.lineY
            = pointOf(g, BiasAxis, last, m_samples.alibi()[static_cast<size_t>(h)].back()).y();
        labels.append(label);
    }
    std::stable_sort(labels.begin(), labels.end(),
                     [](const HeadLabel &a, const HeadLabel &b) { return a.lineY < b.lineY; });
    const double left = g.data.right() + 10;
    const double width = g.plot.right() - left - 1;
    const auto boxAt = [&](double top) { return QRectF(left, top, width, height); };
    if (height * static_cast<double>(labels.size()) <= g.plot.height()) {
        // All fit: pushed apart downwards, then back up from the bottom if they ran out.
        double next = g.plot.top();
        for (HeadLabel &label : labels) {
            label.box = boxAt(std::max(next, label.lineY - height / 2));
            next = label.box.bottom();
        }
        double limit = g.plot.bottom();
        for (auto it = labels.rbegin(); it != labels.rend(); ++it) {
            if (it->box.bottom() > limit)
                it->box.moveBottom(limit);
            limit = it->box.top();
        }
        return labels;
    }
    // Too many for the height: each label where its line ends, those without room left out.
    QList<HeadLabel> shown;
    double next = g.plot.top();
    for (HeadLabel &label : labels) {
        const double top
            = std::clamp(label.lineY - height / 2, g.plot.top(), g.plot.bottom() - height);
        if (top < next)
            continue;
        label.box = boxAt(top);
        next = label.box.bottom();
        shown.append(label);
    }
    return shown;
}

void SchemesPlot::paint(QPainter *painter, const QRectF &rect) const
{
    SchemesPlotPainter(*this, painter).paint(rect);
}

} // namespace pe
