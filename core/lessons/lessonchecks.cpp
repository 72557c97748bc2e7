// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonchecks.h"

#include "core/lessons/lessonmistakes.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/stepquantity.h"
#include "core/math/comparison.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pe {

namespace {

    using Kind = LessonValue::Kind;
    using Quantity = LessonStep::Quantity;

    double maxAbs(const std::vector<double> &v)
    {
        double worst = 0;
        for (double x : v)
            worst = std::max(worst, std::abs(x));
        return worst;
    }

} // namespace

QList<LessonValue> LessonChecks::quantity(Quantity quantity, const Lesson &lesson,
                                          const LessonParameters &parameters)
{
    StepQuantity x(parameters, parameters.enabled);
    switch (quantity) {
    case Quantity::ImplementationCheck:
        addImplementationCheck(x);
        break;
    case Quantity::EdgeCases:
        addEdgeCases(x);
        break;
    case Quantity::OnOff: {
        const Comparison on = Comparison::compute(x.encoding, x.pd, x.qd, true);
        const Comparison off = Comparison::compute(x.encoding, x.pd, x.qd, false);
        x.addVector("on_diff", on.difference, tr("%1, encoding on").arg(x.diffName));
        x.addVector("off_diff", off.difference, tr("%1, encoding off").arg(x.diffName));
        x.add(QStringLiteral("on_difference_norm"), on.norm, tr("Length with the encoding on"));
        x.add(QStringLiteral("off_difference_norm"), off.norm, tr("Length with the encoding off"));
        break;
    }
    case Quantity::Mistakes:
        addMistakes(x, lesson.maximumComparePosition());
        break;
    default:
        break;
    }
    return x.values;
}

// The input path: x(p) = E + A(p) with E symbolic, so x(q) − x(p) = A(q) − A(p) once the shared
// E cancels; the check compares it with PE(q) − PE(p), and so does the PE(0) bug.
void LessonChecks::addImplementationCheck(StepQuantity &x)
{
    const Comparison &c = x.c;
    const size_t d = static_cast<size_t>(x.d);
    const auto same = LessonMistakes::Mistake::SameEncodingForAll;
    const std::vector<double> bugP = LessonMistakes::added(same, x.encoding, x.pd);
    const std::vector<double> bugQ = LessonMistakes::added(same, x.encoding, x.qd);
    std::vector<double> expected(d), bug(d), mismatch(d), bugMismatch(d);
    for (size_t k = 0; k < d; ++k) {
        expected[k] = c.peQ[k] - c.peP[k];
        bug[k] = bugQ[k] - bugP[k];
        mismatch[k] = c.difference[k] - expected[k];
        bugMismatch[k] = bug[k] - expected[k];
    }
    x.addVector("input_diff", c.difference, tr("%1, input path").arg(x.diffName));
    x.addVector("pe_diff", expected, QStringLiteral("PE(%1) − PE(%2)").arg(x.q).arg(x.p));
    x.addVector("bug_diff", bug, tr("%1 with PE(0) for every token").arg(x.diffName));
    x.add(QStringLiteral("input_difference_norm"), c.norm, tr("Length ‖%1‖").arg(x.diffName));
    x.add(QStringLiteral("pe_difference_norm"), c.candidateNorm,
          tr("Length ‖PE(%1) − PE(%2)‖").arg(x.q).arg(x.p));
    x.add(QStringLiteral("max_mismatch"), maxAbs(mismatch),
          tr("Largest mismatch between the two differences"));
    x.add(QStringLiteral("bug_difference_norm"),
          std::sqrt(std::inner_product(bug.begin(), bug.end(), bug.begin(), 0.0)),
          tr("Length with PE(0) for every token"));
    x.add(QStringLiteral("bug_max_mismatch"), maxAbs(bugMismatch),
          tr("Largest mismatch with PE(0) for every token"));
}

void LessonChecks::addEdgeCases(StepQuantity &x)
{
    const Encoding &encoding = x.encoding;
    const Comparison &c = x.c;
    const qint64 p = x.p;
    const qint64 q = x.q;
    const std::vector<double> zero = encoding.vector(0.0);
    double maxSin = 0;
    double minCos = 1;
    int alike = 0;
    for (size_t k = 0; k < static_cast<size_t>(x.d); ++k) {
        if (encoding.isCosine(static_cast<int>(k)))
            minCos = std::min(minCos, zero[k]);
        else
            maxSin = std::max(maxSin, std::abs(zero[k]));
        if (c.peP[k] != c.peQ[k] && formatFixed(c.peP[k]) == formatFixed(c.peQ[k]))
            ++alike;
    }
    const Comparison off = Comparison::compute(encoding, x.pd, x.qd, false);
    const int focus = LessonValues::focusComponent(encoding);
    const size_t f = static_cast<size_t>(focus);
    const qint64 far = LessonValues::farPosition;
    x.add(QStringLiteral("off_difference_norm"), off.norm, tr("Length with the encoding off"));
    x.add(QStringLiteral("off_candidate_norm"), off.candidateNorm,
          tr("‖PE(%1) − PE(%2)‖ of the unused candidates").arg(q).arg(p));
    x.add(QStringLiteral("pe0_max_abs_sin"), maxSin, tr("Largest |sin| at position 0"));
    x.add(QStringLiteral("pe0_min_cos"), minCos, tr("Smallest cos at position 0"));
    x.add(QStringLiteral("round_alike_count"), alike,
          tr("Components equal to six decimals but not exactly"), Kind::Integer);
    x.add(QStringLiteral("focus_component"), focus, tr("Focus component (slowest cos)"),
          Kind::Integer);
    x.add(QStringLiteral("focus_p"), c.peP[f], QStringLiteral("PE(%1)[%2]").arg(p).arg(focus));
    x.add(QStringLiteral("focus_q"), c.peQ[f], QStringLiteral("PE(%1)[%2]").arg(q).arg(focus));
    x.add(QStringLiteral("focus_gap"), c.peQ[f] - c.peP[f],
          QStringLiteral("PE(%1)[%3] − PE(%2)[%3]").arg(q).arg(p).arg(focus));
    x.add(QStringLiteral("far_position"), static_cast<double>(far),
          tr("A position far past the range"), Kind::Integer);
    x.add(QStringLiteral("far_difference_norm"),
          peDistance(encoding, x.pd, static_cast<double>(far)),
          tr("Length ‖PE(%1) − PE(%2)‖, computed without promise").arg(far).arg(p));
}

void LessonChecks::addMistakes(StepQuantity &x, qint64 farPosition)
{
    for (LessonMistakes::Mistake m : LessonMistakes::all()) {
        const QString id = LessonMistakes::id(m);
        const QString name = LessonMistakes::name(m);
        for (const LessonMistakes::Row &row :
             LessonMistakes::compare(m, x.parameters, farPosition)) {
            const QString key = id + QLatin1Char('_') + row.key;
            const QString group = tr("%1 · %2").arg(name, row.label);
            x.values.append({ key + QStringLiteral("_correct"), row.correct,
                              tr("%1, correct").arg(group), row.kind, group });
            x.values.append({ key + QStringLiteral("_mistaken"), row.mistaken,
                              tr("%1, with the mistake").arg(group), row.kind, group });
        }
    }
}

} // namespace pe
