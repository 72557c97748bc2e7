// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/rotaryembedding.h"
#include "core/math/toyattention.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the first half of the lesson "Beyond the sinusoid" (one function per step,
// LessonStep::extraValues): the sinusoid's four score terms, RoPE's rotated pairs, its shift
// invariance and its two pairings. The query is the attention lesson's toy query token D at
// position n, the key its token A at m = n + Δ, with Δ the compare position (p = 0). RoPE rotates
// the toy's q = W_Q E_D and k = W_K E_A, so every number is computed from the same toy weights.
//
// Rows of a table over the starts n (the pages and the worksheet read them this way): the values
// <row>_<n> for n in starts share a group (the row's name), spread_<row> is their largest minus
// their smallest value.
class BeyondValues
{
    Q_DECLARE_TR_FUNCTIONS(BeyondValues)

public:
    static constexpr int starts[] = { 1, 11, 101 };
    static QString queryToken() { return QStringLiteral("D"); }
    static QString keyToken() { return QStringLiteral("A"); }
    static ToyAttention attention();
    static std::vector<double> query(); // q = W_Q E_D
    static std::vector<double> key(); // k = W_K E_A
    static QString rowKey(const char *row, int start);

    // shift; rows term_cc, term_cp, term_pc, term_pp, score, term_pp_identity with spreads.
    static QList<LessonValue> fourTerms(const LessonParameters &parameters);
    // shift, n, m; q_<k>, k_<k>; per pair i: theta_<i>, q_hand_<i>, k_hand_<i> (the pair's
    // angle after the rotation by n resp. m, in (−π, π]), between_<i> (k_hand − q_hand reduced
    // to (−π, π]), contribution_<i> = |q_i| |k_i| cos(between_i); contribution_sum, rope_score.
    static QList<LessonValue> rotaryPairs(const LessonParameters &parameters);
    // shift; rows rope_score ((Rₙ q)·(Rₘ k)), rope_relative (q·(R_Δ k)) and sinusoid_score
    // (the sinusoid's whole score) with spreads; rope_max_difference.
    static QList<LessonValue> rotaryShift(const LessonParameters &parameters);
    // shift; rows interleaved_score, half_score, pairing_gap (half − interleaved) with spreads;
    // score_at_zero (q · k, the same for both pairings).
    static QList<LessonValue> pairings(const LessonParameters &parameters);

    // The components of RoPE pair i as "(a, b)".
    static QString componentsText(const RotaryEmbedding &rope, int pair);
};

} // namespace pe
