// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

namespace pe {

// The step of the lesson "Why waves" on what a float can hold: a raw position number in float16
// stops counting at 2048, the waves stay in [−1, 1] and neighbours stay apart as long as the angle
// is computed in float32. Text in context WhyWavesLesson.
class WhyWavesLessonFloats
{
public:
    static LessonStep step();
};

} // namespace pe
