// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonchecks.h"

#include "core/lessons/lessonmistakes.h"
#include "core/lessons/lessonvalues.h"
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
    const Encoding encoding = parameters.encoding();
    const qint64 p = parameters.p;
    const qint64 q = parameters.q;
    const double pd = static_cast<double>(p);
    const double qd = static_cast<double>(q);
    const size_t d = static_cast<size_t>(encoding.dimension());
    const Comparison c = Comparison::compute(encoding, pd, qd, parameters.enabled);
    const QString diffName = QStringLiteral("x(%1) − x(%2)").arg(q).arg(p);
    QList<LessonValue> out;
    auto add
        = [&out](const QString &key, double value, const QString &label, Kind kind = Kind::Real) {
              out.append({ key, value, label, kind, QString() });
          };
    auto addVector = [&out](const char *name, const std::vector<double> &v, const QString &group) {
        for (size_t k = 0; k < v.size(); ++k)
            out.append({ QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(k), v[k],
                         QStringLiteral("(%1)[%2]").arg(group).arg(k), Kind::Real, group });
    };

    switch (quantity) {
    case Quantity::ImplementationCheck: {
        // The input path: x(p) = E + A(p) with E symbolic, so x(q) − x(p) = A(q) − A(p) once the
        // shared E cancels; the check compares it with PE(q) − PE(p), and so does the PE(0) bug.
        const auto same = LessonMistakes::Mistake::SameEncodingForAll;
        const std::vector<double> bugP = LessonMistakes::added(same, encoding, pd);
        const std::vector<double> bugQ = LessonMistakes::added(same, encoding, qd);
        std::vector<double> expected(d), bug(d), mismatch(d), bugMismatch(d);
        for (size_t k = 0; k < d; ++k) {
            expected[k] = c.peQ[k] - c.peP[k];
            bug[k] = bugQ[k] - bugP[k];
            mismatch[k] = c.difference[k] - expected[k];
            bugMismatch[k] = bug[k] - expected[k];
        }
        addVector("input_diff", c.difference, tr("%1, input path").arg(diffName));
        addVector("pe_diff", expected, QStringLiteral("PE(%1) − PE(%2)").arg(q).arg(p));
        addVector("bug_diff", bug, tr("%1 with PE(0) for every token").arg(diffName));
        add(QStringLiteral("input_difference_norm"), c.norm, tr("Length ‖%1‖").arg(diffName));
        add(QStringLiteral("pe_difference_norm"), c.candidateNorm,
            tr("Length ‖PE(%1) − PE(%2)‖").arg(q).arg(p));
        add(QStringLiteral("max_mismatch"), maxAbs(mismatch),
            tr("Largest mismatch between the two differences"));
        add(QStringLiteral("bug_difference_norm"),
            std::sqrt(std::inner_product(bug.begin(), bug.end(), bug.begin(), 0.0)),
            tr("Length with PE(0) for every token"));
        add(QStringLiteral("bug_max_mismatch"), maxAbs(bugMismatch),
            tr("Largest mismatch with PE(0) for every token"));
        break;
    }
    case Quantity::EdgeCases: {
        const std::vector<double> zero = encoding.vector(0.0);
        double maxSin = 0;
        double minCos = 1;
        int alike = 0;
        for (size_t k = 0; k < d; ++k) {
            if (encoding.isCosine(static_cast<int>(k)))
                minCos = std::min(minCos, zero[k]);
            else
                maxSin = std::max(maxSin, std::abs(zero[k]));
            if (c.peP[k] != c.peQ[k] && formatFixed(c.peP[k]) == formatFixed(c.peQ[k]))
                ++alike;
        }
        const Comparison off = Comparison::compute(encoding, pd, qd, false);
        const int focus = LessonValues::focusComponent(encoding);
        const size_t f = static_cast<size_t>(focus);
        const qint64 far = LessonValues::farPosition;
        add(QStringLiteral("off_difference_norm"), off.norm, tr("Length with the encoding off"));
        add(QStringLiteral("off_candidate_norm"), off.candidateNorm,
            tr("‖PE(%1) − PE(%2)‖ of the unused candidates").arg(q).arg(p));
        add(QStringLiteral("pe0_max_abs_sin"), maxSin, tr("Largest |sin| at position 0"));
        add(QStringLiteral("pe0_min_cos"), minCos, tr("Smallest cos at position 0"));
        add(QStringLiteral("round_alike_count"), alike,
            tr("Components equal to six decimals but not exactly"), Kind::Integer);
        add(QStringLiteral("focus_component"), focus, tr("Focus component (slowest cos)"),
            Kind::Integer);
        add(QStringLiteral("focus_p"), c.peP[f], QStringLiteral("PE(%1)[%2]").arg(p).arg(focus));
        add(QStringLiteral("focus_q"), c.peQ[f], QStringLiteral("PE(%1)[%2]").arg(q).arg(focus));
        add(QStringLiteral("focus_gap"), c.peQ[f] - c.peP[f],
            QStringLiteral("PE(%1)[%3] − PE(%2)[%3]").arg(q).arg(p).arg(focus));
        add(QStringLiteral("far_position"), static_cast<double>(far),
            tr("A position far past the range"), Kind::Integer);
        add(QStringLiteral("far_difference_norm"),
            peDistance(encoding, pd, static_cast<double>(far)),
            tr("Length ‖PE(%1) − PE(%2)‖, computed without promise").arg(far).arg(p));
        break;
    }
    case Quantity::OnOff: {
        const Comparison on = Comparison::compute(encoding, pd, qd, true);
        const Comparison off = Comparison::compute(encoding, pd, qd, false);
        addVector("on_diff", on.difference, tr("%1, encoding on").arg(diffName));
        addVector("off_diff", off.difference, tr("%1, encoding off").arg(diffName));
        add(QStringLiteral("on_difference_norm"), on.norm, tr("Length with the encoding on"));
        add(QStringLiteral("off_difference_norm"), off.norm, tr("Length with the encoding off"));
        break;
    }
    case Quantity::Mistakes:
        for (LessonMistakes::Mistake m : LessonMistakes::all()) {
            const QString id = LessonMistakes::id(m);
            const QString name = LessonMistakes::name(m);
            const auto rows
                = LessonMistakes::compare(m, parameters, lesson.maximumComparePosition());
            for (const LessonMistakes::Row &row : rows) {
                const QString key = id + QLatin1Char('_') + row.key;
                const QString group = tr("%1 · %2").arg(name, row.label);
                out.append({ key + QStringLiteral("_correct"), row.correct,
                             tr("%1, correct").arg(group), row.kind, group });
                out.append({ key + QStringLiteral("_mistaken"), row.mistaken,
                             tr("%1, with the mistake").arg(group), row.kind, group });
            }
        }
        break;
    default:
        break;
    }
    return out;
}

} // namespace pe
