// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/similarityplot.h"

#include "core/sampling/axisticks.h"
#include "core/text/format.h"
#include "ui/comparison/similarityplotpainter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <optional>

namespace pe {

namespace {
    constexpr double padding = 8;
    constexpr double rightPadding = 18;
} // namespace

SimilarityPlot::SimilarityPlot(const Data &data, const QFont &font, const QPalette &palette)
    : m_data(data)
    , m_font(font)
    , m_palette(palette)
{
}

QString SimilarityPlot::title() const
{
    return tr("How similar is PE(k) to PE(p = %1)? (d = %2, base = %3)")
        .arg(m_data.p)
        .arg(m_data.encoding.dimension())
        .arg(formatExact(m_data.encoding.base()));
}

qint64 SimilarityPlot::dipPosition(qint64 gap) const
{
    if (m_data.p + gap < m_data.positionCount)
        return m_data.p + gap;
    return m_data.p - gap >= 0 && m_data.p - gap < m_data.positionCount ? m_data.p - gap : -1;
}

QString SimilarityPlot::caption() const
{
    QString text;
    const DistanceDip &dip = m_data.dip;
    const qint64 peak = dip.found ? dipPosition(dip.peakGap) : -1;
    const qint64 nearer = dip.found ? dipPosition(dip.dipGap) : -1;
    if (peak >= 0 && nearer >= 0)
        text = tr("The distance does not grow steadily with the gap: position %1 is nearer to "
                  "p = %2 (%3) than position %4 (%5).")
                   .arg(nearer)
                   .arg(m_data.p)
                   .arg(formatDisplay(dip.dipDistance))
                   .arg(peak)
                   .arg(formatDisplay(dip.peakDistance));
    else
        text = tr("Up to a gap of %1, the distance to p never falls by 1 % or more as the gap "
                  "grows.")
                   .arg(m_data.dipWindow);
    if (!m_data.enabled)
        text += QLatin1Char(' ')
            + tr("Positional encoding is switched off, so x(k) − x(p) = 0 for every k; the "
                 "curves show the PE that would be added.");
    return text;
}

QString SimilarityPlot::markerCaption(bool isQ) const
{
    const qint64 position = isQ ? m_data.q : m_data.p;
    const QString caption = isQ ? tr("q = %1").arg(position) : tr("p = %1").arg(position);
    return position < m_data.positionCount ? caption : tr("%1 (not shown)").arg(caption);
}

QString SimilarityPlot::valueAtQ(double value) const
{
    return tr("q = %1: %2").arg(m_data.q).arg(formatDisplay(value));
}

QString SimilarityPlot::axisTitle(Axis axis) const
{
    switch (axis) {
    case PositionAxis:
        return tr("Position k");
    case DotAxis:
        return tr("Dot product PE(p) · PE(k)");
    case DistanceAxis:
        break;
    }
    return tr("Distance ‖PE(k) − PE(p)‖");
}

SimilarityPlot::Range SimilarityPlot::range(Axis axis, double plotWidth) const
{
    Range r;
    if (axis == PositionAxis) {
        r.max = static_cast<double>(std::max<qint64>(1, m_data.positionCount - 1));
        const int target = std::clamp(static_cast<int>(plotWidth / 70), 4, 10);
        r.step = std::max(1.0, AxisTicks::niceStep(r.max, target));
        return r;
    }
    double low = axis == DotAxis ? m_data.atQ.dot : 0.0;
    double high = axis == DotAxis ? m_data.atQ.dot : m_data.atQ.distance;
    for (const SimilaritySample &sample : m_data.samples) {
        const double value = axis == DotAxis ? sample.dot : sample.distance;
        low = std::min(low, value);
        high = std::max(high, value);
    }
    if (high - low < 1e-9) {
        low -= 0.5;
        high += 0.5;
    }
    r.step = AxisTicks::niceStep(high - low, 4);
    r.min = std::floor(low / r.step - 1e-9) * r.step;
    r.max = std::ceil(high / r.step + 1e-9) * r.step;
    if (axis == DistanceAxis)
        r.min = std::max(0.0, r.min);
    return r;
}

QStringList SimilarityPlot::tickLabels(Axis axis) const
{
    const Range r = range(axis);
    QStringList labels;
    for (double tick : AxisTicks::ticks(r.min, r.max, r.step))
        labels.append(AxisTicks::label(tick, r.step));
    return labels;
}

SimilarityPlot::Geometry SimilarityPlot::layout(const QRectF &rect) const
{
    Geometry g;
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetricsF metrics(m_font);
    const QRectF inner = rect.adjusted(padding, padding, -rightPadding, -padding);
    g.title = QRectF(inner.left(), inner.top(), inner.width(), QFontMetricsF(bold).height());
    const QRectF captionBounds = metrics.boundingRect(QRectF(inner.left(), 0, inner.width(), 1000),
                                                      Qt::TextWordWrap, caption());
    g.caption = QRectF(inner.left(), g.title.bottom() + 2, inner.width(), captionBounds.height());
    g.dot = range(DotAxis);
    g.distance = range(DistanceAxis);
    double labelWidth = 0;
    for (Axis axis : { DotAxis, DistanceAxis })
        for (const QString &label : tickLabels(axis))
            labelWidth = std::max(labelWidth, metrics.horizontalAdvance(label));
    const double left = inner.left() + metrics.height() + 6 + labelWidth + 6;
    g.axisTitleLeft = inner.left();
    const double top = g.caption.bottom() + metrics.height() + 8; // marker captions above
    const double bottom = inner.bottom() - 2 * metrics.height() - 8;
    const double gap = metrics.height() * 1.6; // keeps the panels' end labels apart
    const double panelHeight = std::max(20.0, (bottom - top - gap) / 2);
    g.dotPanel = QRectF(left, top, std::max(20.0, inner.right() - left), panelHeight);
    g.distancePanel = g.dotPanel.translated(0, panelHeight + gap);
    g.x = range(PositionAxis, g.dotPanel.width());
    return g;
}

double SimilarityPlot::xOf(const Geometry &geometry, double position) const
{
    const QRectF &panel = geometry.dotPanel;
    return panel.left()
        + (position - geometry.x.min) / (geometry.x.max - geometry.x.min) * panel.width();
}

double SimilarityPlot::yOf(const QRectF &panel, const Range &range, double value)
{
    return panel.bottom() - (value - range.min) / (range.max - range.min) * panel.height();
}

qint64 SimilarityPlot::positionAt(const QRectF &rect, const QPointF &point) const
{
    const Geometry g = layout(rect);
    const QRectF panels = g.dotPanel.united(g.distancePanel).adjusted(-4, 0, 4, 0);
    if (!panels.contains(point))
        return -1;
    const double position
        = g.x.min + (point.x() - g.dotPanel.left()) / g.dotPanel.width() * (g.x.max - g.x.min);
    return std::clamp<qint64>(std::llround(position), 0, m_data.positionCount - 1);
}

void SimilarityPlot::paint(QPainter *painter, const QRectF &rect) const
{
    SimilarityPlotPainter(*this, painter).paint(rect);
}

QList<QPointF> SimilarityPlot::curvePoints(const Geometry &g, Axis axis) const
{
    const QRectF &panel = axis == DotAxis ? g.dotPanel : g.distancePanel;
    const Range &r = axis == DotAxis ? g.dot : g.distance;
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(m_data.samples.size()));
    for (const SimilaritySample &sample : m_data.samples)
        points.append(QPointF(xOf(g, static_cast<double>(sample.position)),
                              yOf(panel, r, axis == DotAxis ? sample.dot : sample.distance)));
    return points;
}

