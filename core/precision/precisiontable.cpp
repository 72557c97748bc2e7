// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/precision/precisiontable.h"
#include "core/precision/halffloat.h"

#include <cmath>
#include <cstring>

namespace pe {

namespace {

    const HalfFloat *halfFormatOf(FloatType type)
    {
        if (type == FloatType::Float16)
            return &HalfFloat::float16();
        if (type == FloatType::BFloat16)
            return &HalfFloat::bfloat16();
        return nullptr;
    }

} // namespace

const char *precisionVariantName(PrecisionVariant variant)
{
    return variant == PrecisionVariant::AllInType ? "all" : "angle-float32";
}

bool precisionVariantFromName(const char *name, PrecisionVariant *variant)
{
    if (std::strcmp(name, "all") == 0) {
        *variant = PrecisionVariant::AllInType;
        return true;
    }
    if (std::strcmp(name, "angle-float32") == 0) {
        *variant = PrecisionVariant::AngleInFloat32;
        return true;
    }
    return false;
}

PrecisionTable::PrecisionTable(const Encoding &encoding, FloatType type, PrecisionVariant variant)
    : m_encoding(encoding)
    , m_type(type)
    , m_variant(variant)
{
    const FloatType angles = angleType();
    m_inverseFrequencies.resize(static_cast<std::size_t>(encoding.pairCount()));
    for (int i = 0; i < encoding.pairCount(); ++i)
        m_inverseFrequencies[static_cast<std::size_t>(i)]
            = roundToType(angles, 1.0 / encoding.denominator(i));
    const HalfFloat *format = halfFormatOf(type);
    if (variant != PrecisionVariant::AllInType || !format)
        return;
    m_sinCosOfBits = sinCosOfBits(*format);
}

std::shared_ptr<const std::vector<double>> PrecisionTable::sinCosOfBits(const HalfFloat &format)
{
    // 65 536 sin/cos pairs instead of one per cell (a 100 000 × 512 table has 2.5·10^7 cells),
    // once per format for the whole program: they depend on nothing else, and the Precision view
    // makes a table for every change of the model (issue 26).
    const auto make = [](const HalfFloat &f) {
        auto table = std::make_shared<std::vector<double>>(2 * 65536);
        for (uint32_t bits = 0; bits < 65536; ++bits) {
            const double angle = f.fromBits(uint16_t(bits));
            (*table)[2 * bits] = f.round(std::sin(angle));
            (*table)[2 * bits + 1] = f.round(std::cos(angle));
        }
        return std::shared_ptr<const std::vector<double>>(std::move(table));
    };
    if (&format == &HalfFloat::float16()) {
        static const std::shared_ptr<const std::vector<double>> half = make(format);
        return half;
    }
    static const std::shared_ptr<const std::vector<double>> brain = make(HalfFloat::bfloat16());
    return brain;
}

FloatType PrecisionTable::angleType() const
{
    return m_variant == PrecisionVariant::AllInType ? m_type : FloatType::Float32;
}

double PrecisionTable::typedPosition(double position) const
{
    return roundToType(angleType(), position);
}

double PrecisionTable::typedAngle(double position, int pair) const
{
    // The product of two values of at most 24 significant bits is exact in a double, so rounding
    // it once is the type's own correctly rounded multiplication.
    return roundToType(angleType(), typedPosition(position) * typedInverseFrequency(pair));
}

double PrecisionTable::angleError(double position, int pair) const
{
    // The exact angle as hi + lo (see Encoding::sinCos), so that the error is right even where it
    // is far below the angle's own ulp.
    const double z = m_encoding.denominator(pair);
    const double hi = position / z;
    const double lo = std::fma(-hi, z, position) / z;
    return (typedAngle(position, pair) - hi) - lo;
}

void PrecisionTable::typedSinCos(double angle, double *sine, double *cosine) const
{
    if (m_sinCosOfBits) {
        const std::size_t bits = halfFormatOf(m_type)->toBits(angle);
        *sine = (*m_sinCosOfBits)[2 * bits];
        *cosine = (*m_sinCosOfBits)[2 * bits + 1];
        return;
    }
    *sine = roundToType(m_type, std::sin(angle));
    *cosine = roundToType(m_type, std::cos(angle));
}

double PrecisionTable::value(double position, int dim) const
{
    double s = 0;
    double c = 0;
    typedSinCos(typedAngle(position, m_encoding.pairOfDimension(dim)), &s, &c);
    return m_encoding.isCosine(dim) ? c : s;
}

void PrecisionTable::fillRows(double first, int64_t count, double *out) const
{
    const int pairs = m_encoding.pairCount();
    const std::size_t d = static_cast<std::size_t>(m_encoding.dimension());
    std::vector<std::size_t> sinColumn(static_cast<std::size_t>(pairs));
    std::vector<std::size_t> cosColumn(static_cast<std::size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        sinColumn[std::size_t(i)] = std::size_t(m_encoding.dimensionOf(i, false));
        cosColumn[std::size_t(i)] = std::size_t(m_encoding.dimensionOf(i, true));
    }
    if (m_sinCosOfBits) {
        // The angle's bit pattern straight from the exact product (rounding it to a double of
        // the type and back to bits gives the same pattern): one conversion per pair, not three.
        const HalfFloat &format = *halfFormatOf(m_type);
        const double *sinCos = m_sinCosOfBits->data();
        for (int64_t r = 0; r < count; ++r) {
            double *row = out + static_cast<std::size_t>(r) * d;
            const double position = format.round(first + static_cast<double>(r));
            for (int i = 0; i < pairs; ++i) {
                const std::size_t k = std::size_t(i);
                const std::size_t bits = format.toBits(position * m_inverseFrequencies[k]);
                row[sinColumn[k]] = sinCos[2 * bits];
                row[cosColumn[k]] = sinCos[2 * bits + 1];
            }
        }
        return;
    }
    const FloatType angles = angleType();
    for (int64_t r = 0; r < count; ++r) {
        double *row = out + static_cast<std::size_t>(r) * d;
        const double position = typedPosition(first + static_cast<double>(r));
        for (int i = 0; i < pairs; ++i) {
            const std::size_t k = std::size_t(i);
            const double angle = roundToType(angles, position * m_inverseFrequencies[k]);
            typedSinCos(angle, row + sinColumn[k], row + cosColumn[k]);
        }
    }
}

} // namespace pe
