// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessontableaccessible.h"

#include "ui/lessons/lessontable.h"
#include "ui/lessons/lessontablecellaccessible.h"

#include <QLabel>

namespace pe {

LessonTableAccessible::LessonTableAccessible(LessonTable *table)
    : QAccessibleWidget(table, QAccessible::Table)
{
}

QAccessibleInterface *LessonTableAccessible::factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("pe::LessonTable")) {
        if (auto *table = qobject_cast<LessonTable *>(object))
            return new LessonTableAccessible(table);
    } else if (className == QLatin1String("QLabel")) {
        auto *label = qobject_cast<QLabel *>(object);
        if (auto *table = label ? qobject_cast<LessonTable *>(label->parent()) : nullptr)
            return new LessonTableCellAccessible(label, table);
    }
    return nullptr;
}

void LessonTableAccessible::install()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(&LessonTableAccessible::factory);
}

LessonTable *LessonTableAccessible::table() const
{
    return static_cast<LessonTable *>(widget());
}

QAccessible::Role LessonTableAccessible::role() const
{
    // A table the page has not filled (yet) is no table to read.
    return rowCount() > 0 && columnCount() > 0 ? QAccessible::Table : QAccessible::Pane;
}

QString LessonTableAccessible::text(QAccessible::Text t) const
{
    QString text = QAccessibleWidget::text(t);
    // Named by what the page calls it: its accessible name, or the caption above it (a label
    // whose buddy it is: "W_Q (8 × 8)", not "0, 1, 2, …"); else by its column headers (in the
    // interface language: the page wrote them).
    if (t == QAccessible::Name && text.isEmpty()) {
        if (const QWidget *parent = table()->parentWidget())
            for (const QLabel *label : parent->findChildren<QLabel *>(Qt::FindDirectChildrenOnly))
                if (label->buddy() == table() && !label->text().isEmpty())
                    return label->text();
        QStringList headers;
        for (int c = 0; c < columnCount(); ++c)
            if (QLabel *header = table()->headerCell(c); header && !header->text().isEmpty())
                headers << header->text();
        // A table without a header row: by its first row.
        const bool headerless = headers.isEmpty();
        for (int c = 0; headerless && c < columnCount(); ++c)
            if (QLabel *cell = table()->cell(0, c); cell && !cell->text().isEmpty())
                headers << cell->text();
        text = headers.join(QStringLiteral(", "));
    }
    return text;
}

QList<QLabel *> LessonTableAccessible::labels() const
{
    QList<QLabel *> labels;
    for (int c = 0; c < columnCount(); ++c)
        if (QLabel *header = table()->headerCell(c))
            labels << header;
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c)
            if (QLabel *cell = table()->cell(r, c))
                labels << cell;
    return labels;
}

int LessonTableAccessible::childCount() const
{
    return static_cast<int>(labels().size());
}

QAccessibleInterface *LessonTableAccessible::child(int index) const
{
    const QList<QLabel *> all = labels();
    if (index < 0 || index >= all.size())
        return nullptr;
    return QAccessible::queryAccessibleInterface(all.at(index));
}

int LessonTableAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (!child)
        return -1;
    return static_cast<int>(labels().indexOf(qobject_cast<QLabel *>(child->object())));
}

void *LessonTableAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(t);
}

QAccessibleInterface *LessonTableAccessible::cellAt(int row, int column) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    QLabel *cell = table()->cell(row, column);
    return cell ? QAccessible::queryAccessibleInterface(cell) : nullptr;
}

QString LessonTableAccessible::columnDescription(int column) const
{
    QLabel *header = table()->headerCell(column);
    return header ? header->text() : QString();
}

QString LessonTableAccessible::rowDescription(int row) const
{
    QLabel *first = row >= 0 && row < rowCount() ? table()->cell(row, 0) : nullptr;
    return first ? first->text() : QString();
}

int LessonTableAccessible::columnCount() const
{
    return table()->columnCount();
}

int LessonTableAccessible::rowCount() const
{
    return table()->rowCount();
}

} // namespace pe
