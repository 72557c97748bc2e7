// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/toyattention.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the lesson "Order, attention and relative position", one function per step
// (LessonStep::extraValues). The toy attention is PermutationDemo::abcd().attention(); R is the
// compare position minus p (p = 0, so R = q).
class AttentionValues
{
    Q_DECLARE_TR_FUNCTIONS(AttentionValues)

public:
    static constexpr int starts[] = { 1, 11, 101 }; // P_1 → P_4, P_11 → P_14, P_101 → P_104
    static QString queryToken() { return QStringLiteral("D"); }
    static QString keyToken() { return QStringLiteral("A"); }
    static QList<int> waveDimensions() { return { 0, 1, 10 }; }
    static constexpr int wavePositions = 50;
    // The pairs of the period table: 0, d/4 and d/2 − 1 (0, 32 and 63 at d = 128).
    static QList<int> periodPairs(int dimension);
    // The key name of a token: "a" … "d", "ni", "da", "wo".
    static QString tokenKey(const QString &token);
    static ToyAttention attention();

    // seed, width, emb_<token>_<k>, wq_<r>_<c>, wk_<r>_<c>, wv_<r>_<c>.
    static QList<LessonValue> toy(const LessonParameters &parameters);
    // PermutationDemo::abcd() and niDaWo() values (o_d_abcd_off_<k>, …, o_da_diff_on).
    static QList<LessonValue> permutation(const LessonParameters &parameters);
    // p_<k>_<c> for k = 0 … 3, emb_a_<c>, x_a_abcd_<c> = E_A + P_0, x_a_cbad_<c> = E_A + P_2,
    // x_a_distance.
    static QList<LessonValue> absolute(const LessonParameters &parameters);
    // q; denominator_dim_<k>, period_dim_<k> and value_q_dim_<k> for the waveDimensions().
    static QList<LessonValue> formula(const LessonParameters &parameters);
    // dim, q; period_i<i>, hand_q_i<i> (reduced to [0, 2π)) and turns_q_i<i> for periodPairs().
    static QList<LessonValue> clockHands(const LessonParameters &parameters);
    // In the lecture's notation: shift (R = m − n), pair<i>_denominator (Z),
    // pair<i>_rotation_angle, pair<i>_m<row><column> (M_R's blocks), shifted_<c> (M_R P_n),
    // residual, and residual_<k>_<k+R> for the starts (residual_1_4, residual_11_14,
    // residual_101_104 at R = 3).
    static QList<LessonValue> relative(const LessonParameters &parameters);
    // shift; for n in the starts and m = n + R: term_cc_<n>, term_cp_<n>, term_pc_<n>,
    // term_pp_<n>, score_<n>, term_pp_shift_<n>, term_pp_identity_<n>; identity_sum.
    static QList<LessonValue> scoreTerms(const LessonParameters &parameters);

    static QString residualKey(qint64 from, qint64 to);
};

} // namespace pe
