// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pe {

// How the sin and cos components of the pairs are laid out in the vector.
enum class Layout {
    Interleaved, // [sin0, cos0, sin1, cos1, ...] as in "Attention Is All You Need"
    Concatenated // [sin0, sin1, ..., cos0, cos1, ...] as in the TensorFlow tutorial
};

// The sinusoidal positional encoding of width d with the given base:
//   PE(p)[pair i, sin] = sin(p / base^(2i/d)),  PE(p)[pair i, cos] = cos(same angle).
// A value type: cheap to copy, no Qt. Invalid parameters are the caller's to reject (see Limits).
class Encoding
{
public:
    static constexpr double defaultBase = 10000.0;

    explicit Encoding(int dimension = 8, double base = defaultBase,
                      Layout layout = Layout::Interleaved);

    int dimension() const { return m_dimension; }
    int pairCount() const { return m_dimension / 2; }
    double base() const { return m_base; }
    Layout layout() const { return m_layout; }
    // The same encoding: the same d, base and layout (everything else follows from them). The
    // caches of the views that depend on the encoding compare it so.
    bool operator==(const Encoding &other) const
    {
        return m_dimension == other.m_dimension && m_base == other.m_base
            && m_layout == other.m_layout;
    }
    bool operator!=(const Encoding &other) const { return !(*this == other); }

    // Pair i: denominator base^(2i/d), angular frequency 1/denominator, period 2*pi*denominator.
    double denominator(int pair) const { return m_denominators[static_cast<std::size_t>(pair)]; }
    double frequency(int pair) const { return 1.0 / denominator(pair); }
    double period(int pair) const;
    double angle(double position, int pair) const { return position / denominator(pair); }
    // sin and cos of position / denominator(pair) for the exact quotient: the rounding error of
    // the division is carried along, so the result stays within 1e-15 even where the angle is
    // large (position 1e6 and beyond), where sin(angle()) would be off by ulp(angle).
    void sinCos(double position, int pair, double *sine, double *cosine) const;

    // Which pair a column belongs to and whether it holds the cos (true) or sin (false) component.
    int pairOfDimension(int dim) const;
    bool isCosine(int dim) const;
    // The column that holds pair i's sin (cos == false) or cos (cos == true) component.
    int dimensionOf(int pair, bool cos) const;

    // One component, one position's vector, and a block of rows.
    double value(double position, int dim) const;
    std::vector<double> vector(double position) const;
    // Fills rows first .. first + count - 1 into out (row-major, count x d). Each row is the
    // previous one turned by the one-step rotation, re-anchored with sinCos() every
    // anchorInterval rows: max error <= 1e-12 at any position (measured: about 1e-14).
    void fillRows(double first, int64_t count, double *out) const;
    std::vector<double> rows(double first, int64_t count) const;
    // One column: PE(first + r)[dim] for r = 0 .. count - 1 into out, by the same rotation and
    // anchors as fillRows (two multiply-adds per value instead of a sin and a cos).
    void fillColumn(int dim, double first, int64_t count, double *out) const;

    static constexpr int anchorInterval = 64;

private:
    int m_dimension;
    double m_base;
    Layout m_layout;
    std::vector<double> m_denominators;
};

const char *layoutName(Layout layout); // "interleaved" / "concatenated"
bool layoutFromName(const char *name, Layout *layout);

} // namespace pe
