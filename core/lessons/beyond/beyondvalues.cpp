// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondvalues.h"

#include "core/lessons/lessonvaluelist.h"
#include "core/math/permutationdemo.h"
#include "core/math/scoreterms.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    QString indexKey(const char *name, int index)
    {
        return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(index);
    }

    double reduced(double angle)
    {
        return std::remainder(angle, twoPi);
    }

    // One row of a table over the starts: <row>_<n> in one group, then spread_<row>.
    void addRow(LessonValueList *out, const char *row, const QString &name,
                const std::function<double(int)> &at)
    {
        QList<LessonValue> cells;
        double lowest = 0;
        double highest = 0;
        bool first = true;
        for (int n : BeyondValues::starts) {
            const double v = at(n);
            lowest = first ? v : std::min(lowest, v);
            highest = first ? v : std::max(highest, v);
            first = false;
            cells.append({ BeyondValues::rowKey(row, n), v,
                           BeyondValues::tr("%1, n = %2").arg(name).arg(n), LessonValue::Kind::Real,
                           name });
        }
        out->append(cells);
        out->add(QStringLiteral("spread_") + QLatin1String(row), highest - lowest,
                 BeyondValues::tr("Spread of “%1” over the starts").arg(name));
    }

    qint64 distanceOf(const LessonParameters &parameters)
    {
        return parameters.q - parameters.p;
    }

    void addShift(LessonValueList *out, const LessonParameters &parameters)
    {
        out->addInteger(QStringLiteral("shift"), static_cast<double>(distanceOf(parameters)),
                        BeyondValues::tr("Distance Δ = m − n"));
    }

} // namespace

ToyAttention BeyondValues::attention()
{
    return PermutationDemo::abcd().attention();
}

std::vector<double> BeyondValues::query()
{
    const ToyAttention toy = attention();
    return ToyAttention::multiply(toy.queryWeights(), toy.embedding(queryToken()));
}

std::vector<double> BeyondValues::key()
{
    const ToyAttention toy = attention();
    return ToyAttention::multiply(toy.keyWeights(), toy.embedding(keyToken()));
}

QString BeyondValues::rowKey(const char *row, int start)
{
    return indexKey(row, start);
}

QString BeyondValues::componentsText(const RotaryEmbedding &rope, int pair)
{
    const auto [a, b] = rope.components(pair);
    return QStringLiteral("(%1, %2)").arg(a).arg(b);
}

QList<LessonValue> BeyondValues::fourTerms(const LessonParameters &parameters)
{
    const ToyAttention toy = attention();
    const double delta = static_cast<double>(distanceOf(parameters));
    const auto terms = [&toy, delta](int n) {
        return ScoreTerms::compute(toy, queryToken(), n, keyToken(), n + delta);
    };
    LessonValueList out;
    addShift(&out, parameters);
    addRow(&out, "term_cc", tr("① content · content"),
           [&](int n) { return terms(n).contentContent; });
    addRow(&out, "term_cp", tr("② content · position"),
           [&](int n) { return terms(n).contentPosition; });
    addRow(&out, "term_pc", tr("③ position · content"),
           [&](int n) { return terms(n).positionContent; });
    addRow(&out, "term_pp", tr("④ position · position"),
           [&](int n) { return terms(n).positionPosition; });
    addRow(&out, "score", tr("Whole score ① + ② + ③ + ④"), [&](int n) { return terms(n).total; });
    addRow(&out, "term_pp_identity", tr("④ if W_Qᵀ W_K were I"),
           [&](int n) { return terms(n).identityPositionPosition; });
    return out.list();
}

