// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/whywaves/whywavesvalues.h"

#include "core/lessons/lessonvaluelist.h"
#include "core/lessons/permutationvalues.h"
#include "core/math/comparison.h"
#include "core/math/fingerprint.h"
#include "core/math/permutationdemo.h"
#include "core/math/relativeshift.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    double handAngle(const Encoding &encoding, double position, int pair)
    {
        double sine = 0;
        double cosine = 1;
        encoding.sinCos(position, pair, &sine, &cosine);
        const double angle = std::atan2(sine, cosine); // the hand's angle, accurate at any position
        return angle < 0 ? angle + twoPi : angle;
    }

    QString pairKey(const char *name, int pair)
    {
        return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(pair);
    }

} // namespace

QList<LessonValue> WhyWavesValues::order(const LessonParameters &)
{
    return permutationValues(PermutationDemo::dogBitesMan());
}

QList<LessonValue> WhyWavesValues::rawNumbers(const LessonParameters &parameters)
{
    LessonValueList out;
    out.addInteger(QStringLiteral("embedding_norm"), 1, tr("Length of the embedding ‖E‖"));
    auto addPosition = [&out](const QString &suffix, qint64 position) {
        const double p = static_cast<double>(position);
        out.addInteger(QStringLiteral("feature_") + suffix, p,
                       tr("Raw feature at position %1").arg(position));
        out.add(QStringLiteral("word_share_") + suffix, 1.0 / std::sqrt(1.0 + p * p),
                tr("Word's share 1 / √(1 + p²) at position %1").arg(position));
        out.add(QStringLiteral("sin_") + suffix, std::sin(p),
                tr("sin(p) at position %1").arg(position));
    };
    for (qint64 position : rawPositions)
        addPosition(QString::number(position), position);
    addPosition(QStringLiteral("q"), parameters.q);
    return out.list();
}

QList<LessonValue> WhyWavesValues::boundedWave(const LessonParameters &parameters)
{
    LessonValueList out;
    const Encoding encoding = parameters.encoding();
    const std::vector<double> pe = encoding.vector(static_cast<double>(parameters.q));
    out.addInteger(QStringLiteral("q"), static_cast<double>(parameters.q), tr("Your position q"));
    out.add(QStringLiteral("pe_q_min"), *std::min_element(pe.begin(), pe.end()),
            tr("Smallest of the %1 components of PE(%2)").arg(pe.size()).arg(parameters.q));
    out.add(QStringLiteral("pe_q_max"), *std::max_element(pe.begin(), pe.end()),
            tr("Largest of the %1 components of PE(%2)").arg(pe.size()).arg(parameters.q));
    for (int dim : waveDimensions()) {
        if (dim >= encoding.dimension())
            continue;
        out.add(QStringLiteral("value_q_dim_%1").arg(dim), pe[static_cast<size_t>(dim)],
                tr("PE(%1)[%2]").arg(parameters.q).arg(dim));
        out.add(QStringLiteral("period_dim_%1").arg(dim),
                encoding.period(encoding.pairOfDimension(dim)),
                tr("Period of dimension %1 (positions)").arg(dim));
    }
    return out.list();
}

QList<LessonValue> WhyWavesValues::fingerprint(const LessonParameters &parameters)
{
    LessonValueList out;
    const Encoding encoding = parameters.encoding();
    const int slow = encoding.pairCount() - 1;
    const double near = static_cast<double>(nearPosition);
    const double far = static_cast<double>(farPosition);
    out.addInteger(QStringLiteral("positions"), static_cast<double>(fingerprintPositions),
                   tr("Positions compared: 0 to %1").arg(fingerprintPositions - 1));
    out.addInteger(QStringLiteral("slow_pair"), slow, tr("The slowest pair"));
    const double slowNear = encoding.value(near, encoding.dimensionOf(slow, false));
    const double slowFar = encoding.value(far, encoding.dimensionOf(slow, false));
    out.add(QStringLiteral("slow_sin_3"), slowNear,
            tr("Slowest sin at position %1").arg(nearPosition));
    out.add(QStringLiteral("slow_sin_300"), slowFar,
            tr("Slowest sin at position %1").arg(farPosition));
    out.add(QStringLiteral("slow_difference"), std::abs(slowFar - slowNear),
            tr("Their difference (of a range of 2)"));
    const double fastNear = encoding.value(near, encoding.dimensionOf(0, false));
    const double fastFar = encoding.value(far, encoding.dimensionOf(0, false));
    out.add(QStringLiteral("fast_sin_3"), fastNear,
            tr("Fastest sin at position %1").arg(nearPosition));
    out.add(QStringLiteral("fast_sin_300"), fastFar,
            tr("Fastest sin at position %1").arg(farPosition));
    out.add(QStringLiteral("fast_difference"), std::abs(fastFar - fastNear),
            tr("Their difference (of a range of 2)"));
    out.add(QStringLiteral("distance_3_300"), peDistance(encoding, near, far),
            tr("‖PE(%1) − PE(%2)‖ with all %3 pairs")
                .arg(nearPosition)
                .arg(farPosition)
                .arg(encoding.pairCount()));
    for (const Fingerprint::Row &row : Fingerprint::table(encoding, fingerprintPositions)) {
        out.add(pairKey("min_distance", row.pairs), row.minimumDistance,
                tr("Smallest distance, pairs used: %1").arg(row.pairs));
        out.addInteger(pairKey("closest_gap", row.pairs), static_cast<double>(row.gap),
                       tr("Gap of the closest positions, pairs used: %1").arg(row.pairs));
    }
    return out.list();
}

