// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace pe {

class ComparisonTableModel;

// The comparison table's column widths: fixed, each with room for its title and its values in the
// digits' face. While the table is too narrow for every column, pair and sin/cos are hidden (the
// dimension says both), so the values need no scrolling across; the table's width is followed.
class ComparisonColumnWidths : public QObject
{
    Q_OBJECT

public:
    ComparisonColumnWidths(QTableView *table, ComparisonTableModel *model);

    // Measures every column again: in the table's font now, the values at decimals.
    void measure(int decimals);
    bool isCompact() const { return m_compact; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    QTableView *m_table;
    ComparisonTableModel *m_model;
    QList<int> m_widths; // each column's width with room for its title and values
    bool m_compact = false;
};

} // namespace pe
