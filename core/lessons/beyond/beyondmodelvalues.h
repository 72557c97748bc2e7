// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/modelconfig/modelconfig.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the lesson "Beyond the sinusoid" about a real model: the built-in sample Llama
// 3.1 8B (ModelSamples, read by ModelConfigReader) at a context of contextLength positions.
//   settings: what its config.json says about positions and what the llama3 rule
//             (RopeFrequencies) does with it: how many pairs are slowed by the full factor, kept,
//             or in the band between (llama3's ramp 0, 1, or between), the attention factor,
//             and the pairs that meet angles training never saw (RopeFrequencies' "unseen")
//             without the scaling (rope_type default, trained on the original length), with it,
//             and with it at the context the factor alone covers (factor · L).
//   mismatch: the same seeded q and k (RopeMismatch::seededVector, q from seed, k from seed + 1)
//             under the model's RoPE (the half pairing of a transformers checkpoint) and with the
//             pairs taken the other way (interleaved): MismatchCurves over positions 0 … N − 1,
//             every position sampled, and one score at Δ (query at Δ, key at 0).
class BeyondModelValues
{
    Q_DECLARE_TR_FUNCTIONS(BeyondModelValues)

public:
    static constexpr qint64 contextLength = 131072;
    static constexpr qint64 positions = 256; // the mismatch's N
    static constexpr quint64 seed = 1;
    static const char *const sampleId; // "llama-3.1-8b"

    // The sample's settings as ModelConfigReader reads them (a failure is fatal: it is built in).
    static ModelConfig sample();

    // context_length, rope_theta, pair_count,
    // original_length, factor, low_freq_factor, high_freq_factor, pairs_slowed, pairs_band,
    // pairs_kept, attention_factor, unseen_without, unseen_with, covered_length (factor · L),
    // unseen_covered (with the scaling at covered_length).
    static QList<LessonValue> settings(const LessonParameters &parameters);
    // shift (Δ), seed, positions; score_error_0, score_error_1 and score_error_far (the query at
    // N − 1, the key at distance 0, 1 and N − 1); largest_error, largest_error_distance;
    // score_error_shift (query at Δ, key at 0); total_variation_last (query at N − 1),
    // largest_variation, first_noticeable (the first query position whose total variation
    // reaches MismatchCurves::noticeable, −1 if none).
    static QList<LessonValue> mismatch(const LessonParameters &parameters);
};

} // namespace pe