bool SimilarityPlot::crosses(const QList<QPointF> &curve, const QRectF &box)
{
    for (qsizetype k = 0; k < curve.size(); ++k) {
        const QPointF a = curve[k];
        const QPointF b = k + 1 < curve.size() ? curve[k + 1] : a;
        if (std::max(a.x(), b.x()) < box.left() || std::min(a.x(), b.x()) > box.right())
            continue;
        // The segment's y over the part of it above the box's x range.
        const auto yAt = [&a, &b](double x) {
            return b.x() == a.x() ? a.y() : a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
        };
        const double x0 = std::max(std::min(a.x(), b.x()), box.left());
        const double x1 = std::min(std::max(a.x(), b.x()), box.right());
        const double y0 = b.x() == a.x() ? std::min(a.y(), b.y()) : std::min(yAt(x0), yAt(x1));
        const double y1 = b.x() == a.x() ? std::max(a.y(), b.y()) : std::max(yAt(x0), yAt(x1));
        if (y1 >= box.top() && y0 <= box.bottom())
            return true;
    }
    return false;
}

QRectF SimilarityPlot::valueLabelBox(const QRectF &panel, const QPointF &at, const QSizeF &size,
                                     const QList<QPointF> &curve)
{
    // Beside the point, above or below it (beside it at its height the curve runs through the
    // text); the first place clear of the curve, else the first place.
    const double gap = 9;
    const double xs[] = { at.x() + gap, at.x() - gap - size.width() };
    // Nearest first: just above, just below, then a line further away each.
    std::vector<double> ys;
    for (int away = 0; away < 4; ++away) {
        ys.push_back(at.y() - gap - (away + 1) * size.height());
        ys.push_back(at.y() + gap + away * size.height());
    }
    std::optional<QRectF> first;
    for (double y : ys) {
        for (double x : xs) {
            QRectF box(QPointF(x, y), size);
            if (box.right() > panel.right() || box.left() < panel.left())
                continue;
            if (box.top() < panel.top() + 1 || box.bottom() > panel.bottom() - 1)
                continue;
            if (!crosses(curve, box))
                return box;
            if (!first)
                first = box;
        }
    }
    if (first)
        return *first;
    QRectF box(QPointF(at.x() + gap, at.y() - size.height() / 2), size);
    if (box.right() > panel.right())
        box.moveRight(at.x() - gap);
    box.moveTop(std::clamp(box.top(), panel.top() + 1, panel.bottom() - box.height() - 1));
    return box;
}

} // namespace pe
