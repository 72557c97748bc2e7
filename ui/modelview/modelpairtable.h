// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropefrequencies.h"

#include <QAbstractTableModel>

#include <memory>

namespace pe {

// The Your model view's table: one row per rotated pair (its two dimensions as transformers pairs
// them, i and i + r/2), then one row for the dimensions that pass unrotated (partial rotary), if
// any. Columns: the frequency θᵢ′ the model uses, the wavelength 2π/θᵢ′, the wavelength against
// the context length (wavelength / N: above 1 the pair never turns once over the context), the
// factor θᵢ/θᵢ′ applied, whether the pair meets angles training never saw at that context length
// (RopeFrequencies::Pair::unseen) and the attention factor. Values to 6 decimals, each computed
// from the unrounded numbers; the tooltip holds the value to 17 significant digits.
class ModelPairTable : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PairColumn,
        FrequencyColumn,
        WavelengthColumn,
        WavelengthRatioColumn,
        FactorColumn,
        UnseenColumn,
        AttentionColumn,
        ColumnCount
    };

    explicit ModelPairTable(QObject *parent = nullptr);

    // nullptr: an empty table (an ALiBi model has no rotated pairs).
    void setFrequencies(std::shared_ptr<const RopeFrequencies> frequencies);
    const RopeFrequencies *frequencies() const { return m_frequencies.get(); }
    // The number a cell shows, unrounded (NaN for a text cell); for the tests.
    double value(int row, int column) const;
    bool isUnrotatedRow(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // After a language change: the headers and the words in the cells.
    void retranslate();

private:
    QString text(int row, int column) const;

    std::shared_ptr<const RopeFrequencies> m_frequencies;
};

} // namespace pe
