// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/encodingrows.h"

#include <cstring>

namespace pe {

EncodingRows::EncodingRows(const Encoding &encoding, double first)
    : m_encoding(encoding)
    , m_first(first)
    , m_last(static_cast<std::size_t>(encoding.dimension()))
{
}

void EncodingRows::makeRotation()
{
    // Column k of the next row is a[k] * prev[k] + b[k] * prev[partner of k], where the partner
    // is the other component of the same pair: sin' = sin cos w + cos sin w and
    // cos' = cos cos w - sin sin w.
    const std::size_t d = static_cast<std::size_t>(m_encoding.dimension());
    m_rotation.assign(2 * d, 0.0);
    double *a = m_rotation.data();
    double *b = a + d;
    for (int i = 0; i < m_encoding.pairCount(); ++i) {
        double sw = 0;
        double cw = 0;
        m_encoding.sinCos(1.0, i, &sw, &cw);
        const std::size_t si = static_cast<std::size_t>(m_encoding.dimensionOf(i, false));
        const std::size_t ci = static_cast<std::size_t>(m_encoding.dimensionOf(i, true));
        a[si] = cw;
        a[ci] = cw;
        b[si] = sw;
        b[ci] = -sw;
    }
}

void EncodingRows::fill(int64_t count, double *out)
{
    if (count <= 0)
        return;
    const std::size_t d = static_cast<std::size_t>(m_encoding.dimension());
    const std::size_t pairs = static_cast<std::size_t>(m_encoding.pairCount());
    const bool interleaved = m_encoding.layout() == Layout::Interleaved;
    for (int64_t r = 0; r < count; ++r) {
        double *row = out + static_cast<std::size_t>(r) * d;
        const int64_t index = m_done + r;
        if (index % Encoding::anchorInterval == 0) {
            const double p = m_first + static_cast<double>(index);
            for (int i = 0; i < m_encoding.pairCount(); ++i)
                m_encoding.sinCos(p, i, row + m_encoding.dimensionOf(i, false),
                                  row + m_encoding.dimensionOf(i, true));
            continue;
        }
        if (m_rotation.empty())
            makeRotation();
        const double *a = m_rotation.data();
        const double *b = a + d;
        const double *prev = r > 0 ? row - d : m_last.data();
        // Laid out like a row, so the inner loops run over contiguous memory and vectorize.
        if (interleaved) {
            for (std::size_t k = 0; k < d; k += 2) {
                const double s = prev[k];
                const double c = prev[k + 1];
                row[k] = a[k] * s + b[k] * c;
                row[k + 1] = a[k + 1] * c + b[k + 1] * s;
            }
        } else {
            const double *ps = prev;
            const double *pc = prev + pairs;
            for (std::size_t i = 0; i < pairs; ++i)
                row[i] = a[i] * ps[i] + b[i] * pc[i];
            for (std::size_t i = 0; i < pairs; ++i)
                row[pairs + i] = a[pairs + i] * pc[i] + b[pairs + i] * ps[i];
        }
    }
    m_done += count;
    std::memcpy(m_last.data(), out + static_cast<std::size_t>(count - 1) * d, d * sizeof(double));
}

} // namespace pe
