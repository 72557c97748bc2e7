// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/modelsummarytext.h"

#include "core/modelconfig/modelconfigfields.h"
#include "core/modelconfig/modelsource.h"
#include "core/modelconfig/ropefrequencies.h"
#include "core/text/format.h"
#include "core/text/sentencejoin.h"

#include <QDir>

#include <algorithm>

namespace pe {

namespace {

    QString number(double value)
    {
        return displayMinus(ModelConfigFields::shortest(value));
    }

    QString length(qint64 value)
    {
        return QString::number(value);
    }

} // namespace

QString ModelSummaryText::summary(const RopeFrequencies &frequencies)
{
    QStringList sentences { scaling(frequencies) };
    if (frequencies.config().unrotatedDimensions() > 0)
        sentences << rotated(frequencies.config());
    sentences << unseen(frequencies);
    return SentenceJoin::joined(sentences);
}

QString ModelSummaryText::scaling(const RopeFrequencies &frequencies)
{
    const ModelConfig &c = frequencies.config();
    const QString factor = number(c.factor.value_or(1));
    const QString attention = formatDisplay(frequencies.attentionFactor());
    const QString original = length(c.originalMaxPositionEmbeddings);
    switch (c.ropeType) {
    case RopeType::Default:
        return tr("Plain RoPE with base %1: every pair keeps its frequency, nothing is rescaled.")
            .arg(number(c.ropeTheta));
    case RopeType::Linear:
        return tr("Linear scaling (position interpolation): every pair slowed by %1.").arg(factor);
    case RopeType::Dynamic:
        if (frequencies.runLength() <= c.maxPositionEmbeddings)
            return tr("Dynamic NTK scaling: up to %1 positions nothing is rescaled, and this "
                      "context length is not longer.")
                .arg(length(c.maxPositionEmbeddings));
        return tr("Dynamic NTK scaling: for %1 positions the base grows from %2 to %3, which "
                  "slows long wavelengths most and short ones hardly.")
            .arg(length(frequencies.runLength()), number(c.ropeTheta),
                 formatDisplay(frequencies.base()));
    case RopeType::Yarn:
        return tr("YaRN over the original %1 positions: long wavelengths (pairs turning less "
                  "than %2 times) slowed by %3, short ones (more than %4 turns) kept, a linear "
                  "ramp between; attention scaled by %5.")
            .arg(original, number(c.betaSlow), factor, number(c.betaFast), attention);
    case RopeType::LongRope: {
        const std::vector<double> &list = frequencies.longFactors() ? c.longFactor : c.shortFactor;
        const auto [low, high] = std::minmax_element(list.begin(), list.end());
        const QString range = tr("from %1 to %2").arg(number(*low), number(*high));
        return (frequencies.longFactors()
                    ? tr("LongRoPE: the context is longer than the original %1 positions, so "
                         "each pair is slowed by its own long factor (%2); attention scaled by "
                         "%3.")
                    : tr("LongRoPE: the context is at most the original %1 positions, so each "
                         "pair is slowed by its own short factor (%2); attention scaled by %3."))
            .arg(original, range, attention);
    }
    case RopeType::Llama3:
        return tr("llama3 scaling: long wavelengths (over %1 positions) slowed by %2, short ones "
                  "(under %3 positions) kept, a smooth band between.")
            .arg(number(double(c.originalMaxPositionEmbeddings) / c.lowFreqFactor), factor,
                 number(double(c.originalMaxPositionEmbeddings) / c.highFreqFactor));
    }
    return {};
}

QString ModelSummaryText::rotated(const ModelConfig &config)
{
    return tr("Partial rotary: %1 of the head's %2 dimensions are rotated, the other %3 pass "
              "unrotated.")
        .arg(config.rotatedDimensions())
        .arg(config.headDimension)
        .arg(config.unrotatedDimensions());
}

QString ModelSummaryText::unseen(const RopeFrequencies &frequencies)
{
    const auto count = std::count_if(frequencies.pairs().begin(), frequencies.pairs().end(),
                                     [](const RopeFrequencies::Pair &p) { return p.unseen; });
    const QString context = length(frequencies.runLength());
    const QString training = length(frequencies.config().trainingLength());
    if (count == 0)
        return tr("At a context of %1 positions (training: %2) no pair meets angles training "
                  "never saw.")
            .arg(context, training);
    return tr("At a context of %1 positions (training: %2) %3 of the %4 pairs meet angles "
              "training never saw.")
        .arg(context, training)
        .arg(qlonglong(count))
        .arg(qulonglong(frequencies.pairs().size()));
}

QString ModelSummaryText::alibi()
{
    return tr("ALiBi: this model adds a distance bias per head to the scores instead of rotating "
              "q and k, so no pair is rotated.");
}

QString ModelSummaryText::source(const ModelSource &source, const QString &fileName)
{
    const QString file = fileName.startsWith(QLatin1Char(':'))
        ? QString()
        : tr("File: %1").arg(QDir::toNativeSeparators(fileName));
    QStringList parts;
    if (!source.model.isEmpty())
        parts << source.model;
    if (!source.published.isEmpty())
        parts << tr("published at %1").arg(source.published);
    if (parts.isEmpty())
        return file;
    const QString from = parts.join(tr("; ", "between the parts of a model's source"));
    return file.isEmpty() ? from : file + QLatin1Char('\n') + from;
}

QString ModelSummaryText::howRead(const ModelSource &source)
{
    // The sample's own note, kept as written: an account of where each number was found.
    return source.readFrom.isEmpty()
        ? QString()
        : tr("How the numbers were read (in English): %1").arg(source.readFrom);
}

} // namespace pe
