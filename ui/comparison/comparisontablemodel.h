// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QColor>

namespace pe {

class PositionalEncodingModel;

// The comparison of positions p and q as a table, one row per dimension: dim, pair, sin/cos,
// PE(p), PE(q) and the input difference x(q) - x(p). Reads model->comparison() only (never
// recomputes) and follows the model's parametersChanged(); d = 8192 is 8192 virtual rows.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        DimensionColumn,
        PairColumn,
        ComponentColumn,
        PePColumn,
        PeQColumn,
        DifferenceColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    static constexpr int defaultDecimals = 6;
    static constexpr int focusDecimals = 12;

    explicit ComparisonTableModel(PositionalEncodingModel *model, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Decimals of the value columns: 6, or 12 in focus so that slow pairs' tiny differences
    // (equal at 6 decimals) show. Values are never rounded before computing.
    int decimals() const { return m_decimals; }
    void setDecimals(int decimals);

    // Re-reads the model's comparison: a reset when d changed, else one dataChanged, and
    // headerDataChanged only when the header's texts change (p, q, the encoding on or off): a
    // view lays itself out again at each, a repaint of its own after the change's.
    void refresh();
    // Header texts after a language change.
    void retranslate();
    // The colour of PE(p) and PE(q) while the encoding is off (candidates): the view's palette's
    // placeholder text, set by the view whenever its palette changes.
    void setCandidateColor(const QColor &color);

private:
    QVariant value(int row, int column) const;
    QString toolTip(int row, int column) const;

    PositionalEncodingModel *m_model;
    int m_rows = 0;
    // What the header showed at the last refresh: p, q, the encoding on.
    qint64 m_headerP = -1;
    qint64 m_headerQ = -1;
    bool m_headerOn = false;
    int m_decimals = defaultDecimals;
    QColor m_candidateColor = Qt::gray;
};

} // namespace pe
