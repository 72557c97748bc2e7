// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/comparisontablemodel.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"

#include <QBrush>
#include <QFontDatabase>
#include <QPalette>

namespace pe {

ComparisonTableModel::ComparisonTableModel(PositionalEncodingModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
    , m_rows(model->dimension())
{
    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &ComparisonTableModel::refresh);
}

int ComparisonTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ComparisonTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonTableModel::value(int row, int column) const
{
    const Comparison &c = m_model->comparison();
    const size_t k = static_cast<size_t>(row);
    if (k >= c.peP.size())
        return {};
    switch (column) {
    case PePColumn:
        return c.peP[k];
    case PeQColumn:
        return c.peQ[k];
    case DifferenceColumn:
        return c.difference[k];
    default:
        return {};
    }
}

QVariant ComparisonTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const Encoding &e = m_model->comparison().encoding;
    if (row >= e.dimension())
        return {};
    const bool numeric = column >= PePColumn;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case DimensionColumn:
            return row;
        case PairColumn:
            return e.pairOfDimension(row);
        case ComponentColumn:
            return e.isCosine(row) ? tr("cos") : tr("sin");
        default:
            return formatDisplay(value(row, column).toDouble(), m_decimals);
        }
    case RawValueRole:
        if (numeric)
            return value(row, column);
        return column == ComponentColumn ? QVariant(e.isCosine(row)) : data(index).toInt();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column == ComponentColumn ? Qt::AlignCenter
                                                             : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (numeric) {
            // The fixed-pitch face only: the size stays the view's (resolved against its font),
            // so the digits grow with it.
            const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
            QFont digits;
            digits.setFamilies(fixed.families().isEmpty() ? QStringList { fixed.family() }
                                                          : fixed.families());
            digits.setStyleHint(QFont::Monospace);
            return digits;
        }
        return {};
    case Qt::ForegroundRole:
        // Switched off, PE(p) and PE(q) are candidates that are not added: shown greyed.
        if (!m_model->isEncodingEnabled() && (column == PePColumn || column == PeQColumn))
            return QBrush(m_candidateColor);
        return {};
    case Qt::ToolTipRole:
        return toolTip(row, column);
    default:
        return {};
    }
}

QString ComparisonTableModel::toolTip(int row, int column) const
{
    const Comparison &c = m_model->comparison();
    const Encoding &e = c.encoding;
    const int pair = e.pairOfDimension(row);
    QString text = tr("Dimension %1: %2 of pair %3 (denominator %4)")
                       .arg(row)
                       .arg(e.isCosine(row) ? tr("cos") : tr("sin"))
                       .arg(pair)
                       .arg(formatDisplay(e.denominator(pair)));
    if (column < PePColumn)
        return text;
    const double v = value(row, column).toDouble();
    text += QLatin1Char('\n') + tr("full precision: %1").arg(displayMinus(formatExact(v)));
    if (column == DifferenceColumn && !c.enabled)
        text += QLatin1Char('\n')
            + tr("Positional encoding is off: x(q) − x(p) = (E + 0) − (E + 0) = 0.");
    else if (column != DifferenceColumn && !c.enabled)
        text += QLatin1Char('\n') + tr("A candidate: not added while positional encoding is off.");
    return text;
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool on = m_model->isEncodingEnabled();
    const qint64 p = m_model->positionP();
    const qint64 q = m_model->positionQ();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DimensionColumn:
            return tr("dim");
        case PairColumn:
            return tr("pair");
        case ComponentColumn:
            return tr("sin/cos");
        case PePColumn:
            return on ? tr("PE(p)\np = %1").arg(p) : tr("PE(p) candidate\np = %1").arg(p);
        case PeQColumn:
            return on ? tr("PE(q)\nq = %1").arg(q) : tr("PE(q) candidate\nq = %1").arg(q);
        case DifferenceColumn:
            return tr("x(q) − x(p)");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DimensionColumn:
            return tr("The component's index in the vector (0 … d − 1).");
        case PairColumn:
            return tr("The pair i of the component: both components of a pair share one angle.");
        case ComponentColumn:
            return tr("Whether the component holds the pair's sin or its cos.");
        case PePColumn:
        case PeQColumn:
            return on ? tr("The positional encoding added to the token's embedding E.")
                      : tr("Positional encoding is off: computed, but not added to E.");
        case DifferenceColumn:
            return on ? tr("x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): E cancels.")
                      : tr("x(q) − x(p) = (E + 0) − (E + 0) = 0 while positional encoding is off.");
        }
    }
    return {};
}

void ComparisonTableModel::setDecimals(int decimals)
{
    if (decimals == m_decimals || decimals < 0 || decimals > 15)
        return;
    m_decimals = decimals;
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, PePColumn), index(m_rows - 1, DifferenceColumn),
                           { Qt::DisplayRole, Qt::ToolTipRole });
}

void ComparisonTableModel::refresh()
{
    if (m_rows != m_model->dimension()) {
        beginResetModel();
        m_rows = m_model->dimension();
        m_headerP = m_model->positionP(); // a reset reads the header again
        m_headerQ = m_model->positionQ();
        m_headerOn = m_model->isEncodingEnabled();
        endResetModel();
        return;
    }
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    const bool on = m_model->isEncodingEnabled();
    if (m_model->positionP() == m_headerP && m_model->positionQ() == m_headerQ && on == m_headerOn)
        return;
    m_headerP = m_model->positionP();
    m_headerQ = m_model->positionQ();
    m_headerOn = on;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ComparisonTableModel::setCandidateColor(const QColor &color)
{
    if (color == m_candidateColor)
        return;
    m_candidateColor = color;
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, PePColumn), index(m_rows - 1, PeQColumn),
                           { Qt::ForegroundRole });
}

void ComparisonTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, ComponentColumn), index(m_rows - 1, ComponentColumn));
}

} // namespace pe
