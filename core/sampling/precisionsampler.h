// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/precision/precisiontable.h"

#include <cstdint>
#include <vector>

namespace pe {

// What the Precision view draws, computed without a GUI: the error |typed − double| of a
// PrecisionTable on a grid of columns (whole positions 0 … count − 1, thinned out to the width)
// and rows (dimensions, thinned out to the height), and the marks: the first inexact position and
// the collisions among the shown positions (analysed only up to maxAnalysedCells cells).
class PrecisionSampler
{
public:
    // About 0.1 s for the slowest variant (angle in float32): the view stays interactive.
    static constexpr int64_t maxAnalysedCells = 5000000;

    // One cell exactly: the double value, the typed value, |typed − double| (infinite when the
    // typed value is not finite).
    struct Cell
    {
        double exact = 0;
        double typed = 0;
        double error = 0;
    };

    // columns and rows at least 1; at most one column per position, one row per dimension.
    PrecisionSampler(const PrecisionTable &table, int64_t positionCount, int columns, int rows);

    const PrecisionTable &table() const { return m_table; }
    int64_t positionCount() const { return m_positionCount; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int64_t positionAt(int column) const;
    int dimensionAt(int row) const;
    double error(int column, int row) const
    {
        return m_errors[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns)
                        + static_cast<std::size_t>(column)];
    }

    int64_t firstInexactPosition() const;
    bool analysed() const { return m_analysed; }
    int64_t collisionCount() const { return m_collisionCount; }
    const std::vector<int64_t> &collisions() const { return m_collisions; } // every p
    double maxError() const { return m_maxError; }
    int64_t maxErrorPosition() const { return m_maxErrorPosition; }
    int maxErrorDim() const { return m_maxErrorDim; }

    static Cell cellAt(const PrecisionTable &table, int64_t position, int dim);

private:
    // The errors of a column's sampled cells; typedRow, exactRow: its position's typed and
    // double rows when they are at hand (from the analysis), else null (computed here).
    void sampleColumn(int column, const double *typedRow, const double *exactRow);

    PrecisionTable m_table;
    int64_t m_positionCount;
    int m_columns;
    int m_rows;
    std::vector<double> m_errors; // row-major, rows × columns
    bool m_analysed = false;
    int64_t m_collisionCount = 0;
    std::vector<int64_t> m_collisions;
    double m_maxError = 0;
    int64_t m_maxErrorPosition = 0;
    int m_maxErrorDim = 0;
};

} // namespace pe
