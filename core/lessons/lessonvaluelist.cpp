// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonvaluelist.h"

namespace pe {

void LessonValueList::addVector(const QString &key, const std::vector<double> &v,
                                const QString &group)
{
    for (size_t k = 0; k < v.size(); ++k)
        m_values.append({ QStringLiteral("%1_%2").arg(key).arg(k), v[k],
                          QStringLiteral("(%1)[%2]").arg(group).arg(k), LessonValue::Kind::Real,
                          group });
}

} // namespace pe
