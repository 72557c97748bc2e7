// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

namespace pe {

// The lesson "Why waves" of seed 001: why order needs to be added at all, why raw position
// numbers fail, bounded waves, many frequencies as a fingerprint, adding instead of
// concatenating, a shift as the same rotation everywhere, learned position tables, and the
// question of where order should live. Width d = 128 (d = 8 for the clocks); the chosen
// position q is "your position" (1 to 100000, default 1000). Steps 0–3 are here, the rest in
// WhyWavesLessonChoices; the numbers come from WhyWavesValues.
class WhyWavesLesson
{
public:
    static QString id() { return QStringLiteral("why-waves"); }
    static const char *context() { return "WhyWavesLesson"; }
    static constexpr int maximumPosition = 100000;
    static Lesson create();
};

} // namespace pe
