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

qreal WorksheetFigureObject::figureScale(const QSize &size) const
{
    // Never wider than the text, never more than 85 % of a page.
    return std::min({ m_scale, m_width / size.width(), 0.85 * m_height / size.height() });
}

QRect WorksheetFigureObject::band(const QTextFormat &format) const
{
    const int step = format.intProperty(StepProperty);
    const int band = format.intProperty(BandProperty);
    if (!m_figures || step < 0 || step >= m_figures->count() || band < 0
        || band >= m_figures->bands(step).size())
        return {};
    return m_figures->bands(step).at(band);
}

QSizeF WorksheetFigureObject::intrinsicSize(QTextDocument *document, int, const QTextFormat &format)
{
    if (format.objectType() == RoomType) {
        const QFontMetricsF metrics(document->defaultFont(),
                                    document->documentLayout()->paintDevice());
        return QSizeF(m_width * 0.98, format.intProperty(LinesProperty) * metrics.height() * 1.8);
    }
    const QRect source = band(format);
    if (source.isEmpty())
        return {};
    return QSizeF(source.size()) * figureScale(source.size());
}

void WorksheetFigureObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                       const QTextFormat &format)
{
    if (!m_page.isNull() && !m_page.contains(rect.center()))
        return; // laid out on another page
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
        const QRect source = band(format);
        // The figure lies on this page whole; a clip set on the painter would cut into the
        // charts' views (QWidget::render maps it wrongly through the scale).
        painter->setClipping(false);
        painter->translate(rect.topLeft());
        const qreal s = figureScale(source.size());
        painter->scale(s, s);
        m_figures->paint(format.intProperty(StepProperty), source, painter);
    }
    painter->restore();
    // QWidget::render paints the figure's widgets through painters of their own on the same
    // device and leaves the device clipped to the last widget drawn, while this painter believes
    // its page clip still holds: set it again, or the text after the figure is cut away.
    if (!m_page.isNull())
        painter->setClipRect(m_page);
}

} // namespace pe
