// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>

class QLabel;
class QObject;
class QString;

namespace pe {

class LessonTable;

// What a screen reader meets in a LessonTable: a table (role Table) with rows and columns, its
// header row as column headers, the first column as row headers, and each label a cell it can
// move between (QAccessibleTableInterface), not a grid of loose labels.
class LessonTableAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit LessonTableAccessible(LessonTable *table);

    // The factory QAccessible asks for a LessonTable and for the labels in it.
    static QAccessibleInterface *factory(const QString &className, QObject *object);
    // Installed once, when the first LessonTable is made.
    static void install();

    LessonTable *table() const;

    // QAccessibleInterface
    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    void *interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { }

    // The header and the cells in the order a reader walks them: header row, then row by row.
    QList<QLabel *> labels() const;
};

} // namespace pe
