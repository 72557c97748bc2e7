// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondcontextvalues.h"

#include "core/lessons/lessonvaluelist.h"

#include <algorithm>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    qint64 distanceOf(const LessonParameters &parameters)
    {
        return parameters.q - parameters.p;
    }

    // What one method does to the pairs, with "none" as the unscaled run at s·L.
    struct Outcome
    {
        int unseen = 0;
        double stretch = 1;
        double fast = 0; // θ₀'
        double slow = 0; // θ'_{d/2−1}
    };

    Outcome outcome(const QString &key, const LessonParameters &parameters)
    {
        const double s = BeyondContextValues::scale;
        const double length = BeyondContextValues::trainLength;
        Outcome o;
        const ContextScaling scaling(key == QLatin1String("none")
                                         ? ContextScaling::Method::PositionInterpolation
                                         : BeyondContextValues::method(key),
                                     s, length, parameters.dimension, parameters.base);
        for (const ContextScaling::Pair &pair : scaling.pairs()) {
            const bool none = key == QLatin1String("none");
            const double frequency = none ? pair.frequency : pair.scaledFrequency;
            const double run = none ? s * length * pair.frequency : pair.runAngle;
            if (pair.trainedAngle < twoPi) {
                o.stretch = std::max(o.stretch, run / pair.trainedAngle);
                if (none ? run > pair.trainedAngle : pair.unseen)
                    ++o.unseen;
            }
            if (pair.index == 0)
                o.fast = frequency;
            o.slow = frequency;
        }
        return o;
    }

} // namespace

QStringList BeyondContextValues::methodKeys()
{
    return { QStringLiteral("none"), QStringLiteral("pi"), QStringLiteral("ntk"),
             QStringLiteral("yarn") };
}

ContextScaling::Method BeyondContextValues::method(const QString &key)
{
    ContextScaling::Method m = ContextScaling::Method::PositionInterpolation;
    ContextScaling::methodFromName(key.toLatin1().constData(), &m);
    return m;
}

QList<LessonValue> BeyondContextValues::longer(const LessonParameters &parameters)
{
    const double delta = static_cast<double>(distanceOf(parameters));
    const ContextScaling plain(ContextScaling::Method::PositionInterpolation, 1, trainLength,
                               parameters.dimension, parameters.base);
    const ContextScaling::Pair &fast = plain.pairs().front();
    const ContextScaling::Pair &slow = plain.pairs().back();
    int firstUnseen = -1;
    for (const ContextScaling::Pair &pair : plain.pairs())
        if (firstUnseen < 0 && pair.trainedAngle < twoPi)
            firstUnseen = pair.index;
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), delta, tr("Distance Δ = m − n"));
    out.addInteger(QStringLiteral("dim"), parameters.dimension, tr("Width d"));
    out.addInteger(QStringLiteral("train_length"), trainLength, tr("Training length L"));
    out.addInteger(QStringLiteral("scale"), scale, tr("Scale s"));
    out.addInteger(QStringLiteral("run_length"), scale * trainLength, tr("Run length s · L"));
    out.addInteger(QStringLiteral("pair_count"), parameters.dimension / 2, tr("Pairs"));
    out.addInteger(QStringLiteral("unseen_none"),
                   outcome(QStringLiteral("none"), parameters).unseen,
                   tr("Pairs that never turned fully in training"));
    out.addInteger(QStringLiteral("first_unseen"), firstUnseen, tr("The first of them"));
    out.add(QStringLiteral("fast_wavelength"), fast.wavelength,
            tr("Wavelength of pair 0 (positions)"));
    out.add(QStringLiteral("slow_wavelength"), slow.wavelength,
            tr("Wavelength of pair %1 (positions)").arg(slow.index));
    out.add(QStringLiteral("slow_trained_angle"), slow.trainedAngle,
            tr("Pair %1: angles seen in training, up to L · θ (rad)").arg(slow.index));
    out.add(QStringLiteral("slow_run_angle"), scale * slow.trainedAngle,
            tr("Pair %1: angles needed at s · L (rad)").arg(slow.index));
    out.add(QStringLiteral("slow_delta_angle"), delta * slow.frequency,
            tr("Pair %1: angle between tokens Δ apart (rad)").arg(slow.index));
    return out.list();
}

QList<LessonValue> BeyondContextValues::scalings(const LessonParameters &parameters)
{
    const double delta = static_cast<double>(distanceOf(parameters));
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), delta, tr("Distance Δ = m − n"));
    const QStringList names = { tr("No rescaling"), tr("Position interpolation"),
                                tr("NTK-aware scaling"), QStringLiteral("YaRN") };
    const QStringList keys = methodKeys();
    for (int k = 0; k < keys.size(); ++k) {
        const QString &key = keys.at(k);
        const Outcome o = outcome(key, parameters);
        const QString name = names.at(k);
        out.addInteger(QStringLiteral("unseen_") + key, o.unseen,
                       tr("%1: pairs with unseen angles").arg(name));
        out.add(QStringLiteral("stretch_") + key, o.stretch,
                tr("%1: largest run band / trained band").arg(name));
        out.add(QStringLiteral("fast_angle_") + key, delta * o.fast,
                tr("%1: pair 0, angle at Δ (rad)").arg(name));
        out.add(QStringLiteral("slow_angle_") + key, delta * o.slow,
                tr("%1: slowest pair, angle at Δ (rad)").arg(name));
        out.add(QStringLiteral("slow_wavelength_") + key, twoPi / o.slow,
                tr("%1: slowest pair, wavelength").arg(name));
    }
    const ContextScaling ntk(ContextScaling::Method::Ntk, scale, trainLength, parameters.dimension,
                             parameters.base);
    const ContextScaling yarn(ContextScaling::Method::Yarn, scale, trainLength,
                              parameters.dimension, parameters.base);
    out.add(QStringLiteral("base_ntk"), ntk.scaledBase(),
            tr("NTK-aware: base' = base · s^(d/(d−2))"));
    out.add(QStringLiteral("factor_yarn"), yarn.attentionFactor(),
            tr("YaRN: attention factor 0.1 · ln s + 1"));
    return out.list();
}

} // namespace pe
