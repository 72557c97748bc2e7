// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonvalues.h"

#include "core/lessons/lessonchecks.h"
#include "core/lessons/stepquantity.h"
#include "core/math/comparison.h"
#include "core/math/relativeshift.h"
#include "core/text/format.h"

#include <cmath>
#include <limits>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;
    using Kind = LessonValue::Kind;
    using Quantity = LessonStep::Quantity;

    QString pairKey(int pair, const char *name)
    {
        return QStringLiteral("pair%1_%2").arg(pair).arg(QLatin1String(name));
    }

    QString pairLabel(int pair, const QString &what)
    {
        return LessonValues::tr("Pair %1: %2").arg(pair).arg(what);
    }

} // namespace

LessonValues::LessonValues(const QList<LessonValue> &values)
    : m_values(values)
{
}

const LessonValue *LessonValues::find(const QString &key) const
{
    for (const LessonValue &v : m_values)
        if (v.key == key)
            return &v;
    return nullptr;
}

double LessonValues::value(const QString &key) const
{
    const LessonValue *v = find(key);
    return v ? v->value : std::numeric_limits<double>::quiet_NaN();
}

QString LessonValues::component(int k)
{
    return QStringLiteral("e") + formatSubscript(k);
}

int LessonValues::focusComponent(const Encoding &encoding)
{
    return encoding.dimensionOf(encoding.pairCount() - 1, true);
}

LessonValues LessonValues::compute(const Lesson &lesson, int stepIndex, int comparePosition)
{
    const LessonStep &step = lesson.step(stepIndex);
    const LessonParameters parameters = lesson.parameters(stepIndex, comparePosition);
    QList<LessonValue> values;
    for (Quantity q : step.quantities)
        values += quantity(q, lesson, step, parameters);
    if (step.extraValues)
        values += step.extraValues(parameters);
    return LessonValues(values);
}

QList<LessonValue> LessonValues::quantity(Quantity quantity, const Lesson &lesson,
                                          const LessonStep &step,
                                          const LessonParameters &parameters)
{
    // Step 1 adds nothing at all (x = E): its difference is that of the switched-off encoding.
    StepQuantity x(parameters, parameters.enabled && step.addsEncoding);
    switch (quantity) {
    case Quantity::Setup:
        addSetup(x);
        break;
    case Quantity::PairValues:
        addPairValues(x, step.pairs);
        break;
    case Quantity::PairDistances:
        addPairDistances(x);
        break;
    case Quantity::Inputs:
        addInputs(x, parameters.enabled && step.addsEncoding);
        break;
    case Quantity::Candidates: {
        const QString pe = QStringLiteral("PE(%1)");
        x.addVector("pe_p", x.c.peP, pe.arg(x.p));
        x.addVector("pe_q", x.c.peQ, pe.arg(x.q));
        break;
    }
    case Quantity::Difference:
        addDifference(x);
        break;
    case Quantity::DifferenceNorm:
        x.add(QStringLiteral("difference_norm"), x.c.norm, tr("Length ‖%1‖").arg(x.diffName));
        break;
    case Quantity::CandidateNorm:
        x.add(QStringLiteral("candidate_norm"), x.c.candidateNorm,
              tr("‖PE(%1) − PE(%2)‖, computed but not added").arg(x.q).arg(x.p));
        break;
    case Quantity::DefaultNorm: {
        const qint64 dq = lesson.defaults().q;
        x.add(QStringLiteral("default_q"), static_cast<double>(dq), tr("Default compare position"),
              Kind::Integer);
        x.add(QStringLiteral("default_norm"), peDistance(x.encoding, x.pd, static_cast<double>(dq)),
              tr("Length ‖PE(%1) − PE(%2)‖ at the default position").arg(dq).arg(x.p));
        break;
    }
    case Quantity::RelativeShift:
        addRelativeShift(x);
        break;
    case Quantity::Cost:
        addCost(x);
        break;
    case Quantity::ImplementationCheck:
    case Quantity::EdgeCases:
    case Quantity::OnOff:
    case Quantity::Mistakes:
        return LessonChecks::quantity(quantity, lesson, parameters);
    }
    return x.values;
}

void LessonValues::addSetup(StepQuantity &x)
{
    const Encoding &encoding = x.encoding;
    x.add(QStringLiteral("dim"), x.d, tr("Width d"), Kind::Integer);
    x.add(QStringLiteral("base"), encoding.base(), tr("Base"), Kind::Integer);
    x.add(QStringLiteral("p"), x.pd, tr("First position p"), Kind::Integer);
    x.add(QStringLiteral("q"), x.qd, tr("Compare position q"), Kind::Integer);
    x.add(QStringLiteral("pair_count"), encoding.pairCount(), tr("Pairs"), Kind::Integer);
    for (int i = 0; i < encoding.pairCount(); ++i)
        x.add(pairKey(i, "denominator"), encoding.denominator(i), pairLabel(i, tr("denominator")));
}

void LessonValues::addPairValues(StepQuantity &x, const QList<int> &pairs)
{
    const Encoding &encoding = x.encoding;
    for (int i : pairs) {
        if (i < 0 || i >= encoding.pairCount())
            continue;
        const double ap = encoding.angle(x.pd, i);
        const double aq = encoding.angle(x.qd, i);
        x.add(pairKey(i, "denominator"), encoding.denominator(i), pairLabel(i, tr("denominator")));
        x.add(pairKey(i, "angle_p"), ap, pairLabel(i, tr("angle at position %1 (rad)").arg(x.p)));
        x.add(pairKey(i, "angle_q"), aq, pairLabel(i, tr("angle at position %1 (rad)").arg(x.q)));
        x.add(pairKey(i, "sin_p"), std::sin(ap), pairLabel(i, tr("sin at position %1").arg(x.p)));
        x.add(pairKey(i, "sin_q"), std::sin(aq), pairLabel(i, tr("sin at position %1").arg(x.q)));
        x.add(pairKey(i, "cos_p"), std::cos(ap), pairLabel(i, tr("cos at position %1").arg(x.p)));
        x.add(pairKey(i, "cos_q"), std::cos(aq), pairLabel(i, tr("cos at position %1").arg(x.q)));
    }
}

