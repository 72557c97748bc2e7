// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTextObjectInterface>

namespace pe {

class WorksheetFigures;

// Draws two kinds of inline objects of a handout's QTextDocument: a step's figure (the page's
// recorded drawing, scaled to fit the text width and at most 85 % of a page high, still vector)
// and the ruled room to write an answer under a question.
class WorksheetFigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    enum Type { FigureType = QTextFormat::UserObject + 1, RoomType };
    enum Property { StepProperty = QTextFormat::UserProperty + 1, BandProperty, LinesProperty };

    // scale: device pixels per figure pixel at full size; the page's text width and height.
    WorksheetFigureObject(const WorksheetFigures *figures, qreal scale, qreal width, qreal height,
                          QObject *parent = nullptr);

    // The part of the document on the page being painted: objects of other pages are skipped.
    void setPage(const QRectF &page) { m_page = page; }

    QSizeF intrinsicSize(QTextDocument *document, int positionInDocument,
                         const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document,
                    int positionInDocument, const QTextFormat &format) override;

private:
    qreal figureScale(const QSize &size) const;
    QRect band(const QTextFormat &format) const;

    const WorksheetFigures *m_figures;
    qreal m_scale;
    qreal m_width;
    qreal m_height;
    QRectF m_page;
};

} // namespace pe
