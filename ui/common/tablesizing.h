// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QTableView;

namespace pe {

// Row heights (and, with a sample text, column widths) of a table measured on its font, measured
// again whenever the font changes: a language's CJK face or presenter mode's larger type gets rows
// its text fits in. With leastRows, the table's minimum height keeps its header and that many
// whole rows in view (above its horizontal scroll bar) in the type it has now.
class TableSizing : public QObject
{
    Q_OBJECT

public:
    // widestCell: a text as wide as the widest cell (e.g. "-0.0000000"); empty keeps the widths.
    static void follow(QTableView *table, const QString &widestCell = QString(), int leastRows = 0);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    TableSizing(QTableView *table, const QString &widestCell, int leastRows);
    void apply();

    QTableView *m_table;
    QString m_widestCell;
    int m_leastRows;
};

} // namespace pe
