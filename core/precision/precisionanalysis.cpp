// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/precision/precisionanalysis.h"

#include "core/math/encodingrows.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <thread>

namespace pe {

namespace {

    // Two threads from this many cells on (a change of the Precision view's table: d = 512 with
    // 2048 positions is a million).
    constexpr int64_t parallelCells = 200000;

} // namespace

PrecisionAnalysis::Result PrecisionAnalysis::scan(const PrecisionTable &table, int64_t first,
                                                  int64_t count, int64_t listed,
                                                  const RowVisitor &visit, const double *before)
{
    Result result;
    const Encoding &encoding = table.encoding();
    const std::size_t d = static_cast<std::size_t>(encoding.dimension());
    // About 64 kB per block and array, at least two rows: both arrays stay in the core's cache,
    // and come from the heap's free memory, not fresh pages (2 MB blocks had the kernel clear
    // 8 MB of pages for each analysis, a fifth of its time).
    const int64_t blockRows = std::max<int64_t>(2, int64_t(1 << 13) / int64_t(d));
    std::vector<double> typed(static_cast<std::size_t>(std::min(blockRows, count)) * d);
    std::vector<double> exact(typed.size());
    std::vector<double> previous(d);
    if (before)
        std::memcpy(previous.data(), before, d * sizeof(double));
    const double infinity = std::numeric_limits<double>::infinity();
    // The double rows go on from block to block (one rotation, anchors every 64 rows), not
    // started again at each block.
    EncodingRows exactRows(encoding, static_cast<double>(first));
    for (int64_t start = 0; start < count; start += blockRows) {
        const int64_t rows = std::min(blockRows, count - start);
        const double from = static_cast<double>(first + start);
        table.fillRows(from, rows, typed.data());
        exactRows.fill(rows, exact.data());
        for (int64_t r = 0; r < rows; ++r) {
            const double *row = typed.data() + static_cast<std::size_t>(r) * d;
            const double *reference = exact.data() + static_cast<std::size_t>(r) * d;
            const int64_t position = first + start + r;
            if (visit)
                visit(position, row, reference);
            // The row's largest error first, in a loop without branches (it vectorizes; NaN
            // typed values, whose error is infinite, are counted apart): only a row that
            // may hold a new maximum is searched for its first cell with it.
            double rowMax = 0;
            bool notANumber = false;
            for (std::size_t k = 0; k < d; ++k) {
                const double error = std::abs(row[k] - reference[k]);
                rowMax = error > rowMax ? error : rowMax;
                notANumber |= error != error;
            }
            if (rowMax > result.maxError || (notANumber && result.maxError < infinity)) {
                for (std::size_t k = 0; k < d; ++k) {
                    const double error
                        = std::isfinite(row[k]) ? std::abs(row[k] - reference[k]) : infinity;
                    if (error > result.maxError) {
                        result.maxError = error;
                        result.maxErrorPosition = position;
                        result.maxErrorDim = int(k);
                        result.maxErrorDouble = reference[k];
                        result.maxErrorTyped = row[k];
                    }
                }
            }
            // Bit-identical doubles are bit-identical values of the type: a double holds
            // each value of the type exactly, in one pattern (and the NaN of sin(inf) in
            // one pattern).
            const double *last = r > 0 ? row - d : previous.data();
            if ((start + r > 0 || before) && std::memcmp(last, row, d * sizeof(double)) == 0) {
                ++result.collisionCount;
                if (int64_t(result.collisions.size()) < listed)
                    result.collisions.push_back(position - 1);
            }
        }
        std::memcpy(previous.data(), typed.data() + static_cast<std::size_t>(rows - 1) * d,
                    d * sizeof(double));
    }
    return result;
}

PrecisionAnalysis::PrecisionAnalysis(const PrecisionTable &table, int64_t first, int64_t count,
                                     int64_t listed, const RowVisitor &visit)
    : m_table(table)
    , m_first(first)
    , m_count(count)
{
    const int64_t d = table.encoding().dimension();
    if (count >= 4 && count * d >= parallelCells && std::thread::hardware_concurrency() >= 2) {
        // Two fixed halves, the second told the row before it: the result is the one pass's,
        // whatever the timing. The first half's maximum wins a tie (it comes first).
        const int64_t half = count / 2;
        std::vector<double> before(static_cast<std::size_t>(d));
        table.fillRows(static_cast<double>(first + half - 1), 1, before.data());
        Result second;
        std::thread helper([&] {
            second = scan(table, first + half, count - half, listed, visit, before.data());
        });
        m_result = scan(table, first, half, listed, visit, nullptr);
        helper.join();
        if (second.maxError > m_result.maxError) {
            m_result.maxError = second.maxError;
            m_result.maxErrorPosition = second.maxErrorPosition;
            m_result.maxErrorDim = second.maxErrorDim;
            m_result.maxErrorDouble = second.maxErrorDouble;
            m_result.maxErrorTyped = second.maxErrorTyped;
        }
        m_result.collisionCount += second.collisionCount;
        for (const int64_t p : second.collisions)
            if (int64_t(m_result.collisions.size()) < listed)
                m_result.collisions.push_back(p);
    } else {
        m_result = scan(table, first, count, listed, visit, nullptr);
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
