// SPDX-License-Identifier: GPL-3.0-or-later
#include "encoding.h"

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

double Encoding::value(double position, int dim) const
{
    const double a = angle(position, pairOfDimension(dim));
    return isCosine(dim) ? std::cos(a) : std::sin(a);
}

std::vector<double> Encoding::vector(double position) const
{
    std::vector<double> v(static_cast<size_t>(m_dimension));
    fillRows(position, 1, v.data());
    return v;
}

void Encoding::fillRows(double first, int64_t count, double *out) const
{
    const int pairs = pairCount();
    const size_t d = static_cast<size_t>(m_dimension);
    // Per pair: the current (sin, cos) and the one-step rotation (sin w, cos w).
    std::vector<double> s(pairs), c(pairs), sw(pairs), cw(pairs);
    for (int i = 0; i < pairs; ++i) {
        const double w = 1.0 / m_denominators[static_cast<size_t>(i)];
        sw[i] = std::sin(w);
        cw[i] = std::cos(w);
    }
    const bool interleaved = m_layout == Layout::Interleaved;
    for (int64_t r = 0; r < count; ++r) {
        double *row = out + static_cast<size_t>(r) * d;
        if (r % anchorInterval == 0) {
            const double p = first + static_cast<double>(r);
            for (int i = 0; i < pairs; ++i) {
                const double a = p / m_denominators[static_cast<size_t>(i)];
                s[i] = std::sin(a);
                c[i] = std::cos(a);
            }
        } else {
            for (int i = 0; i < pairs; ++i) {
                const double ns = s[i] * cw[i] + c[i] * sw[i];
                const double nc = c[i] * cw[i] - s[i] * sw[i];
                s[i] = ns;
                c[i] = nc;
            }
        }
        if (interleaved) {
            for (int i = 0; i < pairs; ++i) {
                row[2 * i] = s[i];
                row[2 * i + 1] = c[i];
            }
        } else {
            std::memcpy(row, s.data(), sizeof(double) * static_cast<size_t>(pairs));
            std::memcpy(row + pairs, c.data(), sizeof(double) * static_cast<size_t>(pairs));
        }
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
