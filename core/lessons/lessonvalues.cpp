// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonvalues.h"

#include "core/lessons/lessonchecks.h"
#include "core/math/comparison.h"
#include "core/math/relativeshift.h"

#include <cmath>
#include <functional>
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

    QString indexedKey(const char *name, int k)
    {
        return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(k);
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
    QString digits = QString::number(k);
    for (QChar &c : digits)
        c = QChar(0x2080 + c.digitValue());
    return QStringLiteral("e") + digits;
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
    const Encoding encoding = parameters.encoding();
    const qint64 p = parameters.p;
    const qint64 q = parameters.q;
    const double pd = static_cast<double>(p);
    const double qd = static_cast<double>(q);
    const int d = encoding.dimension();
    // Step 1 adds nothing at all (x = E): its difference is that of the switched-off encoding.
    const bool adds = parameters.enabled && step.addsEncoding;
    const Comparison c = Comparison::compute(encoding, pd, qd, adds);
    const QString diffName = QStringLiteral("x(%1) − x(%2)").arg(q).arg(p);
    QList<LessonValue> out;
    auto add
        = [&out](const QString &key, double value, const QString &label, Kind kind = Kind::Real) {
              out.append({ key, value, label, kind, QString() });
          };
    // The d components of one vector: keys name_0 … name_{d−1}, one group.
    auto addVector = [&out](const char *name, const std::vector<double> &v, const QString &group,
                            const std::function<QString(int)> &label) {
        for (size_t k = 0; k < v.size(); ++k)
            out.append({ indexedKey(name, static_cast<int>(k)), v[k], label(static_cast<int>(k)),
                         Kind::Real, group });
    };
    auto componentOf = [](const QString &vector) {
        return [vector](int k) { return QStringLiteral("(%1)[%2]").arg(vector).arg(k); };
    };

    switch (quantity) {
    case Quantity::Setup:
        add(QStringLiteral("dim"), d, tr("Width d"), Kind::Integer);
        add(QStringLiteral("base"), encoding.base(), tr("Base"), Kind::Integer);
        add(QStringLiteral("p"), pd, tr("First position p"), Kind::Integer);
        add(QStringLiteral("q"), qd, tr("Compare position q"), Kind::Integer);
        add(QStringLiteral("pair_count"), encoding.pairCount(), tr("Pairs"), Kind::Integer);
        for (int i = 0; i < encoding.pairCount(); ++i)
            add(pairKey(i, "denominator"), encoding.denominator(i),
                pairLabel(i, tr("denominator")));
        break;
    case Quantity::PairValues:
        for (int i : step.pairs) {
            if (i < 0 || i >= encoding.pairCount())
                continue;
            const double ap = encoding.angle(pd, i);
            const double aq = encoding.angle(qd, i);
            add(pairKey(i, "denominator"), encoding.denominator(i),
                pairLabel(i, tr("denominator")));
            add(pairKey(i, "angle_p"), ap, pairLabel(i, tr("angle at position %1 (rad)").arg(p)));
            add(pairKey(i, "angle_q"), aq, pairLabel(i, tr("angle at position %1 (rad)").arg(q)));
            add(pairKey(i, "sin_p"), std::sin(ap), pairLabel(i, tr("sin at position %1").arg(p)));
            add(pairKey(i, "sin_q"), std::sin(aq), pairLabel(i, tr("sin at position %1").arg(q)));
            add(pairKey(i, "cos_p"), std::cos(ap), pairLabel(i, tr("cos at position %1").arg(p)));
            add(pairKey(i, "cos_q"), std::cos(aq), pairLabel(i, tr("cos at position %1").arg(q)));
        }
        break;
    case Quantity::PairDistances:
        for (const PairDistance &pair : c.pairs) {
            const int i = pair.index;
            add(pairKey(i, "denominator"), pair.denominator, pairLabel(i, tr("denominator")));
            add(pairKey(i, "period"), pair.period, pairLabel(i, tr("period 2π × denominator")));
            add(pairKey(i, "angle_p"), pair.angleP,
                pairLabel(i, tr("angle at position %1 (rad)").arg(p)));
            add(pairKey(i, "angle_q"), pair.angleQ,
                pairLabel(i, tr("angle at position %1 (rad)").arg(q)));
            add(pairKey(i, "turns_q"), pair.angleQ / twoPi,
                pairLabel(i, tr("full turns at position %1").arg(q)));
            add(pairKey(i, "distance"), pair.distance,
                pairLabel(i, tr("distance between positions %1 and %2").arg(p).arg(q)));
        }
        break;
    case Quantity::Inputs: {
        const std::vector<double> zeros(static_cast<size_t>(d), 0.0);
        const QString range = QStringLiteral("%1 … %2").arg(component(0), component(d - 1));
        addVector("a_p", adds ? c.peP : zeros, tr("A(%1), added to %2").arg(p).arg(range),
                  [p](int k) { return tr("Added to %1 at position %2").arg(component(k)).arg(p); });
        addVector("a_q", adds ? c.peQ : zeros, tr("A(%1), added to %2").arg(q).arg(range),
                  [q](int k) { return tr("Added to %1 at position %2").arg(component(k)).arg(q); });
        break;
    }
    case Quantity::Candidates: {
        const QString pe = QStringLiteral("PE(%1)");
        addVector("pe_p", c.peP, pe.arg(p), componentOf(pe.arg(p)));
        addVector("pe_q", c.peQ, pe.arg(q), componentOf(pe.arg(q)));
        break;
    }
    case Quantity::Difference: {
        std::vector<double> squares(c.difference.size());
        double sum = 0;
        for (size_t k = 0; k < squares.size(); ++k) {
            squares[k] = c.difference[k] * c.difference[k];
            sum += squares[k];
        }
        addVector("diff", c.difference, diffName, componentOf(diffName));
        addVector("square", squares, tr("Squares of its components"),
                  [](int k) { return tr("Square of component %1").arg(k); });
        add(QStringLiteral("sum_of_squares"), sum, tr("Sum of squares"));
        add(QStringLiteral("difference_norm"), c.norm, tr("Length ‖%1‖").arg(diffName));
        add(QStringLiteral("gap"), qd - pd, tr("Gap q − p (not the length)"), Kind::Integer);
        break;
    }
    case Quantity::DifferenceNorm:
        add(QStringLiteral("difference_norm"), c.norm, tr("Length ‖%1‖").arg(diffName));
        break;
    case Quantity::CandidateNorm:
        add(QStringLiteral("candidate_norm"), c.candidateNorm,
            tr("‖PE(%1) − PE(%2)‖, computed but not added").arg(q).arg(p));
        break;
    case Quantity::DefaultNorm: {
        const qint64 dq = lesson.defaults().q;
        add(QStringLiteral("default_q"), static_cast<double>(dq), tr("Default compare position"),
            Kind::Integer);
        add(QStringLiteral("default_norm"), peDistance(encoding, pd, static_cast<double>(dq)),
            tr("Length ‖PE(%1) − PE(%2)‖ at the default position").arg(dq).arg(p));
        break;
    }
    case Quantity::RelativeShift: {
        const RelativeShift shift(encoding, qd - pd);
        const std::vector<double> moved = shift.apply(c.peP);
        add(QStringLiteral("shift"), qd - pd, tr("Shift R = q − p"), Kind::Integer);
        for (int i = 0; i < encoding.pairCount(); ++i) {
            const RelativeShift::Block &b = shift.blocks()[static_cast<size_t>(i)];
            add(pairKey(i, "denominator"), encoding.denominator(i),
                pairLabel(i, tr("denominator")));
            add(pairKey(i, "rotation_angle"), encoding.angle(qd - pd, i),
                pairLabel(i, tr("rotation angle R / denominator (rad)")));
            const QString block = pairLabel(i, tr("M_R block, row by row"));
            const char *names[] = { "m00", "m01", "m10", "m11" };
            const QStringList cells = { tr("row 1, column 1"), tr("row 1, column 2"),
                                        tr("row 2, column 1"), tr("row 2, column 2") };
            for (int e = 0; e < 4; ++e)
                out.append({ pairKey(i, names[e]),
                             b[static_cast<size_t>(e / 2)][static_cast<size_t>(e % 2)],
                             pairLabel(i, QStringLiteral("M_R ") + cells.at(e)), Kind::Real,
                             block });
        }
        const QString mrp = QStringLiteral("M_R ⋅ PE(%1)").arg(p);
        addVector("shifted", moved, mrp, componentOf(mrp));
        add(QStringLiteral("residual"), shift.residual(pd),
            tr("Largest |M_R · PE(%1) − PE(%2)|").arg(p).arg(q));
        break;
    }
    case Quantity::Cost: {
        const double n = qd + 1;
        add(QStringLiteral("positions"), n, tr("Positions n (0 to %1)").arg(q), Kind::Integer);
        add(QStringLiteral("dim"), d, tr("Width d"), Kind::Integer);
        add(QStringLiteral("entries"), n * d, tr("Values computed and stored, n × d"),
            Kind::Integer);
        add(QStringLiteral("angles"), n * encoding.pairCount(), tr("Angles, n × d / 2"),
            Kind::Integer);
        add(QStringLiteral("per_position"), d, tr("Values for one position, d"), Kind::Integer);
        break;
    }
    case Quantity::ImplementationCheck:
    case Quantity::EdgeCases:
    case Quantity::OnOff:
    case Quantity::Mistakes:
        out = LessonChecks::quantity(quantity, lesson, parameters);
        break;
    }
    return out;
}

} // namespace pe
