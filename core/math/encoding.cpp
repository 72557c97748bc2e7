// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/encoding.h"
#include "core/math/encodingrows.h"

#include <cmath>
#include <cstring>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
}

Encoding::Encoding(int dimension, double base, Layout layout)
    : m_dimension(dimension)
    , m_base(base)
    , m_layout(layout)
{
    const int pairs = dimension > 0 ? dimension / 2 : 0;
    m_denominators.resize(static_cast<size_t>(pairs));
    for (int i = 0; i < pairs; ++i)
        m_denominators[static_cast<size_t>(i)]
            = std::pow(base, 2.0 * i / static_cast<double>(dimension));
}

double Encoding::period(int pair) const
{
    return twoPi * denominator(pair);
}

int Encoding::pairOfDimension(int dim) const
{
    if (m_layout == Layout::Interleaved)
        return dim / 2;
    return dim < pairCount() ? dim : dim - pairCount();
}

bool Encoding::isCosine(int dim) const
{
    if (m_layout == Layout::Interleaved)
        return dim % 2 == 1;
    return dim >= pairCount();
}

int Encoding::dimensionOf(int pair, bool cos) const
{
    if (m_layout == Layout::Interleaved)
        return 2 * pair + (cos ? 1 : 0);
    return pair + (cos ? pairCount() : 0);
}

void Encoding::sinCos(double position, int pair, double *sine, double *cosine) const
{
    // angle = hi + lo exactly: the remainder position - hi * z of a rounded quotient is a double,
    // and fma computes it without rounding. Then sin(hi + lo) by the addition formula.
    const double z = denominator(pair);
    const double hi = position / z;
    const double lo = std::fma(-hi, z, position) / z;
    const double sh = std::sin(hi);
    const double ch = std::cos(hi);
    if (std::abs(lo) < 1e-8) {
        // Below 1e-8, sin(lo) rounds to lo and cos(lo) to 1 exactly (angles up to about 1e8).
        *sine = sh + ch * lo;
        *cosine = ch - sh * lo;
        return;
    }
    const double sl = std::sin(lo);
    const double cl = std::cos(lo);
    *sine = sh * cl + ch * sl;
    *cosine = ch * cl - sh * sl;
}

double Encoding::value(double position, int dim) const
{
    double s = 0;
    double c = 0;
    sinCos(position, pairOfDimension(dim), &s, &c);
    return isCosine(dim) ? c : s;
}

std::vector<double> Encoding::vector(double position) const
{
    std::vector<double> v(static_cast<size_t>(m_dimension));
    fillRows(position, 1, v.data());
    return v;
}

void Encoding::fillRows(double first, int64_t count, double *out) const
{
    EncodingRows(*this, first).fill(count, out);
}

void Encoding::fillColumn(int dim, double first, int64_t count, double *out) const
{
    const int pair = pairOfDimension(dim);
    const bool cos = isCosine(dim);
    double sw = 0;
    double cw = 0;
    sinCos(1.0, pair, &sw, &cw);
    double s = 0;
    double c = 0;
    for (int64_t r = 0; r < count; ++r) {
        if (r % anchorInterval == 0) {
            sinCos(first + static_cast<double>(r), pair, &s, &c);
        } else {
            const double next = s * cw + c * sw;
            c = c * cw - s * sw;
            s = next;
        }
        out[r] = cos ? c : s;
    }
}

std::vector<double> Encoding::rows(double first, int64_t count) const
{
    std::vector<double> v(static_cast<size_t>(count) * static_cast<size_t>(m_dimension));
    fillRows(first, count, v.data());
    return v;
}

const char *layoutName(Layout layout)
{
    return layout == Layout::Interleaved ? "interleaved" : "concatenated";
}

bool layoutFromName(const char *name, Layout *layout)
{
    if (std::strcmp(name, "interleaved") == 0) {
        *layout = Layout::Interleaved;
        return true;
    }
    if (std::strcmp(name, "concatenated") == 0) {
        *layout = Layout::Concatenated;
        return true;
    }
    return false;
}

} // namespace pe
