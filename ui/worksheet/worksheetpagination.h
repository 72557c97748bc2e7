// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <utility>

class QTextDocument;

namespace pe {

// Where the handout's page breaks fall (WorksheetDocument): what belongs together stays on one
// page. Every page is page units high in the document's coordinates.
class WorksheetPagination
{
public:
    // Moves each group of blocks (first, last block number) that a page break splits to the next
    // page whole, then keeps any page from holding a single line of text, and the last page of
    // the lesson or of the answer key from holding four lines or fewer.
    static void keepTogether(QTextDocument *document, const QList<std::pair<int, int>> &groups,
                             qreal page);

    // Moves each table row that a page break would cut (its cells wrap to several lines) to the
    // next page whole.
    static void keepRowsWhole(QTextDocument *document, qreal page);

    struct SplitRow
    {
        int table; // among the document's tables, in order
        int row;
    };
    // The table rows that lie on two pages.
    static QList<SplitRow> splitRows(QTextDocument *document, qreal page);
};

} // namespace pe
