// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondschemevalues.h"

#include "core/lessons/beyond/beyondvalues.h"
#include "core/lessons/lessonvaluelist.h"
#include "core/math/alibislopes.h"
#include "core/math/distanceprofile.h"
#include "core/math/scoreterms.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace pe {

namespace {

    qint64 distanceOf(const LessonParameters &parameters)
    {
        return parameters.q - parameters.p;
    }

    // Largest minus smallest of at(n) over the lesson's starts.
    double spread(const std::function<double(int)> &at)
    {
        double lowest = at(BeyondValues::starts[0]);
        double highest = lowest;
        for (int n : BeyondValues::starts) {
            lowest = std::min(lowest, at(n));
            highest = std::max(highest, at(n));
        }
        return highest - lowest;
    }

} // namespace

QList<LessonValue> BeyondSchemeValues::alibi(const LessonParameters &parameters)
{
    const qint64 delta = distanceOf(parameters);
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), static_cast<double>(delta), tr("Distance Δ = m − n"));
    out.addInteger(QStringLiteral("heads"), heads, tr("Heads H"));
    const std::vector<double> slopes = AlibiSlopes::slopes(heads);
    for (int h = 1; h <= heads; ++h) {
        const double slope = slopes[static_cast<size_t>(h - 1)];
        const double bias = AlibiSlopes::bias(slope, delta, 0);
        out.add(QStringLiteral("slope_%1").arg(h), slope, tr("Head %1: slope").arg(h));
        out.add(QStringLiteral("bias_%1").arg(h), bias, tr("Head %1: bias −slope · Δ").arg(h));
        out.add(QStringLiteral("factor_%1").arg(h), std::exp(bias),
                tr("Head %1: factor e^bias on the weight").arg(h));
    }
    const std::vector<double> odd = AlibiSlopes::slopes(oddHeads);
    const QString group = tr("Slopes of %1 heads").arg(oddHeads);
    QList<LessonValue> list;
    for (int h = 1; h <= oddHeads; ++h)
        list.append({ QStringLiteral("slope12_%1").arg(h), odd[static_cast<size_t>(h - 1)],
                      tr("%1 heads, head %2: slope").arg(oddHeads).arg(h), LessonValue::Kind::Real,
                      group });
    out.append(list);
    return out.list();
}

QList<LessonValue> BeyondSchemeValues::profiles(const LessonParameters &parameters)
{
    const qint64 delta = distanceOf(parameters);
    const int count = static_cast<int>(delta) + 1;
    const size_t at = static_cast<size_t>(delta);
    const std::vector<double> sinusoidal
        = DistanceProfile::sinusoidal(parameters.dimension, parameters.base, count);
    const std::vector<double> rope
        = DistanceProfile::rope(parameters.dimension, parameters.base, count);
    const std::vector<std::vector<double>> alibi = DistanceProfile::alibi(heads, count);
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), static_cast<double>(delta), tr("Distance Δ = m − n"));
    out.addInteger(QStringLiteral("dim"), parameters.dimension, tr("Width d"));
    out.add(QStringLiteral("sinusoidal_zero"), sinusoidal[0], tr("Sinusoidal PE(0)·PE(0)"));
    out.add(QStringLiteral("sinusoidal_delta"), sinusoidal[at], tr("Sinusoidal PE(0)·PE(Δ)"));
    out.add(QStringLiteral("sinusoidal_share"), sinusoidal[at] / sinusoidal[0],
            tr("Sinusoidal, share of its value at 0"));
    out.add(QStringLiteral("rope_zero"), rope[0], tr("RoPE decay bound at 0"));
    out.add(QStringLiteral("rope_delta"), rope[at], tr("RoPE decay bound at Δ"));
    out.add(QStringLiteral("rope_share"), rope[at] / rope[0], tr("RoPE, share of its value at 0"));
    out.add(QStringLiteral("alibi_zero"), alibi.front()[0], tr("ALiBi: bias at Δ = 0, every head"));
    out.add(QStringLiteral("alibi_first_delta"), alibi.front()[at], tr("ALiBi head 1: bias at Δ"));
    out.add(QStringLiteral("alibi_first_factor"), std::exp(alibi.front()[at]),
            tr("ALiBi head 1: factor e^bias"));
    out.add(QStringLiteral("alibi_last_delta"), alibi.back()[at],
            tr("ALiBi head %1: bias at Δ").arg(heads));
    out.add(QStringLiteral("alibi_last_factor"), std::exp(alibi.back()[at]),
            tr("ALiBi head %1: factor e^bias").arg(heads));
    return out.list();
}

QList<LessonValue> BeyondSchemeValues::summary(const LessonParameters &parameters)
{
    const qint64 delta = distanceOf(parameters);
    const double d = static_cast<double>(delta);
    const ToyAttention toy = BeyondValues::attention();
    const RotaryEmbedding rope(ToyAttention::width, parameters.base, RopePairing::Interleaved);
    const std::vector<double> q = BeyondValues::query();
    const std::vector<double> k = BeyondValues::key();
    const double slope = AlibiSlopes::slopes(heads).front();
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), d, tr("Distance Δ = m − n"));
    out.add(QStringLiteral("sinusoid_spread"), spread([&](int n) {
                return ScoreTerms::compute(toy, BeyondValues::queryToken(), n,
                                           BeyondValues::keyToken(), n + d)
                    .total;
            }),
            tr("Sinusoid: spread of the whole score over the starts"));
    out.add(QStringLiteral("rope_spread"),
            spread([&](int n) { return rope.score(q, k, n, n + d); }),
            tr("RoPE: spread of the whole score over the starts"));
    out.add(QStringLiteral("alibi_spread"),
            spread([&](int n) { return AlibiSlopes::bias(slope, n + delta, n); }),
            tr("ALiBi head 1: spread of the bias over the starts"));
    out.add(QStringLiteral("rope_score_zero"), rope.score(q, k, 0, 0),
            tr("RoPE at Δ = 0: q · k, no rotation left"));
    return out.list();
}

} // namespace pe
