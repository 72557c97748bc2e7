// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavelinesitem.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double grabMargin = 3.0; // pixels beside a line that still press on it

    double distanceToSegment(const QPointF &point, const QPointF &a, const QPointF &b)
    {
        const QPointF ab = b - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double t = length2 > 0
            ? std::clamp(QPointF::dotProduct(point - a, ab) / length2, 0.0, 1.0)
            : 0.0;
        const QPointF offset = point - (a + t * ab);
        return std::sqrt(QPointF::dotProduct(offset, offset));
    }
} // namespace

WaveLinesItem::WaveLinesItem(QGraphicsItem *parent)
    : WaveCurveItem(parent)
{
    // Over Qt Charts' bands (4), under the dots (4.5), its legend (5) and the plot's own items.
    setZValue(4.25);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

void WaveLinesItem::setCurves(const QList<Curve> &curves)
{
    if (curves.size() == m_curves.size()) {
        bool same = true;
        for (int i = 0; same && i < curves.size(); ++i)
            same = curves.at(i).pen == m_curves.at(i).pen
                && curves.at(i).values == m_curves.at(i).values;
        if (same)
            return;
    }
    prepareGeometryChange(); // the widest pen sets the bounds
    m_curves = curves;
    update();
}

QPolygonF WaveLinesItem::mapped(const Curve &curve) const
{
    QPolygonF line;
    line.reserve(curve.values.size());
    for (const QPointF &value : curve.values)
        line.append(map(value));
    return line;
}

double WaveLinesItem::widestPen() const
{
    double widest = 1;
    for (const Curve &curve : m_curves)
        widest = std::max(widest, curve.pen.widthF());
    return widest;
}

int WaveLinesItem::curveAt(const QPointF &point) const
{
    int nearest = -1;
    double best = 0;
    for (int c = 0; c < m_curves.size(); ++c) {
        const double reach = m_curves.at(c).pen.widthF() / 2 + grabMargin;
        const QPolygonF line = mapped(m_curves.at(c));
        for (int k = 1; k < line.size(); ++k) {
            const QPointF &a = line.at(k - 1);
            const QPointF &b = line.at(k);
            // Most segments are far away: a cheap box test first.
            if (point.x() < std::min(a.x(), b.x()) - reach
                || point.x() > std::max(a.x(), b.x()) + reach
                || point.y() < std::min(a.y(), b.y()) - reach
                || point.y() > std::max(a.y(), b.y()) + reach)
                continue;
            const double distance = distanceToSegment(point, a, b);
            if (distance <= reach && (nearest < 0 || distance < best)) {
                best = distance;
                nearest = c;
            }
        }
    }
    return nearest;
}

QList<QPolygonF> WaveLinesItem::dashes(const QPolygonF &line, const QList<qreal> &pattern,
                                       qreal offset)
{
    double total = 0;
    for (qreal length : pattern)
        total += std::max<qreal>(0, length);
    if (line.size() < 2 || pattern.size() < 2 || !(total > 0) || !std::isfinite(total))
        return { line };
    const auto lengthAt = [&pattern](int k) { return std::max<qreal>(0, pattern.at(k)); };
    // Where along the pattern the line starts.
    double phase = std::fmod(offset, total);
    if (phase < 0)
        phase += total;
    int k = 0;
    while (phase >= lengthAt(k)) {
        phase -= lengthAt(k);
        k = (k + 1) % static_cast<int>(pattern.size());
    }
    double left = lengthAt(k) - phase; // of the current dash or gap
    QList<QPolygonF> result;
    QPolygonF current;
    if (k % 2 == 0)
        current.append(line.first());
    for (int i = 1; i < line.size(); ++i) {
        const QPointF a = line.at(i - 1);
        const QPointF b = line.at(i);
        const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
        double along = 0;
        // Each dash or gap that ends inside this segment.
        while (length - along > left) {
            along += left;
            const QPointF end = a + (b - a) * (along / length);
            if (k % 2 == 0) {
                current.append(end);
                if (current.size() >= 2)
                    result.append(current);
            }
            current.clear();
            k = (k + 1) % static_cast<int>(pattern.size());
            left = lengthAt(k);
            if (k % 2 == 0)
                current.append(end);
        }
        left -= length - along;
        if (k % 2 == 0)
            current.append(b);
    }
    if (current.size() >= 2)
        result.append(current);
    return result;
}

QPen WaveLinesItem::drawnPen(const QPen &pen)
{
    QPen drawn = pen;
    drawn.setStyle(Qt::SolidLine);
    if (pen.capStyle() != Qt::RoundCap)
        drawn.setCapStyle(Qt::SquareCap);
    return drawn;
}

QList<QLineF> WaveLinesItem::segments(const QPolygonF &line, const QPen &pen)
{
    QList<QLineF> result;
    const auto append = [&result](const QPolygonF &polyline) {
        for (int k = 1; k < polyline.size(); ++k)
            result.append(QLineF(polyline.at(k - 1), polyline.at(k)));
    };
    if (pen.style() == Qt::SolidLine || pen.style() == Qt::NoPen) {
        result.reserve(std::max<qsizetype>(0, line.size() - 1));
        append(line);
        return result;
    }
    // QPen's pattern and offset are in widths of the pen (a cosmetic pen's width is 1). A cap
    // reaches half the width past each end of a dash: shorter dashes, longer gaps, and the
    // pattern half a width further on.
    const double width = pen.widthF() > 0 ? pen.widthF() : 1.0;
    const double reach = drawnPen(pen).capStyle() == Qt::FlatCap ? 0.0 : width / 2;
    QList<qreal> pattern = pen.dashPattern();
    for (int k = 0; k < pattern.size(); ++k)
        pattern[k] = std::max(0.0, pattern.at(k) * width + (k % 2 == 0 ? -2 : 2) * reach);
    for (const QPolygonF &dash : dashes(line, pattern, pen.dashOffset() * width - reach))
        append(dash);
    return result;
}

QRectF WaveLinesItem::boundingRect() const
{
    if (frame().plotArea.isEmpty())
        return {};
    // Clipped to the plot, as Qt Charts clips its series; the pen's reach and antialiasing for
    // a press beside a line at the plot's edge.
    const double reach = widestPen() / 2 + grabMargin + 1;
    return frame().plotArea.adjusted(-reach, -reach, reach, reach);
}

void WaveLinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!frame().canMap())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(frame().plotArea, Qt::IntersectClip);
    painter->setBrush(Qt::NoBrush);
    const bool raster
        = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    for (const Curve &curve : std::as_const(m_curves)) {
        if (curve.values.size() < 2)
            continue;
        if (raster) {
            painter->setPen(drawnPen(curve.pen));
            painter->drawLines(segments(mapped(curve), curve.pen));
        } else {
            // A printer or SVG: one polyline, dashed by its own pen.
            painter->setPen(curve.pen);
            painter->drawPolyline(mapped(curve));
        }
    }
    painter->restore();
}

} // namespace pe
