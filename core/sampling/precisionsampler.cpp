// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/precisionsampler.h"
#include "core/precision/precisionanalysis.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

PrecisionSampler::PrecisionSampler(const PrecisionTable &table, int64_t positionCount, int columns,
                                   int rows)
    : m_table(table)
    , m_positionCount(std::max<int64_t>(1, positionCount))
    , m_columns(int(std::clamp<int64_t>(columns, 1, m_positionCount)))
    , m_rows(std::clamp(rows, 1, table.encoding().dimension()))
{
    m_errors.resize(static_cast<std::size_t>(m_rows) * static_cast<std::size_t>(m_columns));
    for (int c = 0; c < m_columns; ++c) {
        const int64_t position = positionAt(c);
        for (int r = 0; r < m_rows; ++r)
            m_errors[static_cast<std::size_t>(r) * static_cast<std::size_t>(m_columns)
                     + static_cast<std::size_t>(c)]
                = cellAt(table, position, dimensionAt(r)).error;
    }
    const int64_t cells = m_positionCount * int64_t(table.encoding().dimension());
    if (cells > maxAnalysedCells)
        return;
    const PrecisionAnalysis analysis(table, 0, m_positionCount, m_positionCount);
    m_analysed = true;
    m_collisionCount = analysis.collisionCount();
    m_collisions = analysis.collisions();
    m_maxError = analysis.maxError();
    m_maxErrorPosition = analysis.maxErrorPosition();
    m_maxErrorDim = analysis.maxErrorDim();
}

int64_t PrecisionSampler::positionAt(int column) const
{
    // The whole position at the column's left edge: every position when there are enough columns.
    return int64_t(column) * m_positionCount / m_columns;
}

int PrecisionSampler::dimensionAt(int row) const
{
    return int(int64_t(row) * m_table.encoding().dimension() / m_rows);
}

int64_t PrecisionSampler::firstInexactPosition() const
{
    return firstInexactInteger(m_table.angleType());
}

PrecisionSampler::Cell PrecisionSampler::cellAt(const PrecisionTable &table, int64_t position,
                                                int dim)
{
    Cell cell;
    cell.exact = table.encoding().value(double(position), dim);
    cell.typed = table.value(double(position), dim);
    cell.error = std::isfinite(cell.typed) ? std::abs(cell.typed - cell.exact)
                                           : std::numeric_limits<double>::infinity();
    return cell;
}

} // namespace pe
