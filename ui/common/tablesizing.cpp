// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/tablesizing.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace pe {

void TableSizing::follow(QTableView *table, const QString &widestCell)
{
    new TableSizing(table, widestCell);
}

TableSizing::TableSizing(QTableView *table, const QString &widestCell)
    : QObject(table)
    , m_table(table)
    , m_widestCell(widestCell)
{
    table->installEventFilter(this);
    apply();
}

bool TableSizing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::FontChange)
        apply();
    return QObject::eventFilter(watched, event);
}

void TableSizing::apply()
{
    // Numbers are drawn in the fixed-pitch face at the table's size: measure both.
    QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QFont own = m_table->font();
    if (own.pixelSize() > 0)
        fixed.setPixelSize(own.pixelSize());
    else
        fixed.setPointSizeF(own.pointSizeF());
    const QFontMetrics text = m_table->fontMetrics();
    const QFontMetrics digits(fixed, m_table);
    m_table->verticalHeader()->setDefaultSectionSize(std::max(text.height(), digits.height()) + 6);
    if (!m_widestCell.isEmpty())
        m_table->horizontalHeader()->setDefaultSectionSize(
            std::max(text.horizontalAdvance(m_widestCell), digits.horizontalAdvance(m_widestCell))
            + 14);
}

} // namespace pe
