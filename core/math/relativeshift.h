// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <array>
#include <vector>

namespace pe {

// The relative shift by R positions as a linear map: M_R is block diagonal, one 2x2 rotation per
// pair that depends on R and the pair's denominator only, so PE(k + R) = M_R PE(k) for every k.
// Pair i's block acts on (sin, cos):
//   [ cos(R/Z_i)   sin(R/Z_i) ] [ sin(k/Z_i) ]   [ sin((k+R)/Z_i) ]
//   [ -sin(R/Z_i)  cos(R/Z_i) ] [ cos(k/Z_i) ] = [ cos((k+R)/Z_i) ]
class RelativeShift
{
public:
    using Block = std::array<std::array<double, 2>, 2>;

    RelativeShift(const Encoding &encoding, double shift);

    double shift() const { return m_shift; }
    const Encoding &encoding() const { return m_encoding; }
    const std::vector<Block> &blocks() const { return m_blocks; }

    // M_R applied to a vector laid out as the encoding says.
    std::vector<double> apply(const std::vector<double> &v) const;
    // max over components of |M_R PE(k) - PE(k + R)|.
    double residual(double from) const;

private:
    Encoding m_encoding;
    double m_shift;
    std::vector<Block> m_blocks;
};

} // namespace pe
