// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondmodelvalues.h"

#include "core/lessons/lessonvaluelist.h"
#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "core/modelconfig/ropefrequencies.h"

#include <algorithm>

namespace pe {

const char *const BeyondModelValues::sampleId = "llama-3.1-8b";

namespace {

    // The pairs of a run that meet angles training never saw.
    int unseenPairs(const RopeFrequencies &frequencies)
    {
        return static_cast<int>(std::count_if(frequencies.pairs().begin(),
                                              frequencies.pairs().end(),
                                              [](const auto &pair) { return pair.unseen; }));
    }

    // The same settings without the scaling: every pair at θᵢ, trained on the original length.
    ModelConfig unscaled(const ModelConfig &config)
    {
        ModelConfig plain = config;
        plain.ropeType = RopeType::Default;
        plain.factor.reset();
        plain.maxPositionEmbeddings = config.originalMaxPositionEmbeddings;
        return plain;
    }

} // namespace

ModelConfig BeyondModelValues::sample()
{
    static const ModelConfig config = [] {
        const ModelConfigReader::Result r
            = ModelConfigReader::readFile(ModelSamples::resourcePath(sampleId));
        if (!r.ok())
            qFatal("%s", qPrintable(r.error));
        return r.config;
    }();
    return config;
}

QList<LessonValue> BeyondModelValues::settings(const LessonParameters &)
{
    const ModelConfig c = sample();
    const RopeFrequencies scaled(c, contextLength);
    int slowed = 0;
    int band = 0;
    int kept = 0;
    for (const RopeFrequencies::Pair &pair : scaled.pairs()) {
        if (pair.ramp <= 0)
            ++slowed;
        else if (pair.ramp >= 1)
            ++kept;
        else
            ++band;
    }
    const double factor = c.factor.value_or(1);
    const qint64 covered = static_cast<qint64>(factor * double(c.originalMaxPositionEmbeddings));
    LessonValueList out;
    out.addInteger(QStringLiteral("context_length"), double(contextLength), tr("Context length N"));
    out.addInteger(QStringLiteral("rope_theta"), c.ropeTheta, tr("rope_theta (the base)"));
    out.addInteger(QStringLiteral("pair_count"), c.pairCount(), tr("Rotated pairs (head_dim / 2)"));
    out.addInteger(QStringLiteral("original_length"), double(c.originalMaxPositionEmbeddings),
                   tr("original_max_position_embeddings: training length L"));
    out.add(QStringLiteral("factor"), factor, tr("factor"));
    out.add(QStringLiteral("low_freq_factor"), c.lowFreqFactor, tr("low_freq_factor"));
    out.add(QStringLiteral("high_freq_factor"), c.highFreqFactor, tr("high_freq_factor"));
    out.addInteger(QStringLiteral("pairs_slowed"), slowed,
                   tr("Pairs slowed by the full factor (wavelength > L / low_freq_factor)"));
    out.addInteger(QStringLiteral("pairs_band"), band, tr("Pairs in the band between"));
    out.addInteger(QStringLiteral("pairs_kept"), kept,
                   tr("Pairs kept (wavelength < L / high_freq_factor)"));
    out.add(QStringLiteral("attention_factor"), scaled.attentionFactor(), tr("Attention factor"));
    out.addInteger(QStringLiteral("unseen_without"),
                   unseenPairs(RopeFrequencies(unscaled(c), contextLength)),
                   tr("Pairs with unseen angles at N, without the scaling"));
    out.addInteger(QStringLiteral("unseen_with"), unseenPairs(scaled),
                   tr("Pairs with unseen angles at N, with the scaling"));
    out.addInteger(QStringLiteral("covered_length"), double(covered),
                   tr("Context the factor alone covers: factor · L"));
    out.addInteger(QStringLiteral("unseen_covered"), unseenPairs(RopeFrequencies(c, covered)),
                   tr("Pairs with unseen angles at factor · L, with the scaling"));
    return out.list();
}

QList<LessonValue> BeyondModelValues::mismatch(const LessonParameters &parameters)
{
    const ModelConfig c = sample();
    const RopeFrequencies frequencies(c, contextLength);
    const RopeMismatch lab(frequencies, RopePairing::Half, RopeMismatch::Mistake::OtherPairing);
    const std::vector<double> q = RopeMismatch::seededVector(seed, c.headDimension);
    const std::vector<double> k = RopeMismatch::seededVector(seed + 1, c.headDimension);
    const MismatchCurves curves(lab, q, k, positions, static_cast<int>(positions));
    const qint64 delta = parameters.q - parameters.p;
    const qint64 last = positions - 1;
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), double(delta), tr("Distance Δ = m − n"));
    out.addInteger(QStringLiteral("seed"), double(seed), tr("Seed of q (k: seed + 1)"));
    out.addInteger(QStringLiteral("positions"), double(positions), tr("Positions 0 … N − 1: N"));
    const auto error = [&](qint64 d) { return curves.scores().at(std::size_t(d)).error; };
    out.add(QStringLiteral("score_error_0"), error(0),
            tr("Score error at distance 0 (both at %1)").arg(last));
    out.add(QStringLiteral("score_error_1"), error(1), tr("Score error at distance 1"));
    out.add(QStringLiteral("score_error_far"), error(last),
            tr("Score error at distance %1").arg(last));
    out.add(QStringLiteral("largest_error"), curves.largestError(),
            tr("Largest |score error| over the distances"));
    out.addInteger(QStringLiteral("largest_error_distance"), double(curves.largestErrorDistance()),
                   tr("Its distance"));
    out.add(QStringLiteral("score_error_shift"),
            lab.mistakenScore(q, k, delta, 0) - lab.correctScore(q, k, delta, 0),
            tr("Score error at distance Δ (query at Δ, key at 0)"));
    out.add(QStringLiteral("total_variation_last"), curves.attention().back().totalVariation,
            tr("Total variation of the attention weights, query at %1").arg(last));
    out.add(QStringLiteral("largest_variation"), curves.largestVariation(),
            tr("Largest total variation over the query positions"));
    out.addInteger(QStringLiteral("first_noticeable"),
                   double(curves.firstPositionReaching(MismatchCurves::noticeable)),
                   tr("First query position whose total variation reaches %1")
                       .arg(formatDisplay(MismatchCurves::noticeable, 1)));
    return out.list();
}

} // namespace pe
