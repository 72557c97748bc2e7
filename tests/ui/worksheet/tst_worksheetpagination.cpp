// SPDX-License-Identifier: GPL-3.0-or-later
// A handout's table row is never cut by a page break (issue 29: a row split across pages in the
// PDF), and a step's groups stay whole.
#include "ui/worksheet/worksheetpagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QtTest>

using pe::WorksheetPagination;

class TestWorksheetPagination : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tallRowMovesWhole_data();
    void tallRowMovesWhole();
    void paragraphGroupMovesWhole();
};

namespace {

constexpr qreal page = 400;

// Text lines, then a table whose rows wrap to three lines each: with lead lines before it, one
// of the rows straddles the first page's end.
void fill(QTextDocument *document, int lead)
{
    document->setPageSize(QSizeF(300, page));
    document->setDocumentMargin(0);
    QTextCursor cursor(document);
    for (int k = 0; k < lead; ++k)
        cursor.insertText(QStringLiteral("line %1\n").arg(k));
    QTextTableFormat format;
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    QTextTable *table = cursor.insertTable(8, 2, format);
    for (int r = 0; r < 8; ++r) {
        table->cellAt(r, 0).firstCursorPosition().insertText(QStringLiteral("row %1").arg(r));
        table->cellAt(r, 1).firstCursorPosition().insertText(
            QStringLiteral("first line\nsecond line\nthird line"));
    }
}

QTextTable *onlyTable(QTextDocument *document)
{
    return qobject_cast<QTextTable *>(document->rootFrame()->childFrames().value(0));
}

} // namespace

void TestWorksheetPagination::tallRowMovesWhole_data()
{
    QTest::addColumn<int>("lead");
    // Shift the table down a line at a time so that a row meets the page's end at each of its
    // lines.
    for (int lead = 10; lead < 22; ++lead)
        QTest::addRow("%d lines before", lead) << lead;
}

void TestWorksheetPagination::tallRowMovesWhole()
{
    QFETCH(int, lead);
    QTextDocument document;
    fill(&document, lead);
    QVERIFY(document.pageCount() >= 2);
    const QList<WorksheetPagination::SplitRow> before
        = WorksheetPagination::splitRows(&document, page);
    WorksheetPagination::keepRowsWhole(&document, page);
    QVERIFY2(WorksheetPagination::splitRows(&document, page).isEmpty(),
             qPrintable(QStringLiteral("%1 rows cut before").arg(before.size())));
    // Every cell's text is still there, in order.
    QTextTable *table = onlyTable(&document);
    QVERIFY(table);
    for (int r = 0; r < 8; ++r) {
        const QTextTableCell cell = table->cellAt(r, 0);
        QTextCursor c = cell.firstCursorPosition();
        c.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
        QCOMPARE(c.selectedText(), QStringLiteral("row %1").arg(r));
    }
}

void TestWorksheetPagination::paragraphGroupMovesWhole()
{
    // Some lead makes Qt cut a row: the test above would pass on nothing otherwise.
    bool someCut = false;
    for (int lead = 10; lead < 22 && !someCut; ++lead) {
        QTextDocument document;
        fill(&document, lead);
        someCut = !WorksheetPagination::splitRows(&document, page).isEmpty();
    }
    QVERIFY(someCut);

    // A heading and its sentence (a group) that a page break splits start the next page together.
    QTextDocument document;
    document.setPageSize(QSizeF(300, page));
    document.setDocumentMargin(0);
    QTextCursor cursor(&document);
    // The page a block's line is on (a line that does not fit is moved down inside its block).
    const auto pageOf = [&](int number) {
        const QTextBlock block = document.findBlockByNumber(number);
        const qreal top = document.documentLayout()->blockBoundingRect(block).top();
        return static_cast<int>((top + block.layout()->lineAt(0).y()) / page);
    };
    // Lines until one starts the second page: the line before it is a heading, that one its
    // sentence.
    cursor.insertText(QStringLiteral("line 0"));
    for (int k = 1; k < 200 && pageOf(cursor.block().blockNumber()) == 0; ++k)
        cursor.insertText(QStringLiteral("\nline %1").arg(k));
    const int sentence = cursor.block().blockNumber();
    const int heading = sentence - 1;
    cursor.insertText(QStringLiteral("\nmore text"));
    QVERIFY(pageOf(heading) != pageOf(sentence));
    WorksheetPagination::keepTogether(&document, { { heading, sentence } }, page);
    QCOMPARE(pageOf(heading), pageOf(sentence));
    QCOMPARE(pageOf(heading), 1);
}

QTEST_MAIN(TestWorksheetPagination)
#include "tst_worksheetpagination.moc"
