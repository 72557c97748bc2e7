// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/comparisoncolumnwidths.h"

#include "core/text/format.h"
#include "ui/comparison/comparisontablemodel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace pe {

ComparisonColumnWidths::ComparisonColumnWidths(QTableView *table, ComparisonTableModel *model)
    : QObject(table)
    , m_table(table)
    , m_model(model)
{
    table->installEventFilter(this); // its width decides which columns fit
}

void ComparisonColumnWidths::measure(int decimals)
{
    // Fixed column widths (no ResizeToContents: it would measure all 8192 rows).
    // The digits' face at the table's size (the model gives the face, the view the size).
    QFont digits = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (m_table->font().pointSizeF() > 0)
        digits.setPointSizeF(m_table->font().pointSizeF());
    const QFontMetrics fixed(digits);
    const QFontMetrics header(m_table->horizontalHeader()->font());
    const int number = fixed.horizontalAdvance(formatDisplay(-1.0, decimals)) + 18;
    QList<int> widths;
    for (int column = 0; column < ComparisonTableModel::ColumnCount; ++column) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        const int body = column >= ComparisonTableModel::PePColumn
            ? number
            : header.horizontalAdvance(QStringLiteral("00000")) + 12;
        int titleWidth = 0;
        for (const QString &line : title.split(QLatin1Char('\n')))
            titleWidth = std::max(titleWidth, header.horizontalAdvance(line));
        widths << std::max(body, titleWidth + 20);
    }
    // Only a new width is set: each setColumnWidth() makes the table lay itself out again on a
    // timer (and the stretched last column resizes twice), a repaint of its own after the
    // change's (issue 26). The header's sections are the widths set here, or the stretch.
    const QHeaderView *sections = m_table->horizontalHeader();
    for (int column = 0; column < ComparisonTableModel::ColumnCount; ++column)
        if (column >= m_widths.size() || m_widths.at(column) != widths.at(column)
            || (column + 1 < ComparisonTableModel::ColumnCount
                && sections->sectionSize(column) != widths.at(column)))
            m_table->setColumnWidth(column, widths.at(column));
    m_widths = widths;
    fit();
}

void ComparisonColumnWidths::fit()
{
    if (m_widths.size() != ComparisonTableModel::ColumnCount)
        return;
    // The room inside the frame, less a vertical scroll bar's (d > a few rows always has one).
    const int room = m_table->width() - 2 * m_table->frameWidth()
        - m_table->verticalScrollBar()->sizeHint().width();
    int all = 0;
    for (int width : std::as_const(m_widths))
        all += width;
    m_compact = all > room;
    m_table->setColumnHidden(ComparisonTableModel::PairColumn, m_compact);
    m_table->setColumnHidden(ComparisonTableModel::ComponentColumn, m_compact);
}

bool ComparisonColumnWidths::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace pe
