// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/schemesamples.h"

#include <QAbstractTableModel>

namespace pe {

// The schemes view's read-out as a table: a row per curve (the sinusoid, RoPE's bound, each
// ALiBi head), with its exact value at the hovered distance, what the chart divides it by and
// the value as drawn. Cells are made when asked for, so 1024 heads cost nothing while the
// distance moves.
class SchemesReadoutModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CurveColumn, ExactColumn, DivisorColumn, DrawnColumn, ColumnCount };

    explicit SchemesReadoutModel(QObject *parent = nullptr);

    void setReading(const SchemeReading &reading);
    const SchemeReading &reading() const { return m_reading; }
    // After a language change: every cell and header anew.
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;
    QString toolTip(int row, int column) const;

    SchemeReading m_reading;
};

} // namespace pe
