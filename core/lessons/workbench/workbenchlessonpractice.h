// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// The steps of the workbench lesson that go beyond the seed's step-through: many frequencies, the
// relative shift as a rotation, cost, the implementation check, edge cases, the common-mistakes
// lab, the model's scope, and the on/off results side by side. Text in context WorkbenchLesson.
class WorkbenchLessonPractice
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
