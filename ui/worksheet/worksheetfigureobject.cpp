// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetfigureobject.h"

#include "ui/worksheet/worksheetfigures.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>

namespace pe {

WorksheetFigureObject::WorksheetFigureObject(const WorksheetFigures *figures, qreal scale,
                                             qreal width, qreal height, QObject *parent)
    : QObject(parent)
    , m_figures(figures)
    , m_scale(scale)
    , m_width(width)
    , m_height(height)
{
}

qreal WorksheetFigureObject::figureScale(int step) const
{
    const QSize size = m_figures->size(step);
    // Never wider than the text, never more than 85 % of a page: the heading stays with it.
    return std::min({ m_scale, m_width / size.width(), 0.85 * m_height / size.height() });
}

QSizeF WorksheetFigureObject::intrinsicSize(QTextDocument *document, int, const QTextFormat &format)
{
    if (format.objectType() == RoomType) {
        const QFontMetricsF metrics(document->defaultFont(),
                                    document->documentLayout()->paintDevice());
        return QSizeF(m_width * 0.98, format.intProperty(LinesProperty) * metrics.height() * 1.8);
    }
    const int step = format.intProperty(StepProperty);
    if (!m_figures || step < 0 || step >= m_figures->count() || m_figures->isEmpty(step))
        return {};
    return QSizeF(m_figures->size(step)) * figureScale(step);
}

void WorksheetFigureObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                       const QTextFormat &format)
{
    painter->save();
    if (format.objectType() == RoomType) {
        const int lines = format.intProperty(LinesProperty);
        QPen pen(QColor(160, 160, 160));
        pen.setWidthF(rect.height() / lines / 40);
        painter->setPen(pen);
        for (int k = 1; k <= lines; ++k) {
            const qreal y = rect.top() + rect.height() * k / lines - pen.widthF();
            painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
        }
    } else {
        const int step = format.intProperty(StepProperty);
        painter->translate(rect.topLeft());
        const qreal s = figureScale(step);
        painter->scale(s, s);
        painter->setClipRect(QRect(QPoint(), m_figures->size(step)), Qt::IntersectClip);
        painter->drawPicture(0, 0, m_figures->picture(step));
    }
    painter->restore();
}

} // namespace pe
