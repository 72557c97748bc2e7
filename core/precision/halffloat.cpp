// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/precision/halffloat.h"

#include <cmath>
#include <cstring>

namespace pe {

namespace {

    constexpr int doubleFractionBits = 52;
    constexpr uint64_t doubleFractionMask = (uint64_t(1) << doubleFractionBits) - 1;
    constexpr uint64_t doubleExponentMask = uint64_t(0x7FF) << doubleFractionBits;
    constexpr int doubleBias = 1023;

    uint64_t bitsOf(double value)
    {
        uint64_t bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        return bits;
    }

    double doubleOf(uint64_t bits)
    {
        double value = 0;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

} // namespace

HalfFloat::HalfFloat(int precision, int minExponent, int maxExponent)
    : m_precision(precision)
    , m_minExponent(minExponent)
    , m_maxExponent(maxExponent)
    , m_bias(1 - minExponent)
    , m_fractionBits(precision - 1)
    , m_infinityBits(uint16_t(0x7FFF & ~((1u << (precision - 1)) - 1)))
{
}

const HalfFloat &HalfFloat::float16()
{
    static const HalfFloat format(11, -14, 15);
    return format;
}

const HalfFloat &HalfFloat::bfloat16()
{
    static const HalfFloat format(8, -126, 127);
    return format;
}

double HalfFloat::maxFinite() const
{
    return std::ldexp(2.0 - std::ldexp(1.0, -m_fractionBits), m_maxExponent);
}

double HalfFloat::minNormal() const
{
    return std::ldexp(1.0, m_minExponent);
}

double HalfFloat::minSubnormal() const
{
    return std::ldexp(1.0, m_minExponent - m_fractionBits);
}

uint16_t HalfFloat::toBitsGeneral(double value) const
{
    const uint64_t bits = bitsOf(value);
    const uint16_t sign = uint16_t((bits >> 63) << 15);
    const uint64_t magnitude = bits & ~(uint64_t(1) << 63);
    const uint64_t fraction = magnitude & doubleFractionMask;
    if ((magnitude & doubleExponentMask) == doubleExponentMask) {
        if (fraction == 0)
            return sign | m_infinityBits;
        // NaN: the payload's top bits; a payload that lived only in the lower bits stays a NaN.
        uint16_t payload = uint16_t(fraction >> (doubleFractionBits - m_fractionBits));
        if (payload == 0)
            payload = uint16_t(1u << (m_fractionBits - 1));
        return sign | m_infinityBits | payload;
    }
    const int exponent = int(magnitude >> doubleFractionBits) - doubleBias;
    if (exponent > m_maxExponent)
        return sign | m_infinityBits;
    // Below half the smallest subnormal (2^(minExponent - precision)) everything rounds to zero;
    // double subnormals (exponent field 0) are far below for both formats.
    if (exponent < m_minExponent - m_precision)
        return sign;
    // The significand as a 53-bit integer, shifted so that its last kept bit is the format's
    // last fraction bit (more bits dropped below the normal range: the subnormals).
    const uint64_t significand = fraction | (uint64_t(1) << doubleFractionBits);
    const int shift = doubleFractionBits - m_fractionBits
        + (exponent < m_minExponent ? m_minExponent - exponent : 0);
    uint64_t kept = significand >> shift;
    const uint64_t rest = significand & ((uint64_t(1) << shift) - 1);
    const uint64_t half = uint64_t(1) << (shift - 1);
    if (rest > half || (rest == half && (kept & 1)))
        ++kept;
    // A normal value is (biased exponent, fraction) = exponent field * 2^fractionBits + kept -
    // 2^fractionBits; a carry out of the fraction (kept = 2^precision) lands in the exponent, as
    // it should, up to the infinity pattern. A subnormal is kept itself (exponent field 0), and
    // its carry makes the smallest normal.
    uint32_t result = 0;
    if (exponent < m_minExponent)
        result = uint32_t(kept);
    else
        result = (uint32_t(exponent + m_bias) << m_fractionBits) + uint32_t(kept)
            - (1u << m_fractionBits);
    if (result >= m_infinityBits)
        result = m_infinityBits;
    return uint16_t(sign | result);
}

double HalfFloat::fromBits(uint16_t bits) const
{
    const uint64_t sign = uint64_t(bits >> 15) << 63;
    const uint32_t fractionMask = (1u << m_fractionBits) - 1;
    const uint32_t fraction = bits & fractionMask;
    const int field = int((bits & 0x7FFF) >> m_fractionBits);
    const int shift = doubleFractionBits - m_fractionBits;
    if (uint16_t(bits & 0x7FFF) >= m_infinityBits) // infinity or NaN (payload kept)
        return doubleOf(sign | doubleExponentMask | (uint64_t(fraction) << shift));
    if (field == 0) {
        const double magnitude = std::ldexp(double(fraction), m_minExponent - m_fractionBits);
        return sign ? -magnitude : magnitude;
    }
    const uint64_t exponent = uint64_t(field - m_bias + doubleBias);
    return doubleOf(sign | (exponent << doubleFractionBits) | (uint64_t(fraction) << shift));
}

} // namespace pe
