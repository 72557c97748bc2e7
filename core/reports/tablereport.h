// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>
#include <functional>

class QTextStream;

namespace pe {

// The command line's --table report: PE(p) for positions first .. first + count - 1, one row per
// position. Rows are computed with Encoding::fillRows in chunks and written as they come, so
// memory stays small however long the table is. Numbers are round-trippable.
class TableReport
{
public:
    static constexpr int64_t chunkRows = 4096; // rows per fillRows call ...
    static constexpr int64_t chunkValues = 1 << 20; // ... and at most this many values

    TableReport(const Encoding &encoding, int64_t first, int64_t count);

    const Encoding &encoding() const { return m_encoding; }
    int64_t first() const { return m_first; }
    int64_t count() const { return m_count; }
    // Rows one chunk holds for this width: chunkRows, fewer for very wide encodings.
    int64_t rowsPerChunk() const;

    // Told the rows written so far after every chunk; returning false stops the writers there
    // (the stream's status becomes WriteFailed). For a progress bar with Cancel.
    using Progress = std::function<bool(int64_t rowsWritten)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // Header "position,d0,d1,...", then "p,v0,v1,..." per row. Both writers stop early when out
    // fails; out.status() tells.
    void writeCsv(QTextStream &out) const;
    // {"dim", "base", "layout", "positions": [...], "values": [[...], ...]}
    void writeJson(QTextStream &out) const;

private:
    // Calls visit(position, row) for every row, chunk by chunk; flushes out after each chunk and
    // stops when out has failed (the caller reports the write error).
    void forEachRow(QTextStream &out,
                    const std::function<void(int64_t, const double *)> &visit) const;

    Encoding m_encoding;
    int64_t m_first;
    int64_t m_count;
    Progress m_progress;
};

} // namespace pe
