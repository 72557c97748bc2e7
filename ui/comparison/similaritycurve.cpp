// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/similaritycurve.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double lineWidth = 2.0;
    constexpr double dotRadius = 2.5;
} // namespace

bool SimilarityCurve::isBand(qsizetype pointCount, double panelWidth)
{
    return static_cast<double>(pointCount) > panelWidth;
}

QList<QRectF> SimilarityCurve::bandBars(const QList<QPointF> &points, double width)
{
    QList<QRectF> bars;
    if (points.isEmpty())
        return bars;
    // A column's span: its own points, and half of the way to the neighbouring columns' nearest
    // points, so that consecutive bars meet as the polyline's segments did.
    qsizetype first = 0;
    double previousEnd = points.constFirst().y(); // the y of the last point left of the column
    while (first < points.size()) {
        const double column = std::floor(points.at(first).x());
        qsizetype last = first;
        double low = points.at(first).y();
        double high = low;
        while (last + 1 < points.size() && std::floor(points.at(last + 1).x()) == column) {
            ++last;
            low = std::min(low, points.at(last).y());
            high = std::max(high, points.at(last).y());
        }
        const double joinLeft = (previousEnd + points.at(first).y()) / 2;
        const double joinRight = last + 1 < points.size()
            ? (points.at(last).y() + points.at(last + 1).y()) / 2
            : points.at(last).y();
        // The stroke's width around the span, and its antialiased rim (about half a pixel).
        low = std::min({ low, joinLeft, joinRight }) - (width + 1) / 2;
        high = std::max({ high, joinLeft, joinRight }) + (width + 1) / 2;
        // As wide as the stroke: a near-vertical segment of the polyline was that wide too.
        bars.append(QRectF(column + 0.5 - width / 2, low, width, high - low));
        previousEnd = points.at(last).y();
        first = last + 1;
    }
    return bars;
}

void SimilarityCurve::paint(QPainter *painter, const QList<QPointF> &points, const QRectF &panel,
                            const QColor &color)
{
    painter->save();
    painter->setClipRect(panel.adjusted(-6, -6, 6, 6));
    if (isBand(points.size(), panel.width())) {
        const QList<QRectF> bars = bandBars(points, lineWidth);
        for (const QRectF &bar : bars)
            painter->fillRect(bar, color);
        painter->restore();
        return;
    }
    QPainterPath path;
    for (const QPointF &point : points) {
        if (path.elementCount() == 0) // isEmpty() is still true after the first moveTo
            path.moveTo(point);
        else
            path.lineTo(point);
    }
    painter->setPen(QPen(color, lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    if (static_cast<double>(points.size()) <= panel.width() / 10) {
        painter->setBrush(color);
        painter->setPen(Qt::NoPen);
        for (const QPointF &point : points)
            painter->drawEllipse(point, dotRadius, dotRadius);
    }
    painter->restore();
}

} // namespace pe
