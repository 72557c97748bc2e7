// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/relativeshift.h"

#include <algorithm>
#include <cmath>

namespace pe {

RelativeShift::RelativeShift(const Encoding &encoding, double shift)
    : m_encoding(encoding)
    , m_shift(shift)
{
    m_blocks.reserve(static_cast<size_t>(encoding.pairCount()));
    for (int i = 0; i < encoding.pairCount(); ++i) {
        double s = 0;
        double c = 0;
        encoding.sinCos(shift, i, &s, &c);
        m_blocks.push_back(Block { { { c, s }, { -s, c } } });
    }
}

std::vector<double> RelativeShift::apply(const std::vector<double> &v) const
{
    std::vector<double> out(v.size(), 0.0);
    for (int i = 0; i < m_encoding.pairCount(); ++i) {
        const size_t si = static_cast<size_t>(m_encoding.dimensionOf(i, false));
        const size_t ci = static_cast<size_t>(m_encoding.dimensionOf(i, true));
        const Block &b = m_blocks[static_cast<size_t>(i)];
        out[si] = b[0][0] * v[si] + b[0][1] * v[ci];
        out[ci] = b[1][0] * v[si] + b[1][1] * v[ci];
    }
    return out;
}

double RelativeShift::residual(double from) const
{
    const std::vector<double> moved = apply(m_encoding.vector(from));
    const std::vector<double> target = m_encoding.vector(from + m_shift);
    double worst = 0;
    for (size_t k = 0; k < moved.size(); ++k)
        worst = std::max(worst, std::abs(moved[k] - target[k]));
    return worst;
}

} // namespace pe
