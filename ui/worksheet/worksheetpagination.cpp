// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetpagination.h"

#include "ui/worksheet/worksheetfigureobject.h"

#include <QAbstractTextDocumentLayout>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

namespace {

    // The last page of a part (the lesson, the answer key) with this many lines of text or fewer
    // takes more of the page before along.
    constexpr int fewLines = 4;

    // The first block of the group that holds block (the block itself when none does).
    int startOfGroup(const QList<std::pair<int, int>> &groups, int block)
    {
        int start = block;
        for (const auto &[first, last] : groups)
            if (first <= block && block <= last)
                start = std::min(start, first);
        return start;
    }

    // The page a block's first (or last) line lies on.
    int pageOf(QTextDocument *document, int blockNumber, bool last, qreal page)
    {
        const QTextBlock block = document->findBlockByNumber(blockNumber);
        const QRectF rect = document->documentLayout()->blockBoundingRect(block);
        const QTextLayout *layout = block.layout();
        if (!layout || layout->lineCount() == 0)
            return static_cast<int>(rect.top() / page);
        const QTextLine line = layout->lineAt(last ? layout->lineCount() - 1 : 0);
        return static_cast<int>((rect.top() + line.y() + line.height() / 2) / page);
    }

    void breakBefore(QTextDocument *document, int blockNumber, bool on = true)
    {
        QTextCursor cursor(document->findBlockByNumber(blockNumber));
        QTextBlockFormat format = cursor.blockFormat();
        format.setPageBreakPolicy(on ? QTextFormat::PageBreak_AlwaysBefore
                                     : QTextFormat::PageBreak_Auto);
        cursor.setBlockFormat(format);
    }

    // Where a table row's cells begin and end, in the document.
    std::pair<qreal, qreal> rowExtent(QTextDocument *document, QTextTable *table, int row)
    {
        qreal top = std::numeric_limits<qreal>::max();
        qreal bottom = std::numeric_limits<qreal>::lowest();
        QAbstractTextDocumentLayout *layout = document->documentLayout();
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(row, c);
            const QTextBlock first = cell.firstCursorPosition().block();
            const QTextBlock last = cell.lastCursorPosition().block();
            top = std::min(top, layout->blockBoundingRect(first).top());
            bottom = std::max(bottom, layout->blockBoundingRect(last).bottom());
        }
        return { top, bottom };
    }

    QList<QTextTable *> tables(QTextDocument *document)
    {
        QList<QTextTable *> out;
        const QList<QTextFrame *> frames = document->rootFrame()->childFrames();
        for (QTextFrame *frame : frames)
            if (auto *table = qobject_cast<QTextTable *>(frame))
                out.append(table);
        return out;
    }

} // namespace

