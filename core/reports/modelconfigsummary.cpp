// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/modelconfigsummary.h"
#include "core/modelconfig/modelconfigfields.h"
#include "core/text/format.h"

#include <cmath>

namespace pe {

namespace {

    QString setting(double value)
    {
        return ModelConfigSummary::number(value);
    }

} // namespace

QString ModelConfigSummary::number(double value)
{
    if (std::isfinite(value) && std::floor(value) == value
        && std::abs(value) < 9.007199254740992e15)
        return QString::number(static_cast<std::int64_t>(value));
    const QString shortest = ModelConfigFields::shortest(value);
    return shortest.size() <= 8 ? shortest : formatFixed(value);
}

QString ModelConfigSummary::of(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    switch (c.ropeType) {
    case RopeType::Default:
        return tr("No scaling: every pair turns at θᵢ = 1 / rope_theta^(2i/d), as in training.");
    case RopeType::Linear:
        return tr("Linear scaling (position interpolation): every pair is slowed by %1 (θᵢ / "
                  "factor), so %2 positions turn it as far as %3 did in training.")
            .arg(setting(c.factor.value_or(1)), QString::number(frequencies.runLength()),
                 setting(double(frequencies.runLength()) / c.factor.value_or(1)));
    case RopeType::Dynamic:
        return dynamic(frequencies);
    case RopeType::Yarn:
        return yarn(frequencies);
    case RopeType::LongRope:
        return longRope(frequencies);
    case RopeType::Llama3:
        return llama3(frequencies);
    }
    return {};
}

QString ModelConfigSummary::dynamic(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    if (frequencies.runLength() <= c.maxPositionEmbeddings)
        return tr("Dynamic NTK scaling: up to max_position_embeddings = %1 positions nothing "
                  "changes, so a context of %2 keeps rope_theta = %3.")
            .arg(QString::number(c.maxPositionEmbeddings), QString::number(frequencies.runLength()),
                 setting(c.ropeTheta));
    return tr("Dynamic NTK scaling: a context of %1 positions, longer than max_position_embeddings "
              "= %2, raises the base to rope_theta·(factor·N/L − (factor − 1))^(d/(d − 2)) = %3, "
              "which slows the slow pairs most and keeps pair 0.")
        .arg(QString::number(frequencies.runLength()), QString::number(c.maxPositionEmbeddings),
             formatFixed(frequencies.base()));
}

QString ModelConfigSummary::yarn(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    return tr("YaRN: pairs up to index %1 (more than beta_fast = %2 turns in %3 positions) are "
              "kept, pairs from index %4 on (fewer than beta_slow = %5 turns) are slowed by %6, a "
              "linear ramp between; attention factor %7.")
        .arg(setting(frequencies.rampLow()), setting(c.betaFast),
             QString::number(c.originalMaxPositionEmbeddings), setting(frequencies.rampHigh()),
             setting(c.betaSlow), setting(c.factor.value_or(1)),
             formatFixed(frequencies.attentionFactor()));
}

QString ModelConfigSummary::longRope(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    // One sentence for each factor list; the same three numbers fill either.
    const QString sentence = frequencies.longFactors()
        ? tr("LongRoPE: a context of %1 positions is longer than the %2 of training, so pair i "
             "is slowed by long_factor[i] (short_factor serves up to %2); attention factor %3.")
        : tr("LongRoPE: a context of %1 positions is not longer than the %2 of training, so pair i "
             "is slowed by short_factor[i] (long_factor serves longer contexts); attention factor "
             "%3.");
    return sentence.arg(QString::number(frequencies.runLength()),
                        QString::number(c.originalMaxPositionEmbeddings),
                        formatFixed(frequencies.attentionFactor()));
}

QString ModelConfigSummary::llama3(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    const double length = double(c.originalMaxPositionEmbeddings);
    return tr("Llama 3 scaling: pairs with wavelengths longer than %1 / low_freq_factor = %2 "
              "positions are slowed by %3, those shorter than %1 / high_freq_factor = %4 are "
              "kept, a smooth band between.")
        .arg(QString::number(c.originalMaxPositionEmbeddings), setting(length / c.lowFreqFactor),
             setting(c.factor.value_or(1)), setting(length / c.highFreqFactor));
}

} // namespace pe
