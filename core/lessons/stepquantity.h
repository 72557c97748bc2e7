// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/comparison.h"
#include "core/math/encoding.h"

#include <QList>

#include <functional>
#include <vector>

namespace pe {

// What every quantity of a step is computed from (the step's encoding, p and q, and the
// comparison of x(p) and x(q)), and the values it collects: the working state that LessonValues
// and LessonChecks hand from one quantity's function to the next.
struct StepQuantity
{
    // adds: whether x(p) holds PE(p) (the step's encoding is on and the step adds it).
    StepQuantity(const LessonParameters &parameters, bool adds);

    void add(const QString &key, double value, const QString &label,
             LessonValue::Kind kind = LessonValue::Kind::Real);
    // The components of a vector, keys name_0 … name_{d−1}, in one group; label(k) names
    // component k, "(group)[k]" without one.
    void addVector(const char *name, const std::vector<double> &v, const QString &group,
                   const std::function<QString(int)> &label = {});

    const LessonParameters &parameters;
    const Encoding encoding;
    const qint64 p;
    const qint64 q;
    const double pd;
    const double qd;
    const int d;
    const Comparison c;
    const QString diffName; // "x(q) − x(p)"
    QList<LessonValue> values;
};

} // namespace pe
