// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the why-waves step "What a float can hold", at the student's position q:
// q and q + 1 as float16 and bfloat16 hold them (f16_q, f16_q1, f16_raw_same, f16_gap,
// bf16_q, bf16_q1, bf16_raw_same; first_inexact_f16 = 2049, first_inexact_bf16 = 257), and
// PE(q), PE(q + 1) stored in float16: the angle in float32 (mixed_distance, mixed_max_error)
// and everything in float16 (all_distance, all_same), against double (double_distance).
class WhyWavesFloatValues
{
    Q_DECLARE_TR_FUNCTIONS(WhyWavesValues)

public:
    static QList<LessonValue> floats(const LessonParameters &parameters);
};

} // namespace pe
