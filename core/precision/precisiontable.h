// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/precision/floattype.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace pe {

class HalfFloat;

// How framework code computes the table in a low-precision type.
enum class PrecisionVariant {
    // Everything in the type: position, inverse frequency and angle each rounded to it, then
    // sin and cos of the rounded angle rounded to it (torch.arange(n, dtype=t) * inv_freq.to(t)).
    AllInType,
    // The angle computed in float32 (position, inverse frequency and product each rounded to
    // float32), only sin and cos stored in the type: the common mixed-precision recipe.
    AngleInFloat32
};

const char *precisionVariantName(PrecisionVariant variant); // "all", "angle-float32"
bool precisionVariantFromName(const char *name, PrecisionVariant *variant);

// The sinusoidal table as a model holds it in float16, bfloat16 or float32 (see
// PrecisionVariant), each value exactly as a double. The double table (Encoding) is the reference
// the errors are measured against. A value type; the 16-bit types in AllInType share a table of
// sin and cos for each of the 65 536 possible angles.
class PrecisionTable
{
public:
    PrecisionTable(const Encoding &encoding, FloatType type, PrecisionVariant variant);

    const Encoding &encoding() const { return m_encoding; }
    FloatType type() const { return m_type; }
    PrecisionVariant variant() const { return m_variant; }
    // The type the position and the angle are held in: the type itself or float32.
    FloatType angleType() const;

    double typedPosition(double position) const;
    double typedInverseFrequency(int pair) const
    {
        return m_inverseFrequencies[static_cast<std::size_t>(pair)];
    }
    // round(round(position) · round(1 / base^(2i/d))) in the angle type.
    double typedAngle(double position, int pair) const;
    // typedAngle − position / base^(2i/d), the exact angle (a double holds it to 1e-16 relative).
    double angleError(double position, int pair) const;

    double value(double position, int dim) const;
    // The typed values of rows first .. first + count − 1 into out (row-major, count × d), in the
    // encoding's layout.
    void fillRows(double first, int64_t count, double *out) const;

private:
    void typedSinCos(double angle, double *sine, double *cosine) const;
    // For each bit pattern of the format, its sin and cos rounded to it; made once per format.
    static std::shared_ptr<const std::vector<double>> sinCosOfBits(const HalfFloat &format);

    Encoding m_encoding;
    FloatType m_type;
    PrecisionVariant m_variant;
    std::vector<double> m_inverseFrequencies;
    // AllInType with a 16-bit type: for each bit pattern of the angle, its sin and cos rounded.
    std::shared_ptr<const std::vector<double>> m_sinCosOfBits;
};

} // namespace pe
