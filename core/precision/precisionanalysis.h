// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/precision/precisiontable.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace pe {

// What a type does to the table over positions first .. first + count − 1: where the largest
// error against the double table is, which neighbouring positions become one (their whole typed
// vectors bit-identical: a collision), and the first whole position the type cannot count to.
// Computed in blocks of rows, so a 100 000 × 512 range needs a few megabytes, not 400.
class PrecisionAnalysis
{
public:
    static constexpr int listedCollisions = 100;

    // Shown each row as the pass computes it: its position, its d typed values and the double
    // values they are measured against (in the encoding's layout: the rows of one
    // Encoding::fillRows call from the first position, or from the first of the half), so that a
    // caller needing some rows does not compute them again. A large range is computed in two
    // halves on two threads: the visitor is called from both at once (for different rows).
    using RowVisitor
        = std::function<void(int64_t position, const double *typed, const double *exact)>;

    // listed: how many collisions collisions() keeps (the view marks them all).
    PrecisionAnalysis(const PrecisionTable &table, int64_t first, int64_t count,
                      int64_t listed = listedCollisions, const RowVisitor &visit = {});

    const PrecisionTable &table() const { return m_table; }
    int64_t first() const { return m_first; }
    int64_t last() const { return m_first + m_count - 1; }
    int64_t count() const { return m_count; }

    // The first whole number the position's type (the type, or float32 when the angle is
    // computed in float32) cannot hold exactly, wherever the range is: 2049, 257, 16777217.
    int64_t firstInexactPosition() const;

    // The largest |typed − double| over the range and the first cell where it occurs; infinite
    // when a typed value is not finite (a float16 position beyond 65504 becomes infinity and its
    // sin and cos NaN), then at the first such cell.
    double maxError() const { return m_result.maxError; }
    int64_t maxErrorPosition() const { return m_result.maxErrorPosition; }
    int maxErrorDim() const { return m_result.maxErrorDim; }
    double maxErrorDouble() const { return m_result.maxErrorDouble; } // the double value there
    double maxErrorTyped() const { return m_result.maxErrorTyped; } // the typed value there

    // Collisions: positions p with p + 1 in the range and typed PE(p) bit-identical to PE(p + 1).
    int64_t collisionCount() const { return m_result.collisionCount; }
    // The first ones of them, as many as listed, each by its p.
    const std::vector<int64_t> &collisions() const { return m_result.collisions; }

    // Every pair's angle error (PrecisionTable::angleError) at a position; pair 0 is the fastest.
    std::vector<double> angleErrors(double position) const;

private:
    // What a stretch of rows gives: its largest error (the first cell with it), its collisions.
    struct Result
    {
        double maxError = -1; // the first cell is taken whatever its error
        int64_t maxErrorPosition = 0;
        int maxErrorDim = 0;
        double maxErrorDouble = 0;
        double maxErrorTyped = 0;
        int64_t collisionCount = 0;
        std::vector<int64_t> collisions;
    };
    // Rows first .. first + count − 1; before: the typed row of first − 1, compared with the
    // first row (null at the start of the range).
    static Result scan(const PrecisionTable &table, int64_t first, int64_t count, int64_t listed,
                       const RowVisitor &visit, const double *before);

    PrecisionTable m_table;
    int64_t m_first;
    int64_t m_count;
    Result m_result;
};

} // namespace pe
