// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the lesson "Beyond the sinusoid" that compare the schemes: ALiBi's slopes and
// biases, the three distance profiles (DistanceProfile) at the student's distance Δ, and what
// stays true of all of them. Δ is the compare position (p = 0).
class BeyondSchemeValues
{
    Q_DECLARE_TR_FUNCTIONS(BeyondSchemeValues)

public:
    static constexpr int heads = 8; // ALiBi's heads (BLOOM and the paper use powers of two)
    static constexpr int oddHeads = 12; // a head count that is not a power of two

    // shift, heads; per head h = 1 … heads: slope_<h>, bias_<h> = −slope·Δ, factor_<h> =
    // e^(bias) (what the bias does to the attention weight before normalising); slope12_<h> for
    // h = 1 … oddHeads.
    static QList<LessonValue> alibi(const LessonParameters &parameters);
    // shift, dim; sinusoidal_zero, sinusoidal_delta, sinusoidal_share (delta / zero); rope_zero,
    // rope_delta, rope_share; alibi_first_delta, alibi_first_factor (head 1, the steepest),
    // alibi_last_delta, alibi_last_factor (head `heads`, the flattest).
    static QList<LessonValue> profiles(const LessonParameters &parameters);
    // shift; the spread over the starts n of each scheme's position part at distance Δ:
    // sinusoid_spread (the toy's whole score), rope_spread (RoPE's whole score), alibi_spread
    // (head 1's bias); rope_score_zero: RoPE's score at Δ = 0, q · k, whatever the positions.
    static QList<LessonValue> summary(const LessonParameters &parameters);
};

} // namespace pe
