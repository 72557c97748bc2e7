// SPDX-License-Identifier: GPL-3.0-or-later
// A reference for the rounding tests (tst_halffloat, tst_precisiontable, tst_precisionanalysis):
// every finite value of a small binary format written out from its definition, sorted, and the
// nearest one to a double found by searching them, with the tie to the even pattern. Deliberately
// nothing like HalfFloat's bit arithmetic.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace pe {

class ReferenceFormat
{
public:
    // precision: significand bits with the hidden one; the exponent field has exponentBits bits.
    ReferenceFormat(int precision, int exponentBits)
        : m_precision(precision)
        , m_exponentBits(exponentBits)
    {
        const int fractionBits = precision - 1;
        const int bias = (1 << (exponentBits - 1)) - 1;
        const int fields = (1 << exponentBits) - 1; // the last field is infinity and NaN
        // Pattern k (sign clear) holds m_values[k]: fields in order, fractions in order.
        for (int field = 0; field < fields; ++field) {
            for (int fraction = 0; fraction < (1 << fractionBits); ++fraction) {
                const double f = double(fraction) / double(1 << fractionBits);
                m_values.push_back(field == 0 ? std::ldexp(f, 1 - bias)
                                              : std::ldexp(1.0 + f, field - bias));
            }
        }
        m_infinityPattern = uint16_t(m_values.size());
        // The top value's ulp is 2^(emax − fractionBits); halfway to the next power of two and
        // beyond rounds to infinity.
        m_overflow = m_values.back() + std::ldexp(1.0, fields - 1 - bias - fractionBits - 1);
    }

    static ReferenceFormat float16() { return ReferenceFormat(11, 5); }
    static ReferenceFormat bfloat16() { return ReferenceFormat(8, 8); }

    const std::vector<double> &positiveValues() const { return m_values; } // index = pattern
    double decode(uint16_t bits) const // finite patterns only
    {
        const double v = m_values[bits & 0x7FFF];
        return (bits & 0x8000) ? -v : v;
    }
    uint16_t signBit() const { return 0x8000; }
    uint16_t infinityPattern() const { return m_infinityPattern; }
    double overflowThreshold() const { return m_overflow; }

    // The pattern of the nearest value (not for NaN): searched among the sorted values.
    uint16_t nearestBits(double x) const
    {
        const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
        const double a = std::abs(x);
        if (a >= m_overflow)
            return sign | m_infinityPattern;
        const auto above = std::lower_bound(m_values.begin(), m_values.end(), a);
        if (above == m_values.end()) // between the largest value and the overflow threshold
            return sign | uint16_t(m_values.size() - 1);
        const std::size_t high = std::size_t(above - m_values.begin());
        if (*above == a || high == 0)
            return sign | uint16_t(high);
        const std::size_t low = high - 1;
        // Both differences are exact: a lies within a factor 2 of both neighbours (Sterbenz), or
        // low is 0 and a − 0 = a.
        const double down = a - m_values[low];
        const double up = m_values[high] - a;
        if (down < up)
            return sign | uint16_t(low);
        if (up < down)
            return sign | uint16_t(high);
        return sign | uint16_t(low % 2 == 0 ? low : high);
    }

    // The same by looking at every value: for a sample, to check the search above.
    uint16_t nearestBitsByScan(double x) const
    {
        const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
        const double a = std::abs(x);
        if (a >= m_overflow)
            return sign | m_infinityPattern;
        std::size_t best = 0;
        for (std::size_t k = 1; k < m_values.size(); ++k) {
            const double dk = std::abs(a - m_values[k]);
            const double db = std::abs(a - m_values[best]);
            if (dk < db || (dk == db && k % 2 == 0))
                best = k;
        }
        return sign | uint16_t(best);
    }

    double nearest(double x) const
    {
        if (std::isnan(x))
            return x;
        const uint16_t bits = nearestBits(x);
        if ((bits & 0x7FFF) == m_infinityPattern)
            return (bits & 0x8000) ? -std::numeric_limits<double>::infinity()
                                   : std::numeric_limits<double>::infinity();
        return decode(bits);
    }

private:
    int m_precision;
    int m_exponentBits;
    std::vector<double> m_values;
    uint16_t m_infinityPattern = 0;
    double m_overflow = 0;
};

} // namespace pe
