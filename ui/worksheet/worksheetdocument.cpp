// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetdocument.h"

#include "ui/worksheet/worksheetbuilder.h"
#include "ui/worksheet/worksheetfigureobject.h"
#include "ui/worksheet/worksheetfigures.h"
#include "ui/worksheet/worksheetpagination.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextDocument>

namespace pe {

namespace {

    constexpr qreal figurePixelsPerInch = 96; // the wizard lays its pages out in 96-dpi pixels
    // A step's text of at most this many paragraphs keeps its heading with the figure or table
    // that follows, when the figure's first part is at most shortFigureBand pixels high (a third
    // of a page); a longer text keeps it with its first paragraph.
    constexpr qsizetype shortText = 2;
    constexpr int shortFigureBand = 320;
    // A figure's part at most this high (two lines) is a caption or a summary line.
    constexpr int captionBand = 40;

    // Every block of the handout, in order; returns the pairs of blocks that belong on one page:
    // a step's heading with what follows it (its first paragraph, or its figure's or table's
    // start after a short text), a figure's caption or summary line with the part it speaks of,
    // a question with its room to write, an answer with its step's title.
    QList<std::pair<int, int>> fill(WorksheetBuilder &b, const WorksheetContent &content,
                                    const WorksheetFigures *figures, bool answers)
    {
        QList<std::pair<int, int>> groups;
        b.paragraph(content.title, 1.8, true, 0, 0.6);
        b.paragraph(content.summary);
        b.paragraph(content.subtitle, 0.95);
        for (const WorksheetContent::Step &step : content.steps) {
            const int heading = b.paragraph(step.title, 1.35, true, 1.6, 0.3);
            b.paragraph(step.setting, 0.9, false, 0, 0.4);
            int headingEnd = b.paragraph(step.sentence, 1.0, true);
            const bool shortBody = step.body.size() <= shortText;
            for (int k = 0; k < step.body.size(); ++k) {
                const int paragraph = b.paragraph(step.body.at(k));
                // The heading never ends a page alone: a short text goes with it whole.
                if (k == 0 || shortBody)
                    headingEnd = paragraph;
            }
            QList<std::pair<int, int>> parts;
            // The figure is the page's own content with the same numbers: the table only when the
            // step has no figure.
            const bool figure
                = figures && step.index < figures->count() && !figures->isEmpty(step.index);
            if (!step.rows.isEmpty() && !figure) {
                const int table = b.table(step.columns, step.rows);
                if (shortBody)
                    headingEnd = table + 1; // the table's header row
            }
            if (figure) {
                const QList<QRect> &bands = figures->bands(step.index);
                QList<int> blocks;
                for (int band = 0; band < bands.size(); ++band)
                    blocks.append(b.figure(step.index, band));
                if (shortBody && bands.first().height() <= shortFigureBand)
                    headingEnd = blocks.first();
                // A short band is a caption (kept with the part after it) or, last, a summary line
                // (kept with the part before it).
                for (int band = 0; band < bands.size(); ++band) {
                    if (bands.at(band).height() > captionBand || bands.size() < 2)
                        continue;
                    if (band + 1 < bands.size())
                        parts.append({ blocks.at(band), blocks.at(band + 1) });
                    else
                        parts.append({ blocks.at(band - 1), blocks.at(band) });
                }
            }
            groups.append({ heading, headingEnd });
            groups.append(parts);
            if (!step.question.isEmpty()) {
                const int question = b.paragraph(
                    WorksheetDocument::tr("Question: %1").arg(step.question), 1.0, true, 0.8, 0.2);
                groups.append({ question, b.room(4) });
            }
        }
        if (answers && content.hasAnswers()) {
            b.paragraph(WorksheetDocument::tr("Answer key"), 1.6, true, 0, 0.6, true);
            for (const WorksheetContent::Step &step : content.steps) {
                if (step.answer.isEmpty())
                    continue;
                const int title = b.paragraph(step.title, 1.0, true, 0.8, 0.1);
                b.paragraph(step.question, 0.95, false, 0, 0.1);
                groups.append({ title, b.paragraph(step.answer) });
            }
        }
        return groups;
    }

    // The header (the lesson, the number, the language) above a rule, and "Page n of m" below.
    void paintMargins(QPainter &painter, const QString &headerText, const QString &pageText,
                      const QSizeF &size, qreal header, qreal footer)
    {
        painter.setPen(QColor(90, 90, 90));
        const QRectF top(0, 0, size.width(), header * 0.7);
        painter.drawText(top, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, headerText);
        painter.drawLine(QPointF(0, header * 0.75), QPointF(size.width(), header * 0.75));
        painter.drawText(QRectF(0, size.height() - footer * 0.7, size.width(), footer * 0.7),
                         Qt::AlignRight | Qt::AlignVCenter, pageText);
    }

} // namespace

WorksheetDocument::WorksheetDocument(const WorksheetContent &content,
                                     const WorksheetFigures *figures, bool answers,
                                     const QFont &font)
    : m_content(content)
    , m_figures(figures)
    , m_answers(answers)
    , m_font(font)
{
}

QString WorksheetDocument::paint(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (!painter.begin(device))
        return tr("the page could not be started");
    const qreal dpi = device->logicalDpiY();
    const qreal point = dpi / 72.0;
    const qreal width = device->width();
    const qreal height = device->height();
    QFont font = m_font;
    font.setPointSizeF(10);
    const QFontMetricsF metrics(font, device);
    const qreal header = metrics.height() * 2.2;
    const qreal footer = metrics.height() * 2.0;
    const qreal body = height - header - footer;

    QTextDocument document;
    document.documentLayout()->setPaintDevice(device);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setPageSize(QSizeF(width, body));
    WorksheetFigureObject objects(m_figures, dpi / figurePixelsPerInch, width, body);
    document.documentLayout()->registerHandler(WorksheetFigureObject::FigureType, &objects);
    document.documentLayout()->registerHandler(WorksheetFigureObject::RoomType, &objects);

    WorksheetBuilder b(&document, font, point);
    QList<std::pair<int, int>> groups = fill(b, m_content, m_figures, m_answers);
    // A paragraph stays on one page too. Split, its last line on the first page would be written
    // (clipped: invisible, yet copied and searched) onto the next page as well: QTextLayout
    // draws the line above its clip.
    for (const int paragraph : b.paragraphs())
        groups.append({ paragraph, paragraph });
    WorksheetPagination::keepTogether(&document, groups, body);
    WorksheetPagination::keepRowsWhole(&document, body);
    WorksheetPagination::keepTogether(&document, groups, body); // what the rows moved

    const int pages = document.pageCount();
    QFont small = font;
    small.setPointSizeF(8.5);
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !device->newPage())
            return tr("page %1 could not be started").arg(page + 1);
        painter.setFont(small);
        paintMargins(painter, m_content.header, tr("Page %1 of %2").arg(page + 1).arg(pages),
                     QSizeF(width, height), header, footer);
        painter.save();
        painter.translate(0, header - page * body);
        const QRectF clip(0, page * body, width, body);
        painter.setClipRect(clip);
        objects.setPage(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        // A line that starts on the next page, or whose descent reaches a pixel or two into
        // this one, lies on the clip's edge: kept out, it is not written (invisible, yet copied
        // and searched) into this page too.
        context.clip = clip.adjusted(0, 4, 0, -4);
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    if (!painter.end())
        return tr("the pages could not be finished");
    return {};
}

} // namespace pe
