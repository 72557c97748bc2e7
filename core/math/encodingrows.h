// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

// The rows of an encoding from a first position on, handed out a block at a time: each call of
// fill() goes on where the last one stopped, with the rotation and the anchors of one
// Encoding::fillRows call over the whole range, so the blocks are bit for bit that call's rows.
// What a pass over many rows in small, cache-sized blocks uses: a fillRows call per block would
// re-anchor every block and work out the one-step rotation again (at d = 512 in blocks of 16 rows,
// 32 sines and cosines per row instead of 4).
class EncodingRows
{
public:
    // encoding must outlive the rows (no copy: Encoding::vector() makes one per call).
    EncodingRows(const Encoding &encoding, double first);

    // The next count rows (row-major, count × d) into out.
    void fill(int64_t count, double *out);

private:
    // The one-step rotation, laid out like a row (see fill()); worked out at the first row that
    // is not an anchor.
    void makeRotation();

    const Encoding &m_encoding;
    double m_first;
    int64_t m_done = 0; // rows handed out so far
    std::vector<double> m_last; // the last of them
    std::vector<double> m_rotation; // a (d values), then b (d values)
};

} // namespace pe