void LessonValues::addPairDistances(StepQuantity &x)
{
    for (const PairDistance &pair : x.c.pairs) {
        const int i = pair.index;
        x.add(pairKey(i, "denominator"), pair.denominator, pairLabel(i, tr("denominator")));
        x.add(pairKey(i, "period"), pair.period, pairLabel(i, tr("period 2π × denominator")));
        x.add(pairKey(i, "angle_p"), pair.angleP,
              pairLabel(i, tr("angle at position %1 (rad)").arg(x.p)));
        x.add(pairKey(i, "angle_q"), pair.angleQ,
              pairLabel(i, tr("angle at position %1 (rad)").arg(x.q)));
        x.add(pairKey(i, "turns_q"), pair.angleQ / twoPi,
              pairLabel(i, tr("full turns at position %1").arg(x.q)));
        x.add(pairKey(i, "distance"), pair.distance,
              pairLabel(i, tr("distance between positions %1 and %2").arg(x.p).arg(x.q)));
    }
}

void LessonValues::addInputs(StepQuantity &x, bool adds)
{
    const qint64 p = x.p;
    const qint64 q = x.q;
    const std::vector<double> zeros(static_cast<size_t>(x.d), 0.0);
    const QString range = QStringLiteral("%1 … %2").arg(component(0), component(x.d - 1));
    x.addVector("a_p", adds ? x.c.peP : zeros, tr("A(%1), added to %2").arg(p).arg(range),
                [p](int k) { return tr("Added to %1 at position %2").arg(component(k)).arg(p); });
    x.addVector("a_q", adds ? x.c.peQ : zeros, tr("A(%1), added to %2").arg(q).arg(range),
                [q](int k) { return tr("Added to %1 at position %2").arg(component(k)).arg(q); });
}

void LessonValues::addDifference(StepQuantity &x)
{
    const std::vector<double> &difference = x.c.difference;
    std::vector<double> squares(difference.size());
    double sum = 0;
    for (size_t k = 0; k < squares.size(); ++k) {
        squares[k] = difference[k] * difference[k];
        sum += squares[k];
    }
    x.addVector("diff", difference, x.diffName);
    x.addVector("square", squares, tr("Squares of its components"),
                [](int k) { return tr("Square of component %1").arg(k); });
    x.add(QStringLiteral("sum_of_squares"), sum, tr("Sum of squares"));
    x.add(QStringLiteral("difference_norm"), x.c.norm, tr("Length ‖%1‖").arg(x.diffName));
    x.add(QStringLiteral("gap"), x.qd - x.pd, tr("Gap q − p (not the length)"), Kind::Integer);
}

void LessonValues::addRelativeShift(StepQuantity &x)
{
    const Encoding &encoding = x.encoding;
    const RelativeShift shift(encoding, x.qd - x.pd);
    x.add(QStringLiteral("shift"), x.qd - x.pd, tr("Shift R = q − p"), Kind::Integer);
    const char *names[] = { "m00", "m01", "m10", "m11" };
    const QStringList cells = { tr("row 1, column 1"), tr("row 1, column 2"), tr("row 2, column 1"),
                                tr("row 2, column 2") };
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const RelativeShift::Block &b = shift.blocks()[static_cast<size_t>(i)];
        x.add(pairKey(i, "denominator"), encoding.denominator(i), pairLabel(i, tr("denominator")));
        x.add(pairKey(i, "rotation_angle"), encoding.angle(x.qd - x.pd, i),
              pairLabel(i, tr("rotation angle R / denominator (rad)")));
        const QString block = pairLabel(i, tr("M_R block, row by row"));
        for (int e = 0; e < 4; ++e)
            x.values.append(
                { pairKey(i, names[e]), b[static_cast<size_t>(e / 2)][static_cast<size_t>(e % 2)],
                  pairLabel(i, QStringLiteral("M_R ") + cells.at(e)), Kind::Real, block });
    }
    const QString mrp = QStringLiteral("M_R ⋅ PE(%1)").arg(x.p);
    x.addVector("shifted", shift.apply(x.c.peP), mrp);
    x.add(QStringLiteral("residual"), shift.residual(x.pd),
          tr("Largest |M_R · PE(%1) − PE(%2)|").arg(x.p).arg(x.q));
}

void LessonValues::addCost(StepQuantity &x)
{
    const double n = x.qd + 1;
    x.add(QStringLiteral("positions"), n, tr("Positions n (0 to %1)").arg(x.q), Kind::Integer);
    x.add(QStringLiteral("dim"), x.d, tr("Width d"), Kind::Integer);
    x.add(QStringLiteral("entries"), n * x.d, tr("Values computed and stored, n × d"),
          Kind::Integer);
    x.add(QStringLiteral("angles"), n * x.encoding.pairCount(), tr("Angles, n × d / 2"),
          Kind::Integer);
    x.add(QStringLiteral("per_position"), x.d, tr("Values for one position, d"), Kind::Integer);
}

} // namespace pe
