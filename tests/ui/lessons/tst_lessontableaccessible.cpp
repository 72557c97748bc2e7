// SPDX-License-Identifier: GPL-3.0-or-later
// A LessonTable as a screen reader meets it (issue 26): a table (role Table) with the table
// interface, its header row as column headers, the first column as row headers, each label a
// cell that knows its row and column; rows hidden by setRowCount are not read.
#include "ui/lessons/lessontable.h"
#include "ui/lessons/lessontableaccessible.h"

#include <QAccessible>
#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

using namespace pe;

class TestLessonTableAccessible : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableWithHeaders();
    void cellsKnowTheirPlace();
    void hiddenRowsAreNotRead();
    void namedByThePage();
    void namedByItsCaption();
    void otherLabelsUnchanged();
    void emptyTableIsNoTable();

private:
    static void fill(LessonTable *table)
    {
        table->setHeaders({ QStringLiteral("Pair"), QStringLiteral("sin"), QStringLiteral("cos") });
        for (int r = 0; r < 3; ++r) {
            table->setCell(r, 0, QStringLiteral("pair %1").arg(r));
            table->setCell(r, 1, QStringLiteral("0.%1").arg(r), QStringLiteral("sin_%1").arg(r));
            table->setCell(r, 2, QStringLiteral("1.%1").arg(r));
        }
    }
};

void TestLessonTableAccessible::tableWithHeaders()
{
    LessonTable table;
    fill(&table);
    table.show();
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(&table);
    QVERIFY(node);
    QCOMPARE(node->role(), QAccessible::Table);
    QAccessibleTableInterface *grid = node->tableInterface();
    QVERIFY(grid);
    QCOMPARE(grid->rowCount(), 3);
    QCOMPARE(grid->columnCount(), 3);
    QCOMPARE(grid->columnDescription(1), QStringLiteral("sin"));
    QCOMPARE(grid->rowDescription(2), QStringLiteral("pair 2"));
    // Named by its headers when the page gives it no name.
    QCOMPARE(node->text(QAccessible::Name), QStringLiteral("Pair, sin, cos"));
    // Header row, then the cells row by row; the rule under the header is no child.
    QCOMPARE(node->childCount(), 3 + 9);
    QAccessibleInterface *header = node->child(1);
    QCOMPARE(header->role(), QAccessible::ColumnHeader);
    QCOMPARE(header->text(QAccessible::Name), QStringLiteral("sin"));
    for (int k = 0; k < node->childCount(); ++k) {
        QAccessibleInterface *child = node->child(k);
        QCOMPARE(node->indexOfChild(child), k);
        QCOMPARE(child->parent(), node);
    }
    QVERIFY(!grid->cellAt(3, 0));
    QVERIFY(!grid->cellAt(0, 3));
}

void TestLessonTableAccessible::cellsKnowTheirPlace()
{
    LessonTable table;
    fill(&table);
    table.show();
    QAccessibleTableInterface *grid
        = QAccessible::queryAccessibleInterface(&table)->tableInterface();
    QAccessibleInterface *cell = grid->cellAt(2, 1);
    QVERIFY(cell);
    QCOMPARE(cell->object(), table.cell(2, 1));
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("0.2"));
    QAccessibleTableCellInterface *place = cell->tableCellInterface();
    QVERIFY(place);
    QCOMPARE(place->rowIndex(), 2);
    QCOMPARE(place->columnIndex(), 1);
    QCOMPARE(place->table(), QAccessible::queryAccessibleInterface(&table));
    const QList<QAccessibleInterface *> columnHeaders = place->columnHeaderCells();
    QCOMPARE(columnHeaders.size(), 1);
    QCOMPARE(columnHeaders.first()->text(QAccessible::Name), QStringLiteral("sin"));
    const QList<QAccessibleInterface *> rowHeaders = place->rowHeaderCells();
    QCOMPARE(rowHeaders.size(), 1);
    QCOMPARE(rowHeaders.first()->text(QAccessible::Name), QStringLiteral("pair 2"));
    // The first column is the row header, its own too: AT-SPI asks it for the row's header.
    QCOMPARE(grid->cellAt(1, 0)->tableCellInterface()->rowHeaderCells().value(0),
             grid->cellAt(1, 0));
    // A changed text is read at once.
    table.setCell(2, 1, QStringLiteral("−0.500000"));
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("−0.500000"));
}

void TestLessonTableAccessible::hiddenRowsAreNotRead()
{
    LessonTable table;
    fill(&table);
    table.setRowCount(2);
    table.show();
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(&table);
    QCOMPARE(node->tableInterface()->rowCount(), 2);
    QCOMPARE(node->childCount(), 3 + 6);
    QVERIFY(!node->tableInterface()->cellAt(2, 0));
    QCOMPARE(node->indexOfChild(QAccessible::queryAccessibleInterface(table.cell(2, 1))), -1);
}

void TestLessonTableAccessible::namedByThePage()
{
    LessonTable table;
    fill(&table);
    table.setAccessibleName(QStringLiteral("Periods"));
    QCOMPARE(QAccessible::queryAccessibleInterface(&table)->text(QAccessible::Name),
             QStringLiteral("Periods"));
}

void TestLessonTableAccessible::namedByItsCaption()
{
    // A matrix's caption above it names it, not its column numbers.
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *caption = new QLabel(QStringLiteral("W_Q (8 × 8)"));
    auto *table = new LessonTable;
    table->setHeaders({ QString(), QStringLiteral("0"), QStringLiteral("1") });
    table->setCell(0, 0, QStringLiteral("0"));
    table->setCell(0, 1, QStringLiteral("0.1"));
    table->setCell(0, 2, QStringLiteral("0.2"));
    layout->addWidget(caption);
    layout->addWidget(table);
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(table);
    QCOMPARE(node->text(QAccessible::Name), QStringLiteral("0, 1"));
    caption->setBuddy(table);
    QCOMPARE(node->text(QAccessible::Name), QStringLiteral("W_Q (8 × 8)"));
    table->setAccessibleName(QStringLiteral("Query weights"));
    QCOMPARE(node->text(QAccessible::Name), QStringLiteral("Query weights"));
}

void TestLessonTableAccessible::otherLabelsUnchanged()
{
    // Only the table's own labels become cells.
    QWidget page;
    auto *label = new QLabel(QStringLiteral("A sentence"), &page);
    LessonTable table(&page);
    fill(&table);
    QCOMPARE(QAccessible::queryAccessibleInterface(label)->role(), QAccessible::StaticText);
}

void TestLessonTableAccessible::emptyTableIsNoTable()
{
    LessonTable table;
    QCOMPARE(QAccessible::queryAccessibleInterface(&table)->role(), QAccessible::Pane);
    table.setCell(0, 0, QStringLiteral("pair 0"));
    table.setCell(0, 1, QStringLiteral("0.5"));
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(&table);
    QCOMPARE(node->role(), QAccessible::Table);
    // No header row: named by its first row.
    QCOMPARE(node->text(QAccessible::Name), QStringLiteral("pair 0, 0.5"));
}

QTEST_MAIN(TestLessonTableAccessible)
#include "tst_lessontableaccessible.moc"
