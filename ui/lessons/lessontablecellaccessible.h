// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>

class QLabel;

namespace pe {

class LessonTable;

// One label of a LessonTable as a screen reader meets it: a column header (the header row) or a
// cell (role Cell) that knows its row, column and headers, read by its text.
class LessonTableCellAccessible : public QAccessibleWidget, public QAccessibleTableCellInterface
{
public:
    LessonTableCellAccessible(QLabel *label, LessonTable *table);

    // QAccessibleInterface
    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    QAccessibleInterface *parent() const override;
    void *interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override;
    QList<QAccessibleInterface *> rowHeaderCells() const override;
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override;

private:
    QLabel *label() const;
    // The label's place in the table: row -1 is the header row; {-1, -1} when not found.
    QPair<int, int> place() const;

    LessonTable *m_table;
};

} // namespace pe
