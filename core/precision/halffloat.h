// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <cstring>

namespace pe {

// A 16-bit binary floating-point format, rounded in software so that it is the same with every
// compiler (no _Float16 or std::float16_t): IEEE binary16 ("float16": 1 sign, 5 exponent, 10
// fraction bits) or bfloat16 (the top 16 bits of binary32: 1 sign, 8 exponent, 7 fraction bits).
// Rounding is to nearest, ties to even, straight from the double (never through float32, which
// would round twice), with subnormals, infinities and NaN as the formats define them: values at
// or beyond the largest finite value plus half an ulp become infinity, NaN stays NaN with the top
// bits of its payload (quiet when they are all zero).
class HalfFloat
{
public:
    static const HalfFloat &float16();
    static const HalfFloat &bfloat16();

    // The nearest value of the format (ties to even), as its bit pattern and as a double (which
    // holds every value of the format exactly).
    inline uint16_t toBits(double value) const;
    double fromBits(uint16_t bits) const;
    double round(double value) const { return fromBits(toBits(value)); }

    int precision() const { return m_precision; } // significand bits with the hidden one: 11, 8
    int minExponent() const { return m_minExponent; } // of the smallest normal: -14, -126
    int maxExponent() const { return m_maxExponent; } // of the largest finite: 15, 127
    double maxFinite() const; // 65504, about 3.39e38
    double minNormal() const; // 2^minExponent
    double minSubnormal() const; // 2^(minExponent - precision + 1)

private:
    HalfFloat(int precision, int minExponent, int maxExponent);
    // toBits() for every value: zero, subnormal results, infinity and NaN included.
    uint16_t toBitsGeneral(double value) const;

    int m_precision;
    int m_minExponent;
    int m_maxExponent;
    int m_bias; // exponent field of 2^0
    int m_fractionBits; // precision - 1
    uint16_t m_infinityBits; // all exponent bits set, fraction 0
};

// Inline for the values of the normal range, which the Precision view converts a million of per
// change (issue 26); the rest goes to toBitsGeneral().
uint16_t HalfFloat::toBits(double value) const
{
    uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    const uint64_t magnitude = bits & ~(uint64_t(1) << 63);
    const int exponent = int(magnitude >> 52) - 1023;
    if (exponent < m_minExponent || exponent > m_maxExponent)
        return toBitsGeneral(value);
    // Exponent and fraction rounded together to the format's fraction bits, to nearest and ties
    // to even: a carry out of the fraction lands in the exponent, as it should, up to infinity.
    const int shift = 52 - m_fractionBits;
    const uint64_t odd = (magnitude >> shift) & 1;
    const uint64_t rounded = (magnitude + (uint64_t(1) << (shift - 1)) - 1 + odd) >> shift;
    // The double's exponent field (bias 1023) becomes the format's (bias m_bias).
    uint64_t result = rounded - (uint64_t(1023 - m_bias) << m_fractionBits);
    if (result > m_infinityBits)
        result = m_infinityBits;
    return uint16_t(((bits >> 63) << 15) | result);
}

} // namespace pe
