// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of the lesson "Beyond the sinusoid" share: the lesson, a step's values for a
// distance by the step's id, and the sinusoid's θᵢ = 1 / base^(2i/d) written out.
#pragma once

#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/lesson.h"
#include "core/lessons/lessonvalues.h"

#include <QString>
#include <QtGlobal>

#include <cmath>

namespace pe::beyondtest {

constexpr double twoPi = 6.283185307179586476925286766559;

inline const Lesson &beyondLesson()
{
    static const Lesson beyond = BeyondLesson::create();
    return beyond;
}

inline LessonValues values(const QString &step, int delta)
{
    return LessonValues::compute(beyondLesson(), beyondLesson().indexOfStep(step), delta);
}

inline double value(const QString &step, int delta, const QString &key)
{
    const LessonValues v = values(step, delta);
    if (!v.contains(key))
        qWarning("no value %s in step %s", qPrintable(key), qPrintable(step));
    return v.value(key);
}

inline double theta(int i, int d, double base = 10000)
{
    return 1.0 / std::pow(base, 2.0 * i / d);
}

} // namespace pe::beyondtest
