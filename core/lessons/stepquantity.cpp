// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/stepquantity.h"

namespace pe {

StepQuantity::StepQuantity(const LessonParameters &parameters, bool adds)
    : parameters(parameters)
    , encoding(parameters.encoding())
    , p(parameters.p)
    , q(parameters.q)
    , pd(static_cast<double>(p))
    , qd(static_cast<double>(q))
    , d(encoding.dimension())
    , c(Comparison::compute(encoding, pd, qd, adds))
    , diffName(QStringLiteral("x(%1) − x(%2)").arg(q).arg(p))
{
}

void StepQuantity::add(const QString &key, double value, const QString &label,
                       LessonValue::Kind kind)
{
    values.append({ key, value, label, kind, QString() });
}

void StepQuantity::addVector(const char *name, const std::vector<double> &v, const QString &group,
                             const std::function<QString(int)> &label)
{
    for (size_t k = 0; k < v.size(); ++k) {
        const int i = static_cast<int>(k);
        values.append({ QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(i), v[k],
                        label ? label(i) : QStringLiteral("(%1)[%2]").arg(group).arg(i),
                        LessonValue::Kind::Real, group });
    }
}

} // namespace pe
