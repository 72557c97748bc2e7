// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the lesson "Why waves", one function per step (LessonStep::extraValues), all
// computed from the step's parameters: d, base and the chosen position q.
class WhyWavesValues
{
    Q_DECLARE_TR_FUNCTIONS(WhyWavesValues)

public:
    static constexpr qint64 rawPositions[] = { 5, 50, 500, 5000 };
    static constexpr qint64 trainingLength = 512; // n_max of the learned table, rows 0 … 511
    static constexpr qint64 fingerprintPositions = 100; // positions 0 … 99
    static constexpr qint64 nearPosition = 3; // one slow wave: 3 …
    static constexpr qint64 farPosition = 300; // … and 300 land at almost the same height
    static constexpr qint64 shift = 3; // k of PE(pos + k) = R_k PE(pos)
    static constexpr qint64 firstStart = 2; // the first starting position; the second is q
    static QList<int> waveDimensions() { return { 0, 60, 126 }; }

    // order: PermutationDemo::dogBitesMan()'s values.
    static QList<LessonValue> order(const LessonParameters &parameters);
    // embedding_norm; feature_<p>, word_share_<p>, sin_<p> for p in rawPositions and p = q (_q).
    static QList<LessonValue> rawNumbers(const LessonParameters &parameters);
    // q, pe_q_min, pe_q_max, value_q_dim_<k> and period_dim_<k> for the waveDimensions().
    static QList<LessonValue> boundedWave(const LessonParameters &parameters);
    // positions, slow_pair, slow_sin_3, slow_sin_300, slow_difference, fast_sin_3, fast_sin_300,
    // fast_difference, distance_3_300; min_distance_<m> and closest_gap_<m> for the first
    // m = 1, 2, 4, … d/2 pairs.
    static QList<LessonValue> fingerprint(const LessonParameters &parameters);
    // dim, width_add, width_concat, weights_add, weights_concat.
    static QList<LessonValue> widths(const LessonParameters &parameters);
    // shift, start_a, start_b, end_a, end_b; per pair turn_<i>, hand_a_<i>, hand_a_shifted_<i>,
    // hand_b_<i>, hand_b_shifted_<i> (hand angles reduced to [0, 2π)); residual_a, residual_b.
    static QList<LessonValue> sameRotation(const LessonParameters &parameters);
    // table_rows, dim, table_entries, q, q_has_row, first_missing_position.
    static QList<LessonValue> learnedTable(const LessonParameters &parameters);
};

} // namespace pe
