// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"

#include "core/model/parameterlimits.h"
#include "core/text/format.h"

#include <algorithm>

namespace pe {

PositionalEncodingModel::PositionalEncodingModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_shownDimensions(defaultShownDimensions(8))
{
    recompute();
}

QList<int> PositionalEncodingModel::defaultShownDimensions(int dimension)
{
    QList<int> dims;
    if (dimension <= 8) {
        for (int k = 0; k < dimension; ++k)
            dims.append(k);
    } else {
        dims = { 0, 1 };
        if (dimension > 10)
            dims.append(10);
    }
    return dims;
}

int PositionalEncodingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_positionCount;
}

int PositionalEncodingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_encoding.dimension();
}

QVariant PositionalEncodingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const double position = index.row();
    const int dim = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return formatDisplay(m_encoding.value(position, dim));
    case RawValueRole:
        return m_encoding.value(position, dim);
    case PairRole:
        return m_encoding.pairOfDimension(dim);
    case IsCosineRole:
        return m_encoding.isCosine(dim);
    case AngleRole:
        return m_encoding.angle(position, m_encoding.pairOfDimension(dim));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const int pair = m_encoding.pairOfDimension(dim);
        return tr("Position %1, dimension %2 (pair %3, %4)\nangle %5 rad, value %6")
            .arg(index.row())
            .arg(dim)
            .arg(pair)
            .arg(m_encoding.isCosine(dim) ? tr("cos") : tr("sin"))
            .arg(formatDisplay(m_encoding.angle(position, pair)),
                 formatDisplay(m_encoding.value(position, dim)));
    }
    default:
        return {};
    }
}

QVariant PositionalEncodingModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (section < 0)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section >= m_encoding.dimension())
            return {};
        const int pair = m_encoding.pairOfDimension(section);
        const bool cos = m_encoding.isCosine(section);
        if (role == Qt::DisplayRole)
            return tr("dim %1\n%2").arg(section).arg(cos ? tr("cos") : tr("sin"));
        if (role == Qt::ToolTipRole)
            return tr("Dimension %1: %2 of pair %3, denominator %4, period %5")
                .arg(section)
                .arg(cos ? tr("cos") : tr("sin"))
                .arg(pair)
                .arg(formatDisplay(m_encoding.denominator(pair)),
                     formatDisplay(m_encoding.period(pair)));
        return {};
    }
    if (section >= m_positionCount)
        return {};
    if (role == Qt::DisplayRole)
        return section;
    if (role == Qt::ToolTipRole)
        return tr("Position %1").arg(section);
    return {};
}

QHash<int, QByteArray> PositionalEncodingModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(PairRole, "pair");
    names.insert(IsCosineRole, "isCosine");
    names.insert(AngleRole, "angle");
    return names;
}

void PositionalEncodingModel::recompute()
{
    m_comparison = Comparison::compute(m_encoding, static_cast<double>(m_p),
                                       static_cast<double>(m_q), m_enabled);
}

void PositionalEncodingModel::changeEncoding(const Encoding &encoding, bool columnsChange)
{
    m_encoding = encoding;
    recompute();
    if (columnsChange)
        return;
    if (m_positionCount > 0 && m_encoding.dimension() > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_positionCount - 1, dimension() - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, dimension() - 1);
}

bool PositionalEncodingModel::setDimension(int dimension)
{
    if (!ParameterLimits::checkDimension(QString(), dimension, ParameterLimits::maxGuiDimension)
             .isEmpty())
        return false;
    if (dimension == m_encoding.dimension())
        return true;
    const bool pickedChanged = m_pickedDimension >= dimension;
    // A choice of the user's stays as far as its dims still exist; the default choice follows d.
    QList<int> shown;
    if (dimension > 8 && m_shownDimensions != defaultShownDimensions(m_encoding.dimension()))
        for (int dim : m_shownDimensions)
            if (dim < dimension)
                shown.append(dim);
    if (shown.isEmpty())
        shown = defaultShownDimensions(dimension);
    const bool shownChanged = shown != m_shownDimensions;
    beginResetModel();
    changeEncoding(Encoding(dimension, base(), componentLayout()), true);
    if (pickedChanged)
        m_pickedDimension = 0;
    m_shownDimensions = shown;
    endResetModel();
    Q_EMIT dimensionChanged(dimension);
    if (pickedChanged)
        Q_EMIT pickedDimensionChanged(m_pickedDimension);
    if (shownChanged)
        Q_EMIT shownDimensionsChanged(m_shownDimensions);
    Q_EMIT parametersChanged();
    return true;
}