QList<LessonValue> BeyondValues::rotaryPairs(const LessonParameters &parameters)
{
    const RotaryEmbedding rope(ToyAttention::width, parameters.base, RopePairing::Interleaved);
    const qint64 delta = distanceOf(parameters);
    const int n = starts[0];
    const double m = static_cast<double>(n + delta);
    const std::vector<double> q = query();
    const std::vector<double> k = key();
    const std::vector<double> rq = rope.rotate(q, n);
    const std::vector<double> rk = rope.rotate(k, m);
    LessonValueList out;
    addShift(&out, parameters);
    out.addInteger(QStringLiteral("n"), n, tr("Query position n"));
    out.addInteger(QStringLiteral("m"), m, tr("Key position m = n + Δ"));
    out.addVector(QStringLiteral("q"), q, QStringLiteral("q = W_Q E_D"));
    out.addVector(QStringLiteral("k"), k, QStringLiteral("k = W_K E_A"));
    double sum = 0;
    for (int i = 0; i < rope.pairCount(); ++i) {
        const auto [a, b] = rope.components(i);
        const size_t sa = static_cast<size_t>(a);
        const size_t sb = static_cast<size_t>(b);
        const double qHand = std::atan2(rq[sb], rq[sa]);
        const double kHand = std::atan2(rk[sb], rk[sa]);
        const double contribution = rq[sa] * rk[sa] + rq[sb] * rk[sb];
        sum += contribution;
        out.add(indexKey("theta", i), rope.theta(i), tr("Pair %1: θ = base^(−2i/d)").arg(i));
        out.add(indexKey("q_hand", i), qHand, tr("Pair %1: angle of Rₙ q (rad)").arg(i));
        out.add(indexKey("k_hand", i), kHand, tr("Pair %1: angle of Rₘ k (rad)").arg(i));
        out.add(indexKey("between", i), reduced(kHand - qHand),
                tr("Pair %1: angle between them (rad)").arg(i));
        out.add(indexKey("contribution", i), contribution,
                tr("Pair %1: its part of the score").arg(i));
    }
    out.add(QStringLiteral("contribution_sum"), sum, tr("Sum of the four parts"));
    out.add(QStringLiteral("rope_score"), rope.score(q, k, n, m), tr("RoPE score (Rₙ q)·(Rₘ k)"));
    return out.list();
}

QList<LessonValue> BeyondValues::rotaryShift(const LessonParameters &parameters)
{
    const RotaryEmbedding rope(ToyAttention::width, parameters.base, RopePairing::Interleaved);
    const ToyAttention toy = attention();
    const double delta = static_cast<double>(distanceOf(parameters));
    const std::vector<double> q = query();
    const std::vector<double> k = key();
    LessonValueList out;
    addShift(&out, parameters);
    addRow(&out, "rope_score", tr("RoPE: (Rₙ q)·(Rₘ k)"),
           [&](int n) { return rope.score(q, k, n, n + delta); });
    addRow(&out, "rope_relative", tr("RoPE from Δ alone: q·(R_Δ k)"),
           [&](int n) { return rope.relativeScore(q, k, n, n + delta); });
    addRow(&out, "sinusoid_score", tr("Sinusoid added to x: whole score"), [&](int n) {
        return ScoreTerms::compute(toy, queryToken(), n, keyToken(), n + delta).total;
    });
    double worst = 0;
    for (int n : starts)
        worst = std::max(
            worst,
            std::abs(rope.score(q, k, n, n + delta) - rope.relativeScore(q, k, n, n + delta)));
    out.add(QStringLiteral("rope_max_difference"), worst,
            tr("Largest |(Rₙ q)·(Rₘ k) − q·(R_Δ k)|"));
    return out.list();
}

QList<LessonValue> BeyondValues::pairings(const LessonParameters &parameters)
{
    const RotaryEmbedding interleaved(ToyAttention::width, parameters.base,
                                      RopePairing::Interleaved);
    const RotaryEmbedding half(ToyAttention::width, parameters.base, RopePairing::Half);
    const double delta = static_cast<double>(distanceOf(parameters));
    const std::vector<double> q = query();
    const std::vector<double> k = key();
    LessonValueList out;
    addShift(&out, parameters);
    addRow(&out, "interleaved_score", tr("Trained pairing, interleaved"),
           [&](int n) { return interleaved.score(q, k, n, n + delta); });
    addRow(&out, "half_score", tr("Loaded with the half pairing"),
           [&](int n) { return half.score(q, k, n, n + delta); });
    addRow(&out, "pairing_gap", tr("Half minus interleaved"), [&](int n) {
        return half.score(q, k, n, n + delta) - interleaved.score(q, k, n, n + delta);
    });
    out.add(QStringLiteral("score_at_zero"), ToyAttention::dot(q, k),
            tr("Score at Δ = 0, q · k (both pairings)"));
    return out.list();
}

} // namespace pe