// Moves each group that a page break splits to the next page whole (one at a time, since
// each move shifts what follows), then keeps any page from holding a single line of text and the
// last page of a part from holding only a few.
void WorksheetPagination::keepTogether(QTextDocument *document,
                                       const QList<std::pair<int, int>> &groups, qreal page)
{
    QSet<int> broken;
    for (int pass = 0; pass < 200; ++pass) {
        int move = -1;
        for (const auto &[first, last] : groups) {
            if (broken.contains(first))
                continue;
            // A group that starts a page already and still does not fit stays as it is.
            const qreal top = document->documentLayout()
                                  ->blockBoundingRect(document->findBlockByNumber(first))
                                  .top();
            if (top - std::floor(top / page) * page < 2)
                continue;
            if (pageOf(document, first, false, page) != pageOf(document, last, true, page)) {
                move = first;
                break;
            }
        }
        if (move < 0) {
            // The text lines on each page (room to write is not a line of its own; a
            // figure, with its own words, counts as more than one), and the blocks of its first
            // and last line.
            const int pages = document->pageCount();
            QList<int> lines(pages, 0);
            QList<QTextBlock> firstBlock(pages);
            QList<QTextBlock> lone(pages);
            // Whether the page after it starts a part of its own (the answer key): the end of
            // the part it closes.
            QList<bool> endsPart(pages, false);
            if (pages > 0)
                endsPart[pages - 1] = true;
            for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
                const QRectF rect = document->documentLayout()->blockBoundingRect(b);
                if ((b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                    && !broken.contains(b.blockNumber())) {
                    const int at = static_cast<int>(rect.top() / page);
                    if (at > 0 && at <= pages)
                        endsPart[at - 1] = true;
                }
                const int object
                    = b.begin() != b.end() ? b.begin().fragment().charFormat().objectType() : 0;
                if (object == WorksheetFigureObject::RoomType)
                    continue;
                const QTextLayout *layout = b.layout();
                for (int l = 0; layout && l < layout->lineCount(); ++l) {
                    const QTextLine line = layout->lineAt(l);
                    const int at
                        = static_cast<int>((rect.top() + line.y() + line.height() / 2) / page);
                    if (at >= 0 && at < lines.size()) {
                        lines[at] += object == WorksheetFigureObject::FigureType ? 2 : 1;
                        if (!firstBlock.at(at).isValid())
                            firstBlock[at] = b;
                        lone[at] = b;
                    }
                }
            }
            // A page with a single line takes the block before that line along (and the
            // line keeps no page break of its own from the groups above); the last page of a
            // part with only a few lines takes the block before its first one along.
            for (int at = 1; at < lines.size() && move < 0; ++at) {
                const bool single = lines.at(at) == 1;
                if (!single && !(endsPart.at(at) && lines.at(at) <= fewLines))
                    continue;
                const QTextBlock first = single ? lone.at(at) : firstBlock.at(at);
                if (!first.isValid())
                    continue;
                QTextBlock target
                    = single && first.layout()->lineCount() > 1 ? first : first.previous();
                // The whole group the block belongs to (an answer with its title), not the
                // block alone: a group's other blocks keep no page break of their own.
                if (!single && target.isValid())
                    target
                        = document->findBlockByNumber(startOfGroup(groups, target.blockNumber()));
                if (!target.isValid() || broken.contains(target.blockNumber()))
                    continue;
                move = target.blockNumber();
                if (target != first && broken.contains(first.blockNumber()))
                    breakBefore(document, first.blockNumber(), false);
            }
        }
        if (move < 0)
            return;
        // The blocks after it that were moved before, as part of what now moves with it (a
        // figure's caption, its table), follow it again instead of starting pages of their own.
        int chainEnd = move;
        for (bool grew = true; grew;) {
            grew = false;
            for (const auto &[first, last] : groups)
                if (first <= chainEnd && last > chainEnd && last >= move && first >= move) {
                    chainEnd = last;
                    grew = true;
                }
        }
        for (auto it = broken.begin(); it != broken.end();) {
            if (*it > move && *it <= chainEnd) {
                breakBefore(document, *it, false);
                it = broken.erase(it);
            } else {
                ++it;
            }
        }
        broken.insert(move);
        breakBefore(document, move);
    }
}

QList<WorksheetPagination::SplitRow> WorksheetPagination::splitRows(QTextDocument *document,
                                                                    qreal page)
{
    QList<SplitRow> split;
    const QList<QTextTable *> all = tables(document);
    for (int t = 0; t < all.size(); ++t) {
        for (int r = 0; r < all.at(t)->rows(); ++r) {
            const auto [top, bottom] = rowExtent(document, all.at(t), r);
            // A pixel of the row's bottom edge on the next page is not a split.
            if (static_cast<int>(top / page) != static_cast<int>((bottom - 1) / page))
                split.append({ t, r });
        }
    }
    return split;
}

void WorksheetPagination::keepRowsWhole(QTextDocument *document, qreal page)
{
    // Qt moves a row to the next page only when none of its cells starts on this one; a row
    // whose cells wrap to several lines is cut between them. Each cell of such a row starts on
    // a new page instead (then no cell starts on this page, and Qt moves the row, its header
    // repeated), one row at a time, since each move shifts what follows.
    for (int pass = 0; pass < 100; ++pass) {
        const QList<SplitRow> split = splitRows(document, page);
        if (split.isEmpty())
            return;
        QTextTable *table = tables(document).at(split.first().table);
        for (int c = 0; c < table->columns(); ++c) {
            QTextCursor cursor = table->cellAt(split.first().row, c).firstCursorPosition();
            QTextBlockFormat format = cursor.blockFormat();
            if (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                return; // a row taller than a page stays cut
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.setBlockFormat(format);
        }
    }
}

} // namespace pe