bool PositionalEncodingModel::setBase(double base)
{
    if (!ParameterLimits::checkBase(QString(), base).isEmpty())
        return false;
    if (base == m_encoding.base())
        return true;
    changeEncoding(Encoding(dimension(), base, componentLayout()), false);
    Q_EMIT baseChanged(base);
    Q_EMIT parametersChanged();
    return true;
}

bool PositionalEncodingModel::setPositionCount(int count)
{
    if (count < 1 || count > ParameterLimits::maxPositionCount)
        return false;
    if (count == m_positionCount)
        return true;
    if (count > m_positionCount) {
        beginInsertRows({}, m_positionCount, count - 1);
        m_positionCount = count;
        endInsertRows();
    } else {
        beginRemoveRows({}, count, m_positionCount - 1);
        m_positionCount = count;
        endRemoveRows();
    }
    Q_EMIT positionCountChanged(count);
    Q_EMIT parametersChanged();
    return true;
}

bool PositionalEncodingModel::setPositionP(qint64 position)
{
    if (position < 0 || position > ParameterLimits::maxPosition)
        return false;
    if (position == m_p)
        return true;
    m_p = position;
    recompute();
    Q_EMIT positionPChanged(position);
    Q_EMIT parametersChanged();
    return true;
}

bool PositionalEncodingModel::setPositionQ(qint64 position)
{
    if (position < 0 || position > ParameterLimits::maxPosition)
        return false;
    if (position == m_q)
        return true;
    m_q = position;
    recompute();
    Q_EMIT positionQChanged(position);
    Q_EMIT parametersChanged();
    return true;
}

void PositionalEncodingModel::setEncodingEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    recompute();
    Q_EMIT encodingEnabledChanged(enabled);
    Q_EMIT parametersChanged();
}

void PositionalEncodingModel::setComponentLayout(Layout layout)
{
    if (layout == m_encoding.layout())
        return;
    changeEncoding(Encoding(dimension(), base(), layout), false);
    Q_EMIT componentLayoutChanged(layout);
    Q_EMIT parametersChanged();
}

bool PositionalEncodingModel::setPickedDimension(int dimension)
{
    if (dimension < 0 || dimension >= m_encoding.dimension())
        return false;
    if (dimension == m_pickedDimension)
        return true;
    m_pickedDimension = dimension;
    Q_EMIT pickedDimensionChanged(dimension);
    return true;
}

bool PositionalEncodingModel::setShownDimensions(const QList<int> &dimensions)
{
    for (int dim : dimensions)
        if (dim < 0 || dim >= m_encoding.dimension())
            return false;
    QList<int> sorted = dimensions;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (sorted == m_shownDimensions)
        return true;
    m_shownDimensions = sorted;
    Q_EMIT shownDimensionsChanged(m_shownDimensions);
    return true;
}

bool PositionalEncodingModel::pickCell(qint64 position, int dimension)
{
    if (position < 0 || position > ParameterLimits::maxPosition || dimension < 0
        || dimension >= m_encoding.dimension())
        return false;
    const bool pChanged = position != m_p;
    const bool pickedChanged = dimension != m_pickedDimension;
    const bool shownChanged = !m_shownDimensions.contains(dimension);
    m_p = position;
    m_pickedDimension = dimension;
    if (shownChanged) {
        m_shownDimensions.append(dimension);
        std::sort(m_shownDimensions.begin(), m_shownDimensions.end());
    }
    if (pChanged) {
        recompute();
        Q_EMIT positionPChanged(m_p);
        Q_EMIT parametersChanged();
    }
    if (pickedChanged)
        Q_EMIT pickedDimensionChanged(m_pickedDimension);
    if (shownChanged)
        Q_EMIT shownDimensionsChanged(m_shownDimensions);
    return true;
}

} // namespace pe
