// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/modelpairtable.h"

#include "core/text/format.h"

#include <cmath>
#include <limits>

namespace pe {

ModelPairTable::ModelPairTable(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ModelPairTable::setFrequencies(std::shared_ptr<const RopeFrequencies> frequencies)
{
    beginResetModel();
    m_frequencies = std::move(frequencies);
    endResetModel();
}

void ModelPairTable::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ModelPairTable::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_frequencies)
        return 0;
    const int pairs = static_cast<int>(m_frequencies->pairs().size());
    return pairs + (m_frequencies->config().unrotatedDimensions() > 0 ? 1 : 0);
}

int ModelPairTable::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ModelPairTable::isUnrotatedRow(int row) const
{
    return m_frequencies && row == static_cast<int>(m_frequencies->pairs().size());
}

double ModelPairTable::value(int row, int column) const
{
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    if (!m_frequencies || row < 0 || row >= static_cast<int>(m_frequencies->pairs().size()))
        return none;
    const RopeFrequencies::Pair &pair = m_frequencies->pairs()[static_cast<std::size_t>(row)];
    switch (column) {
    case FrequencyColumn:
        return pair.frequency;
    case WavelengthColumn:
        return pair.wavelength;
    case WavelengthRatioColumn:
        return pair.wavelength / static_cast<double>(m_frequencies->runLength());
    case FactorColumn:
        return pair.factor;
    case AttentionColumn:
        return m_frequencies->attentionFactor();
    default:
        return none;
    }
}

QString ModelPairTable::text(int row, int column) const
{
    const ModelConfig &config = m_frequencies->config();
    const int rotated = config.rotatedDimensions();
    if (isUnrotatedRow(row)) {
        if (column == PairColumn)
            return tr("dimensions %1–%2").arg(rotated).arg(config.headDimension - 1);
        if (column == FrequencyColumn)
            return tr("not rotated");
        return QStringLiteral("—");
    }
    if (column == PairColumn)
        return tr("%1 (dimensions %2, %3)").arg(row).arg(row).arg(row + rotated / 2);
    if (column == UnseenColumn)
        return m_frequencies->pairs()[static_cast<std::size_t>(row)].unseen ? tr("yes") : tr("no");
    return formatDisplay(value(row, column));
}

QVariant ModelPairTable::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_frequencies)
        return {};
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
        return text(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return index.column() == PairColumn || index.column() == UnseenColumn
            ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        const double v = value(index.row(), index.column());
        if (std::isnan(v))
            return {};
        return displayMinus(formatExact(v));
    }
    return {};
}

QVariant ModelPairTable::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case FrequencyColumn:
            return tr("θᵢ′: the angle the pair turns by from one position to the next, after the "
                      "model's scaling");
        case WavelengthColumn:
            return tr("2π/θᵢ′: the positions one full turn takes");
        case WavelengthRatioColumn:
            return tr("The wavelength divided by the context length: above 1 the pair does not "
                      "turn once over the context");
        case FactorColumn:
            return tr("θᵢ/θᵢ′: how much the scaling slows the pair (1: not at all)");
        case UnseenColumn:
            return tr("Yes when the pair never turned once in training (L·θᵢ < 2π) and the "
                      "context needs a larger angle than training reached (N·θᵢ′ > L·θᵢ)");
        case AttentionColumn:
            return tr("The factor transformers multiplies cos and sin by: the pair's part of q·k "
                      "is scaled by its square");
        default:
            return tr("The pair's index i and the two dimensions of the head it turns together");
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FrequencyColumn:
        return tr("Frequency θ′");
    case WavelengthColumn:
        return tr("Wavelength");
    case WavelengthRatioColumn:
        return tr("Wavelength / context");
    case FactorColumn:
        return tr("Factor");
    case UnseenColumn:
        return tr("Unseen angles");
    case AttentionColumn:
        return tr("Attention factor");
    default:
        return tr("Pair");
    }
}

} // namespace pe
