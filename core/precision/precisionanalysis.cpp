// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/precision/precisionanalysis.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace pe {

PrecisionAnalysis::PrecisionAnalysis(const PrecisionTable &table, int64_t first, int64_t count,
                                     int64_t listed, const RowVisitor &visit)
    : m_table(table)
    , m_first(first)
    , m_count(count)
{
    const Encoding &encoding = table.encoding();
    const std::size_t d = static_cast<std::size_t>(encoding.dimension());
    // About 2 MB per block and array, at least two rows.
    const int64_t blockRows = std::max<int64_t>(2, int64_t(1 << 18) / int64_t(d));
    std::vector<double> typed(static_cast<std::size_t>(blockRows) * d);
    std::vector<double> exact(typed.size());
    std::vector<double> previous(d);
    const double infinity = std::numeric_limits<double>::infinity();
    m_maxError = -1; // the first cell is taken whatever its error
    for (int64_t start = 0; start < count; start += blockRows) {
        const int64_t rows = std::min(blockRows, count - start);
        const double from = static_cast<double>(first + start);
        table.fillRows(from, rows, typed.data());
        encoding.fillRows(from, rows, exact.data());
        for (int64_t r = 0; r < rows; ++r) {
            const double *row = typed.data() + static_cast<std::size_t>(r) * d;
            const double *reference = exact.data() + static_cast<std::size_t>(r) * d;
            const int64_t position = first + start + r;
            if (visit)
                visit(position, row, reference);
            // The row's largest error first, in a loop without branches (it vectorizes; NaN
            // typed values, whose error is infinite, are counted apart): only a row that may
            // hold a new maximum is searched for its first cell with it.
            double rowMax = 0;
            bool notANumber = false;
            for (std::size_t k = 0; k < d; ++k) {
                const double error = std::abs(row[k] - reference[k]);
                rowMax = error > rowMax ? error : rowMax;
                notANumber |= error != error;
            }
            if (rowMax > m_maxError || (notANumber && m_maxError < infinity)) {
                for (std::size_t k = 0; k < d; ++k) {
                    const double error
                        = std::isfinite(row[k]) ? std::abs(row[k] - reference[k]) : infinity;
                    if (error > m_maxError) {
                        m_maxError = error;
                        m_maxErrorPosition = position;
                        m_maxErrorDim = int(k);
                        m_maxErrorDouble = reference[k];
                        m_maxErrorTyped = row[k];
                    }
                }
            }
            // Bit-identical doubles are bit-identical values of the type: a double holds each
            // value of the type exactly, in one pattern (and the NaN of sin(inf) in one pattern).
            const double *before = r > 0 ? row - d : previous.data();
            if (start + r > 0 && std::memcmp(before, row, d * sizeof(double)) == 0) {
                ++m_collisionCount;
                if (int64_t(m_collisions.size()) < listed)
                    m_collisions.push_back(position - 1);
            }
        }
        std::memcpy(previous.data(), typed.data() + static_cast<std::size_t>(rows - 1) * d,
                    d * sizeof(double));
    }
}

int64_t PrecisionAnalysis::firstInexactPosition() const
{
    return firstInexactInteger(m_table.angleType());
}

std::vector<double> PrecisionAnalysis::angleErrors(double position) const
{
    std::vector<double> errors(static_cast<std::size_t>(m_table.encoding().pairCount()));
    for (int i = 0; i < m_table.encoding().pairCount(); ++i)
        errors[static_cast<std::size_t>(i)] = m_table.angleError(position, i);
    return errors;
}

} // namespace pe
