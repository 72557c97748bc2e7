// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/attention/attentionvalues.h"

#include "core/lessons/lessonvaluelist.h"
#include "core/lessons/permutationvalues.h"
#include "core/math/comparison.h"
#include "core/math/permutationdemo.h"
#include "core/math/relativeshift.h"
#include "core/math/scoreterms.h"

#include <cmath>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    QString indexKey(const char *name, int index)
    {
        return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(index);
    }

} // namespace

QList<int> AttentionValues::periodPairs(int dimension)
{
    QList<int> pairs;
    for (int i : { 0, dimension / 4, dimension / 2 - 1 })
        if (i >= 0 && !pairs.contains(i))
            pairs << i;
    return pairs;
}

QString AttentionValues::tokenKey(const QString &token)
{
    if (token == QStringLiteral("你"))
        return QStringLiteral("ni");
    if (token == QStringLiteral("打"))
        return QStringLiteral("da");
    if (token == QStringLiteral("我"))
        return QStringLiteral("wo");
    return token.toLower();
}

ToyAttention AttentionValues::attention()
{
    return PermutationDemo::abcd().attention();
}

QString AttentionValues::residualKey(qint64 from, qint64 to)
{
    return QStringLiteral("residual_%1_%2").arg(from).arg(to);
}

QList<LessonValue> AttentionValues::toy(const LessonParameters &)
{
    const ToyAttention toy = attention();
    LessonValueList out;
    out.addInteger(QStringLiteral("seed"), static_cast<double>(toy.seed()),
                   tr("Seed of the generator"));
    out.addInteger(QStringLiteral("width"), ToyAttention::width, tr("Width d of every vector"));
    for (const QString &token : toy.vocabulary())
        out.addVector(QStringLiteral("emb_") + tokenKey(token), toy.embedding(token),
                      tr("Embedding of %1").arg(token));
    const struct
    {
        const char *key;
        const char *name;
        const ToyAttention::Matrix &matrix;
    } matrices[] = { { "wq", "W_Q", toy.queryWeights() },
                     { "wk", "W_K", toy.keyWeights() },
                     { "wv", "W_V", toy.valueWeights() } };
    for (const auto &m : matrices)
        for (size_t r = 0; r < m.matrix.size(); ++r)
            out.addVector(QStringLiteral("%1_%2").arg(QLatin1String(m.key)).arg(r), m.matrix[r],
                          tr("%1, row %2").arg(QLatin1String(m.name)).arg(r));
    return out.list();
}

QList<LessonValue> AttentionValues::permutation(const LessonParameters &)
{
    return permutationValues(PermutationDemo::abcd())
        + permutationValues(PermutationDemo::niDaWo());
}

QList<LessonValue> AttentionValues::absolute(const LessonParameters &)
{
    const ToyAttention toy = attention();
    const Encoding encoding = ToyAttention::encoding();
    LessonValueList out;
    for (int k = 0; k < 4; ++k)
        out.addVector(indexKey("p", k), encoding.vector(k), QStringLiteral("P_%1").arg(k));
    const ToyAttention::Vector &a = toy.embedding(QStringLiteral("A"));
    out.addVector(QStringLiteral("emb_a"), a, tr("Embedding of %1").arg(QStringLiteral("A")));
    const ToyAttention::Vector first = ToyAttention::add(a, encoding.vector(0));
    const ToyAttention::Vector second = ToyAttention::add(a, encoding.vector(2));
    out.addVector(QStringLiteral("x_a_abcd"), first, tr("A in ABCD: E_A + P_0"));
    out.addVector(QStringLiteral("x_a_cbad"), second, tr("A in CBAD: E_A + P_2"));
    out.add(QStringLiteral("x_a_distance"), ToyAttention::distance(first, second),
            tr("‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖"));
    return out.list();
}

QList<LessonValue> AttentionValues::formula(const LessonParameters &parameters)
{
    const Encoding encoding = parameters.encoding();
    const double q = static_cast<double>(parameters.q);
    LessonValueList out;
    out.addInteger(QStringLiteral("q"), q, tr("Position k shown"));
    for (int dim : waveDimensions()) {
        const int pair = encoding.pairOfDimension(dim);
        out.add(indexKey("denominator_dim", dim), encoding.denominator(pair),
                tr("Dimension %1: denominator 10000^(2i/d)").arg(dim));
        out.add(indexKey("period_dim", dim), encoding.period(pair),
                tr("Dimension %1: period (positions)").arg(dim));
        out.add(indexKey("value_q_dim", dim), encoding.value(q, dim),
                tr("P_%1[%2]").arg(parameters.q).arg(dim));
    }
    return out.list();
}

