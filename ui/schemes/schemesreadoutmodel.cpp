// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesreadoutmodel.h"

#include "core/text/format.h"

namespace pe {

namespace {
    constexpr int sinusoidRow = 0;
    constexpr int ropeRow = 1;
    constexpr int firstHeadRow = 2;
} // namespace

SchemesReadoutModel::SchemesReadoutModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SchemesReadoutModel::setReading(const SchemeReading &reading)
{
    if (reading.alibi.size() != m_reading.alibi.size()) {
        beginResetModel();
        m_reading = reading;
        endResetModel();
        return;
    }
    m_reading = reading;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           { Qt::DisplayRole, Qt::AccessibleTextRole });
}

void SchemesReadoutModel::retranslate()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int SchemesReadoutModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : firstHeadRow + static_cast<int>(m_reading.alibi.size());
}

int SchemesReadoutModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SchemesReadoutModel::text(int row, int column) const
{
    const SchemeReading &r = m_reading;
    const bool head = row >= firstHeadRow;
    const std::size_t h = head ? static_cast<std::size_t>(row - firstHeadRow) : 0;
    const double exact = row == sinusoidRow ? r.sinusoidal : row == ropeRow ? r.rope : r.alibi[h];
    const double divisor = row == sinusoidRow ? r.sinusoidalAtZero
        : row == ropeRow                      ? r.ropeAtZero
                                              : 1.0;
    switch (column) {
    case CurveColumn:
        if (row == sinusoidRow)
            return tr("Sinusoid PE(0)·PE(Δ)");
        if (row == ropeRow)
            return tr("RoPE decay bound");
        return tr("ALiBi h%1 (slope %2)").arg(h + 1).arg(formatDisplay(r.slopes[h]));
    case ExactColumn:
        return formatDisplay(exact);
    case DivisorColumn:
        return head ? tr("none") : formatDisplay(divisor);
    case DrawnColumn:
        return formatDisplay(exact / divisor);
    default:
        return QString();
    }
}

QString SchemesReadoutModel::toolTip(int row, int column) const
{
    if (column == CurveColumn && row >= firstHeadRow) // the whole name, where the column cuts it
        return text(row, column) + QLatin1Char('\n')
            + tr("ALiBi's bias −slope·Δ, in logits: drawn as it is, on the right axis.");
    if (row >= firstHeadRow)
        return tr("ALiBi's bias −slope·Δ, in logits: drawn as it is, on the right axis.");
    if (column == DivisorColumn || column == DrawnColumn)
        return row == sinusoidRow
            ? tr("Divided by its value at Δ = 0, d/2, so that the curve starts at 1.")
            : tr("Divided by its value at Δ = 0, (d/2 + 1)/2, so that the curve starts at 1.");
    return row == sinusoidRow ? tr("The dot product of the encodings of positions 0 and Δ.")
                              : tr("The bound on how RoPE's attention score decays with Δ.");
}

QVariant SchemesReadoutModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(index.row(), index.column());
    case Qt::ToolTipRole:
        return toolTip(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return static_cast<int>(Qt::AlignVCenter
                                | (index.column() == CurveColumn ? Qt::AlignLeft : Qt::AlignRight));
    default:
        return {};
    }
}

QVariant SchemesReadoutModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case ExactColumn:
            return tr("The curve's value at Δ, not divided, to 6 decimals.");
        case DivisorColumn:
            return tr("What the chart divides the value by: its value at Δ = 0, so that the "
                      "curve starts at 1. ALiBi's bias is drawn as it is.");
        case DrawnColumn:
            return tr("The value as the chart draws it: the exact value divided by the divisor.");
        default:
            return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CurveColumn:
        return tr("Curve");
    case ExactColumn:
        return tr("Exact value");
    case DivisorColumn:
        return tr("Divisor");
    case DrawnColumn:
        return tr("Drawn");
    default:
        return {};
    }
}

} // namespace pe
