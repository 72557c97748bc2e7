// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/whywaves/whywavesfloatvalues.h"

#include "core/lessons/lessonvaluelist.h"
#include "core/precision/floattype.h"
#include "core/precision/halffloat.h"
#include "core/precision/precisiontable.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    // ‖a − b‖ of two rows of d values.
    double distance(const std::vector<double> &a, const std::vector<double> &b)
    {
        double sum = 0;
        for (std::size_t k = 0; k < a.size(); ++k)
            sum += (a[k] - b[k]) * (a[k] - b[k]);
        return std::sqrt(sum);
    }

    std::vector<double> typedRow(const PrecisionTable &table, double position)
    {
        std::vector<double> row(static_cast<std::size_t>(table.encoding().dimension()));
        table.fillRows(position, 1, row.data());
        return row;
    }

} // namespace

QList<LessonValue> WhyWavesFloatValues::floats(const LessonParameters &parameters)
{
    LessonValueList out;
    const double q = static_cast<double>(parameters.q);
    out.addInteger(QStringLiteral("q"), q, tr("Your position q"));

    // The raw number: what float16 and bfloat16 make of q and of the next position.
    const HalfFloat &f16 = HalfFloat::float16();
    const HalfFloat &bf16 = HalfFloat::bfloat16();
    out.addInteger(QStringLiteral("first_inexact_f16"),
                   static_cast<double>(firstInexactInteger(FloatType::Float16)),
                   tr("First whole position float16 cannot hold"));
    out.addInteger(QStringLiteral("first_inexact_bf16"),
                   static_cast<double>(firstInexactInteger(FloatType::BFloat16)),
                   tr("First whole position bfloat16 cannot hold"));
    out.add(QStringLiteral("f16_q"), f16.round(q), tr("q as float16"));
    out.add(QStringLiteral("f16_q1"), f16.round(q + 1), tr("q + 1 as float16"));
    const uint16_t bits = f16.toBits(q);
    // Past float16's largest number (65504) q is infinity, and so is the step.
    const double gap = std::isfinite(f16.round(q))
        ? f16.fromBits(static_cast<uint16_t>(bits + 1)) - f16.round(q)
        : HUGE_VAL;
    out.add(QStringLiteral("f16_gap"), gap, tr("Step between neighbouring float16 numbers at q"));
    out.addInteger(QStringLiteral("f16_raw_same"), f16.round(q) == f16.round(q + 1) ? 1 : 0,
                   tr("q and q + 1 the same float16 number (1 = yes)"));
    out.add(QStringLiteral("bf16_q"), bf16.round(q), tr("q as bfloat16"));
    out.add(QStringLiteral("bf16_q1"), bf16.round(q + 1), tr("q + 1 as bfloat16"));
    out.addInteger(QStringLiteral("bf16_raw_same"), bf16.round(q) == bf16.round(q + 1) ? 1 : 0,
                   tr("q and q + 1 the same bfloat16 number (1 = yes)"));

    // The waves: PE(q) and PE(q + 1) stored in float16.
    const Encoding encoding = parameters.encoding();
    const double exact = distance(encoding.vector(q), encoding.vector(q + 1));
    out.add(QStringLiteral("double_distance"), exact, tr("‖PE(q + 1) − PE(q)‖ in double"));
    const PrecisionTable mixed(encoding, FloatType::Float16, PrecisionVariant::AngleInFloat32);
    const std::vector<double> mixedQ = typedRow(mixed, q);
    out.add(QStringLiteral("mixed_distance"), distance(mixedQ, typedRow(mixed, q + 1)),
            tr("The same in float16, the angle computed in float32"));
    double worst = 0;
    const std::vector<double> pe = encoding.vector(q);
    for (std::size_t k = 0; k < pe.size(); ++k)
        worst = std::max(worst, std::abs(mixedQ[k] - pe[k]));
    out.add(QStringLiteral("mixed_max_error"), worst,
            tr("Largest error of PE(q) stored in float16 (angle in float32)"));
    const PrecisionTable all(encoding, FloatType::Float16, PrecisionVariant::AllInType);
    const std::vector<double> allQ = typedRow(all, q);
    const std::vector<double> allQ1 = typedRow(all, q + 1);
    out.add(QStringLiteral("all_distance"), distance(allQ, allQ1),
            tr("The same with everything in float16, the position too"));
    // Bit-identical: equal, or both not a number (sin and cos of an infinite position).
    const bool same = std::equal(allQ.begin(), allQ.end(), allQ1.begin(), [](double a, double b) {
        return a == b || (std::isnan(a) && std::isnan(b));
    });
    out.addInteger(QStringLiteral("all_same"), same ? 1 : 0,
                   tr("PE(q) and PE(q + 1) bit-identical in float16 (1 = yes)"));
    return out.list();
}

} // namespace pe
