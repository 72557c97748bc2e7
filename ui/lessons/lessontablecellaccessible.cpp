// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessontablecellaccessible.h"

#include "ui/lessons/lessontable.h"

#include <QLabel>

namespace pe {

LessonTableCellAccessible::LessonTableCellAccessible(QLabel *label, LessonTable *table)
    : QAccessibleWidget(label, QAccessible::Cell)
    , m_table(table)
{
}

QLabel *LessonTableCellAccessible::label() const
{
    return static_cast<QLabel *>(widget());
}

QPair<int, int> LessonTableCellAccessible::place() const
{
    int row = -1;
    int column = -1;
    if (!m_table->findCell(label(), &row, &column))
        return { -1, -1 };
    return { row, column };
}

QAccessible::Role LessonTableCellAccessible::role() const
{
    return place().first < 0 && place().second >= 0 ? QAccessible::ColumnHeader : QAccessible::Cell;
}

QString LessonTableCellAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name) {
        const QString name = label()->accessibleName();
        return name.isEmpty() ? label()->text() : name;
    }
    return QAccessibleWidget::text(t);
}

QAccessibleInterface *LessonTableCellAccessible::parent() const
{
    return QAccessible::queryAccessibleInterface(m_table);
}

void *LessonTableCellAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::TableCellInterface && role() == QAccessible::Cell)
        return static_cast<QAccessibleTableCellInterface *>(this);
    return QAccessibleWidget::interface_cast(t);
}

QList<QAccessibleInterface *> LessonTableCellAccessible::columnHeaderCells() const
{
    QLabel *header = m_table->headerCell(columnIndex());
    if (!header || header->text().isEmpty())
        return {};
    return { QAccessible::queryAccessibleInterface(header) };
}

QList<QAccessibleInterface *> LessonTableCellAccessible::rowHeaderCells() const
{
    // The first column names the row ("pair 0", "p = 3"): the header of every cell in the row,
    // its own too (AT-SPI asks the first cell of a row for the row's header).
    const QPair<int, int> at = place();
    if (at.first < 0 || at.second < 0)
        return {};
    QLabel *first = m_table->cell(at.first, 0);
    if (!first || first->text().isEmpty())
        return {};
    return { QAccessible::queryAccessibleInterface(first) };
}

int LessonTableCellAccessible::columnIndex() const
{
    return place().second;
}

int LessonTableCellAccessible::rowIndex() const
{
    return place().first;
}

QAccessibleInterface *LessonTableCellAccessible::table() const
{
    return QAccessible::queryAccessibleInterface(m_table);
}

} // namespace pe
