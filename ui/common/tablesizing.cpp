// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/tablesizing.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace pe {

void TableSizing::follow(QTableView *table, const QString &widestCell, int leastRows)
{
    new TableSizing(table, widestCell, leastRows);
}

TableSizing::TableSizing(QTableView *table, const QString &widestCell, int leastRows)
    : QObject(table)
    , m_table(table)
    , m_widestCell(widestCell)
    , m_leastRows(leastRows)
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
    const int row = std::max(text.height(), digits.height()) + 6;
    m_table->verticalHeader()->setDefaultSectionSize(row);
    if (m_leastRows > 0) {
        const bool across = m_table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
        m_table->setMinimumHeight(
            (m_table->horizontalHeader()->isHidden()
                 ? 0
                 : m_table->horizontalHeader()->sizeHint().height())
            + m_leastRows * m_table->verticalHeader()->defaultSectionSize()
            + 2 * m_table->frameWidth()
            + (across ? m_table->horizontalScrollBar()->sizeHint().height() : 0));
    }
    if (!m_widestCell.isEmpty())
        m_table->horizontalHeader()->setDefaultSectionSize(
            std::max(text.horizontalAdvance(m_widestCell), digits.horizontalAdvance(m_widestCell))
            + 14);
}

} // namespace pe
