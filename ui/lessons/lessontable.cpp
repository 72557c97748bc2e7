// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessontable.h"

#include "ui/lessons/lessontableaccessible.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace pe {

LessonTable::LessonTable(QWidget *parent)
    : QFrame(parent)
    , m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("LessonTable"));
    setFrameShape(QFrame::NoFrame);
    // A screen reader meets a table with headers, not a grid of labels (issue 26).
    LessonTableAccessible::install();
    m_grid->setHorizontalSpacing(18);
    m_grid->setVerticalSpacing(3);
    m_grid->setContentsMargins(0, 0, 0, 0);
    // A rule under the header; the table takes the page's width and keeps its columns together at
    // the left, so a wrapping text column can still grow in height.
    m_rule = new QFrame(this);
    m_rule->setFrameShape(QFrame::HLine);
    m_rule->setFrameShadow(QFrame::Sunken);
    m_grid->addWidget(m_rule, 1, 0, 1, 1);
}

QLabel *LessonTable::ensureCell(int gridRow, int column)
{
    while (m_cells.size() <= gridRow)
        m_cells.append(QList<QLabel *>());
    QList<QLabel *> &row = m_cells[gridRow];
    while (row.size() <= column)
        row.append(nullptr);
    if (!row[column]) {
        auto *label = new QLabel(this);
        label->setTextFormat(Qt::PlainText);
        const bool text = column == m_textColumn;
        label->setWordWrap(text || gridRow == 0);
        label->setAlignment((text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        if (gridRow == 0) {
            QFont font = label->font();
            font.setBold(true);
            label->setFont(font);
        }
        m_grid->addWidget(label, gridRow == 0 ? 0 : gridRow + 1, column);
        if (column + 1 > m_columns) {
            m_grid->setColumnStretch(m_columns, 0);
            m_columns = column + 1;
            m_grid->setColumnStretch(m_columns, 1);
            m_grid->addWidget(m_rule, 1, 0, 1, m_columns);
        }
        row[column] = label;
    }
    row[column]->show();
    return row[column];
}

void LessonTable::setHeaders(const QStringList &headers)
{
    for (int c = 0; c < headers.size(); ++c)
        ensureCell(0, c)->setText(headers.at(c));
}

void LessonTable::setCell(int row, int column, const QString &text, const QString &objectName)
{
    QLabel *label = ensureCell(row + 1, column);
    label->setText(text);
    // A wrapping label asks for less than its text needs; let it keep one line up to a limit,
    // and wrap beyond that (long translations).
    if (column == m_textColumn)
        fitTextCell(label);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    m_rows = qMax(m_rows, row + 1);
}

void LessonTable::fitTextCell(QLabel *label)
{
    const int natural = label->fontMetrics().horizontalAdvance(label->text()) + 2;
    label->setMinimumWidth(qMin(natural, 22 * label->fontMetrics().averageCharWidth() + 120));
}

void LessonTable::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    // Larger type (presenter mode) or another face: measured again once the cells have it.
    QMetaObject::invokeMethod(
        this,
        [this] {
            for (int r = 1; r < m_cells.size(); ++r)
                if (QLabel *label = m_cells.at(r).value(m_textColumn))
                    fitTextCell(label);
        },
        Qt::QueuedConnection);
}

void LessonTable::setRowCount(int rows)
{
    for (int r = rows + 1; r < m_cells.size(); ++r)
        for (QLabel *label : m_cells.at(r))
            if (label)
                label->hide();
    m_rows = rows;
}

QLabel *LessonTable::cell(int row, int column) const
{
    if (row + 1 >= m_cells.size() || column >= m_cells.at(row + 1).size())
        return nullptr;
    return m_cells.at(row + 1).at(column);
}

QLabel *LessonTable::headerCell(int column) const
{
    if (m_cells.isEmpty() || column < 0 || column >= m_cells.first().size())
        return nullptr;
    return m_cells.first().at(column);
}

bool LessonTable::findCell(const QLabel *label, int *row, int *column) const
{
    for (int r = 0; r < qMin<qsizetype>(m_cells.size(), m_rows + 1); ++r) {
        const int c = static_cast<int>(m_cells.at(r).indexOf(label));
        if (c >= 0) {
            *row = r - 1;
            *column = c;
            return true;
        }
    }
    return false;
}

void LessonTable::setTextColumn(int column)
{
    m_textColumn = column;
}

void LessonTable::setCellMuted(int row, int column, bool muted)
{
    if (QLabel *label = cell(row, column))
        label->setForegroundRole(muted ? QPalette::PlaceholderText : QPalette::WindowText);
}

void LessonTable::setCellEmphasized(int row, int column, bool emphasized)
{
    if (QLabel *label = cell(row, column)) {
        QFont font = label->font();
        font.setBold(emphasized);
        label->setFont(font);
    }
}

} // namespace pe
