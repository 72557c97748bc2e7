// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavemarkeritem.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

WaveMarkerItem::WaveMarkerItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

namespace {
    constexpr double dotRadius = 5.0;
    constexpr double lineWidth = 1.5;
} // namespace

bool WaveMarkerItem::Marker::operator==(const Marker &other) const
{
    return position == other.position && caption == other.caption && color == other.color
        && style == other.style && dots == other.dots;
}

void WaveMarkerItem::setGeometry(const WavePlotFrame &frame)
{
    if (frame == m_frame)
        return;
    prepareGeometryChange();
    m_frame = frame;
    update();
}

void WaveMarkerItem::setMarkers(const QList<Marker> &markers)
{
    if (markers == m_markers)
        return;
    updateCovered();
    m_markers = markers;
    updateCovered();
}

void WaveMarkerItem::updateCovered()
{
    for (const QRectF &rect : coveredRects())
        update(rect);
}

bool WaveMarkerItem::isBeyond(int index) const
{
    return index >= 0 && index < m_markers.size() && m_markers.at(index).position > m_frame.xMax;
}

QString WaveMarkerItem::captionText(int index) const
{
    if (index < 0 || index >= m_markers.size())
        return QString();
    // A marker beyond the last shown position keeps its caption, at the right edge with an
    // arrow to where it is: it does not vanish without a word.
    return isBeyond(index) ? m_markers.at(index).caption + QStringLiteral(" \u2192")
                           : m_markers.at(index).caption;
}

QList<QRectF> WaveMarkerItem::captionRects(const QFontMetricsF &metrics) const
{
    QList<QRectF> rects;
    for (int i = 0; i < m_markers.size(); ++i) {
        const bool beyond = isBeyond(i);
        const double x = beyond ? m_frame.plotArea.right() : markerX(i);
        if (std::isnan(x)) {
            rects.append(QRectF());
            continue;
        }
        // Above the plot area (the chart keeps captionHeight() free there), so that no caption
        // covers a curve; right of the line, moved further right when it would cover the previous
        // caption, left of the line at the right edge (where a marker beyond the shown positions
        // puts its caption).
        const double width = metrics.horizontalAdvance(captionText(i)) + 8;
        const double height = metrics.height() + 2;
        QRectF caption(x + 2, m_frame.plotArea.top() - height - 1, width, height);
        for (qsizetype k = 0; k < rects.size(); ++k) {
            const QRectF &other = rects.at(k);
            if (other.isNull() || !caption.intersects(other))
                continue;
            // A line left of the other's (q < p): its caption goes left of its line, on its own
            // side; "q = 3" had been pushed to the right of "p = 5".
            const double otherX = isBeyond(int(k)) ? m_frame.plotArea.right() : markerX(int(k));
            if (x < otherX)
                caption.moveRight(std::min(x - 2, other.left() - 2));
            else
                caption.moveLeft(other.right() + 2);
        }
        if (beyond || caption.right() > m_frame.plotArea.right())
            caption.moveRight(beyond ? x : x - 6);
        for (const QRectF &other : std::as_const(rects))
            if (!other.isNull() && caption.intersects(other))
                caption.moveRight(other.left() - 2);
        rects.append(caption);
    }
    return rects;
}

QList<QRectF> WaveMarkerItem::coveredRects() const
{
    QList<QRectF> rects;
    if (m_frame.plotArea.isEmpty())
        return rects;
    const double reach = dotRadius + lineWidth + 1; // antialiasing included
    for (int i = 0; i < m_markers.size(); ++i) {
        const double x = markerX(i);
        if (!std::isnan(x))
            rects.append(QRectF(x - reach, m_frame.plotArea.top() - reach, 2 * reach,
                                m_frame.plotArea.height() + 2 * reach));
    }
    for (const QRectF &caption : captionRects(QFontMetricsF(m_font)))
        if (!caption.isNull())
            rects.append(caption.adjusted(-1, -1, 1, 1));
    return rects;
}

void WaveMarkerItem::setFont(const QFont &font)
{
    prepareGeometryChange();
    m_font = font;
    update();
}

void WaveMarkerItem::setBackground(const QColor &color)
{
    m_background = color;
    update();
}

QPointF WaveMarkerItem::map(double x, double y) const
{
    return m_frame.map(x, y);
}

double WaveMarkerItem::markerX(int index) const
{
    if (index < 0 || index >= m_markers.size())
        return std::numeric_limits<double>::quiet_NaN();
    const double position = m_markers.at(index).position;
    if (position < m_frame.xMin || position > m_frame.xMax)
        return std::numeric_limits<double>::quiet_NaN();
    return map(position, 0).x();
}

double WaveMarkerItem::captionHeight(const QFont &font)
{
    return QFontMetricsF(font).height() + 4;
}

QList<QRectF> WaveMarkerItem::captions() const
{
    return captionRects(QFontMetricsF(m_font));
}

QRectF WaveMarkerItem::boundingRect() const
{
    // Captions may be pushed right of the plot area when markers crowd.
    return m_frame.plotArea.adjusted(-8, -captionHeight(m_font) - 8, 200, 8);
}

void WaveMarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_frame.plotArea.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    const QFontMetricsF metrics(m_font);
    // Lines first, then the dots, then the captions, so nothing hides a caption.
    for (int i = 0; i < m_markers.size(); ++i) {
        const double x = markerX(i);
        if (std::isnan(x))
            continue;
        QPen pen(m_markers.at(i).color, lineWidth, m_markers.at(i).style);
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(QPointF(x, m_frame.plotArea.top()),
                          QPointF(x, m_frame.plotArea.bottom()));
    }
    for (int i = 0; i < m_markers.size(); ++i) {
        const Marker &marker = m_markers.at(i);
        if (std::isnan(markerX(i)))
            continue;
        for (const Dot &dot : marker.dots) {
            // Ringed in the marker's colour so the dot stands out from the curve's own points.
            painter->setPen(QPen(marker.color, lineWidth));
            painter->setBrush(dot.color);
            painter->drawEllipse(map(marker.position, dot.value), dotRadius, dotRadius);
        }
    }
    const QList<QRectF> captions = captionRects(metrics);
    for (int i = 0; i < m_markers.size(); ++i) {
        const QRectF &caption = captions.at(i);
        if (caption.isNull())
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_background);
        painter->drawRoundedRect(caption, 3, 3);
        painter->setPen(m_markers.at(i).color);
        painter->drawText(caption, Qt::AlignCenter, captionText(i));
    }
    painter->restore();
}

} // namespace pe
