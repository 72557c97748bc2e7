// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QList>

class QGridLayout;
class QLabel;

namespace pe {

// A small table of labels for the lesson pages: it sizes itself to its text (nothing is clipped,
// long text wraps) and every cell can carry an object name ("value_pair0_sin_q") for tests.
class LessonTable : public QFrame
{
    Q_OBJECT

public:
    explicit LessonTable(QWidget *parent = nullptr);

    void setHeaders(const QStringList &headers);
    // Row 0 is the first row under the header. Text columns wrap; number columns align right.
    void setCell(int row, int column, const QString &text, const QString &objectName = {});
    void setRowCount(int rows);
    int rowCount() const { return m_rows; }
    QLabel *cell(int row, int column) const;
    int columnCount() const { return m_columns; }
    QLabel *headerCell(int column) const;
    // Where a label of this table sits: row -1 is the header row. False when it is none of its
    // shown cells.
    bool findCell(const QLabel *label, int *row, int *column) const;
    // Column whose text wraps and takes the spare width (-1: none).
    void setTextColumn(int column);
    void setCellMuted(int row, int column, bool muted);
    void setCellEmphasized(int row, int column, bool emphasized);

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *ensureCell(int gridRow, int column);
    // A text cell keeps one line up to a limit, measured in its font.
    static void fitTextCell(QLabel *label);

    QGridLayout *m_grid;
    QFrame *m_rule;
    int m_columns = 0;
    QList<QList<QLabel *>> m_cells; // by grid row (0 = header)
    int m_rows = 0;
    int m_textColumn = 0;
};

} // namespace pe