QList<LessonValue> AttentionValues::clockHands(const LessonParameters &parameters)
{
    const Encoding encoding = parameters.encoding();
    const double q = static_cast<double>(parameters.q);
    LessonValueList out;
    out.addInteger(QStringLiteral("dim"), encoding.dimension(), tr("Width d"));
    out.addInteger(QStringLiteral("q"), q, tr("Position k shown"));
    for (int i : periodPairs(encoding.dimension())) {
        out.add(QStringLiteral("period_i%1").arg(i), encoding.period(i),
                tr("Pair i = %1: period 2π · 10000^(2i/d)").arg(i));
        double sine = 0;
        double cosine = 1;
        encoding.sinCos(q, i, &sine, &cosine);
        const double hand = std::atan2(sine, cosine);
        out.add(QStringLiteral("hand_q_i%1").arg(i), hand < 0 ? hand + twoPi : hand,
                tr("Pair i = %1: hand at position %2 (rad)").arg(i).arg(parameters.q));
        out.add(QStringLiteral("turns_q_i%1").arg(i), encoding.angle(q, i) / twoPi,
                tr("Pair i = %1: turns at position %2").arg(i).arg(parameters.q));
    }
    return out.list();
}

QList<LessonValue> AttentionValues::relative(const LessonParameters &parameters)
{
    const Encoding encoding = parameters.encoding();
    const qint64 n = parameters.p;
    const qint64 r = parameters.q - parameters.p;
    const RelativeShift shift(encoding, static_cast<double>(r));
    // The lecture's notation (query at n, key at m = n + R, position vectors P_k), not the
    // workbench's p, q and PE(p): the page and its handout speak the lesson's language.
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), static_cast<double>(r), tr("Distance R = m − n"));
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const auto key = [i](const char *name) {
            return QStringLiteral("pair%1_%2").arg(i).arg(QLatin1String(name));
        };
        out.add(key("denominator"), encoding.denominator(i),
                tr("Pair %1: Z = 10000^(2i/d)").arg(i));
        out.add(key("rotation_angle"), encoding.angle(static_cast<double>(r), i),
                tr("Pair %1: rotation angle R / Z (rad)").arg(i));
        const RelativeShift::Block &block = shift.blocks()[static_cast<size_t>(i)];
        const QString group = tr("Pair %1: block of M_R, row by row").arg(i);
        for (int row = 0; row < 2; ++row)
            for (int column = 0; column < 2; ++column)
                out.append(
                    { { QStringLiteral("pair%1_m%2%3").arg(i).arg(row).arg(column),
                        block[static_cast<size_t>(row)][static_cast<size_t>(column)],
                        tr("Pair %1: M_R, entry (%2, %3)").arg(i).arg(row + 1).arg(column + 1),
                        LessonValue::Kind::Real, group } });
    }
    const QString moved = QStringLiteral("M_R P_%1").arg(n);
    out.addVector(QStringLiteral("shifted"), shift.apply(encoding.vector(static_cast<double>(n))),
                  moved);
    out.add(QStringLiteral("residual"), shift.residual(static_cast<double>(n)),
            tr("Largest |M_R P_%1 − P_%2|").arg(n).arg(n + r));
    for (int k : starts)
        out.add(residualKey(k, k + r), shift.residual(k),
                tr("Largest |M_R P_%1 − P_%2|").arg(k).arg(k + r));
    return out.list();
}

QList<LessonValue> AttentionValues::scoreTerms(const LessonParameters &parameters)
{
    const ToyAttention toy = attention();
    const qint64 r = parameters.q - parameters.p;
    LessonValueList out;
    out.addInteger(QStringLiteral("shift"), static_cast<double>(r), tr("Distance m − n"));
    for (int n : starts) {
        const qint64 m = n + r;
        const ScoreTerms t
            = ScoreTerms::compute(toy, queryToken(), n, keyToken(), static_cast<double>(m));
        const QString at = tr("n = %1, m = %2").arg(n).arg(m);
        out.add(indexKey("term_cc", n), t.contentContent, tr("Content · content, %1").arg(at));
        out.add(indexKey("term_cp", n), t.contentPosition, tr("Content · position, %1").arg(at));
        out.add(indexKey("term_pc", n), t.positionContent, tr("Position · content, %1").arg(at));
        out.add(indexKey("term_pp", n), t.positionPosition, tr("Position · position, %1").arg(at));
        out.add(indexKey("score", n), t.total, tr("Whole score, %1").arg(at));
        out.add(indexKey("term_pp_shift", n), t.positionPositionShifted,
                tr("P_nᵀ W_Qᵀ W_K M_(m−n) P_n, %1").arg(at));
        out.add(indexKey("term_pp_identity", n), t.identityPositionPosition,
                tr("Position · position with W_Qᵀ W_K = I, %1").arg(at));
    }
    out.add(QStringLiteral("identity_sum"),
            peDot(ToyAttention::encoding(), 0, static_cast<double>(r)),
            tr("Σ cos((m − n) / 10000^(2i/d)) over the pairs"));
    return out.list();
}

} // namespace pe
