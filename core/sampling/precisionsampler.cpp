// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/precisionsampler.h"
#include "core/math/twoparts.h"
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
    const int64_t cells = m_positionCount * int64_t(table.encoding().dimension());
    if (cells > maxAnalysedCells) {
        // Each column on its own: two threads over two fixed halves of them when there are
        // enough cells (d = 8192 on a 300 px wide view: 250 000).
        const auto sampleColumns = [this](int first, int last) {
            for (int c = first; c < last; ++c)
                sampleColumn(c, nullptr, nullptr);
        };
        inTwoParts(m_columns, m_columns / 2, int64_t(m_columns) * m_rows >= 100000, sampleColumns);
        return;
    }
    // The analysis computes every row, typed and double: the columns take theirs from it as it
    // passes, instead of computing their cells again one by one. Its two threads call this for
    // different rows, so for different columns.
    const PrecisionAnalysis analysis(
        table, 0, m_positionCount, m_positionCount,
        [this](int64_t position, const double *typed, const double *exact) {
            // The column whose position this is, if any: the first c with c·n/columns ≥ p.
            const int64_t column = (position * m_columns + m_positionCount - 1) / m_positionCount;
            if (column < m_columns && positionAt(int(column)) == position)
                sampleColumn(int(column), typed, exact);
        });
    m_analysed = true;
    m_collisionCount = analysis.collisionCount();
    m_collisions = analysis.collisions();
    m_maxError = analysis.maxError();
    m_maxErrorPosition = analysis.maxErrorPosition();
    m_maxErrorDim = analysis.maxErrorDim();
}

void PrecisionSampler::sampleColumn(int column, const double *typedRow, const double *exactRow)
{
    const Encoding &encoding = m_table.encoding();
    const double p = double(positionAt(column));
    const double infinity = std::numeric_limits<double>::infinity();
    // Without the rows, each sampled cell's double value by sinCos, once per pair (a pair's sin
    // and cos rows are often both sampled, and next to each other), and only where the typed
    // value is a number (float16 past 65504: none is, and the error is infinite anyway).
    // A position the type cannot hold (float16 past 65504) makes every angle and value of its
    // column not a number: no cell needs computing.
    const bool noNumbers = !typedRow && !std::isfinite(m_table.typedPosition(p));
    int lastPair = -1;
    double sine = 0;
    double cosine = 0;
    for (int r = 0; r < m_rows; ++r) {
        const int dim = dimensionAt(r);
        const double typed = noNumbers ? infinity
            : typedRow                 ? typedRow[dim]
                                       : m_table.value(p, dim);
        double error = infinity;
        if (std::isfinite(typed)) {
            double exact = 0;
            if (exactRow) {
                exact = exactRow[dim];
            } else {
                const int pair = encoding.pairOfDimension(dim);
                if (pair != lastPair) {
                    encoding.sinCos(p, pair, &sine, &cosine);
                    lastPair = pair;
                }
                exact = encoding.isCosine(dim) ? cosine : sine;
            }
            error = std::abs(typed - exact);
        }
        m_errors[static_cast<std::size_t>(r) * static_cast<std::size_t>(m_columns)
                 + static_cast<std::size_t>(column)]
            = error;
    }
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