QList<LessonValue> WhyWavesValues::widths(const LessonParameters &parameters)
{
    LessonValueList out;
    const double d = parameters.dimension;
    out.addInteger(QStringLiteral("dim"), d, tr("Width d of E and of PE"));
    out.addInteger(QStringLiteral("width_add"), d, tr("Width of E + PE"));
    out.addInteger(QStringLiteral("width_concat"), 2 * d, tr("Width of [E, PE]"));
    out.addInteger(QStringLiteral("weights_add"), d * d,
                   tr("Weights of a d-wide next layer reading E + PE"));
    out.addInteger(QStringLiteral("weights_concat"), 2 * d * d,
                   tr("Weights of a d-wide next layer reading [E, PE]"));
    return out.list();
}

QList<LessonValue> WhyWavesValues::sameRotation(const LessonParameters &parameters)
{
    LessonValueList out;
    const Encoding encoding = parameters.encoding();
    const double k = static_cast<double>(shift);
    const double a = static_cast<double>(firstStart);
    const double b = static_cast<double>(parameters.q);
    out.addInteger(QStringLiteral("shift"), k, tr("Shift k"));
    out.addInteger(QStringLiteral("start_a"), a, tr("First starting position"));
    out.addInteger(QStringLiteral("start_b"), b, tr("Second starting position (yours)"));
    out.addInteger(QStringLiteral("end_a"), a + k, tr("First start moved by k"));
    out.addInteger(QStringLiteral("end_b"), b + k, tr("Second start moved by k"));
    for (int i = 0; i < encoding.pairCount(); ++i) {
        out.add(pairKey("turn", i), encoding.angle(k, i),
                tr("Pair %1: turn k / denominator (rad)").arg(i));
        out.add(pairKey("hand_a", i), handAngle(encoding, a, i),
                tr("Pair %1: hand at position %2 (rad)").arg(i).arg(firstStart));
        out.add(pairKey("hand_a_shifted", i), handAngle(encoding, a + k, i),
                tr("Pair %1: hand at position %2 (rad)").arg(i).arg(firstStart + shift));
        out.add(pairKey("hand_b", i), handAngle(encoding, b, i),
                tr("Pair %1: hand at position %2 (rad)").arg(i).arg(parameters.q));
        out.add(pairKey("hand_b_shifted", i), handAngle(encoding, b + k, i),
                tr("Pair %1: hand at position %2 (rad)").arg(i).arg(parameters.q + shift));
    }
    const RelativeShift rotation(encoding, k);
    out.add(QStringLiteral("residual_a"), rotation.residual(a),
            tr("Largest |R_k PE(%1) − PE(%2)|").arg(firstStart).arg(firstStart + shift));
    out.add(QStringLiteral("residual_b"), rotation.residual(b),
            tr("Largest |R_k PE(%1) − PE(%2)|").arg(parameters.q).arg(parameters.q + shift));
    return out.list();
}

QList<LessonValue> WhyWavesValues::learnedTable(const LessonParameters &parameters)
{
    LessonValueList out;
    const double rows = static_cast<double>(trainingLength);
    out.addInteger(QStringLiteral("table_rows"), rows, tr("Rows n_max (longest training input)"));
    out.addInteger(QStringLiteral("dim"), parameters.dimension, tr("Width d"));
    out.addInteger(QStringLiteral("table_entries"), rows * parameters.dimension,
                   tr("Learned numbers n_max × d"));
    out.addInteger(QStringLiteral("q"), static_cast<double>(parameters.q), tr("Your position q"));
    out.addInteger(QStringLiteral("q_has_row"), parameters.q < trainingLength ? 1 : 0,
                   tr("Has position q a row? (1 yes, 0 no)"));
    out.addInteger(QStringLiteral("first_missing_position"), rows,
                   tr("First position without a row"));
    return out.list();
}

} // namespace pe
