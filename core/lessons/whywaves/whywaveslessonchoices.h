// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 5–8 of the lesson "Why waves": add, don't concatenate; the same rotation wherever you
// start; learned position tables; where order should live. Text in context WhyWavesLesson.
class WhyWavesLessonChoices
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
