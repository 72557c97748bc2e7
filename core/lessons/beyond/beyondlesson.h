// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

namespace pe {

// The lesson "Beyond the sinusoid": from the attention lesson's ending (only one of the four score
// terms is relative, and it is mixed) to relative ideas, RoPE and its two pairings, ALiBi, the
// three side by side, inputs longer than training with PI / NTK-aware / YaRN, and what stays true
// of all of them, and a real model's settings and its RoPE with the wrong pairing. The compare
// position is the distance Δ = m − n (p = 0), 1 to maximumDistance. Steps 0–1 are here, RoPE in
// BeyondLessonRotary, ALiBi and the comparison in BeyondLessonSchemes, longer contexts in
// BeyondLessonLongerContexts, a real model in BeyondLessonYourModel; the numbers come from
// BeyondValues, BeyondSchemeValues, BeyondContextValues and BeyondModelValues.
class BeyondLesson
{
public:
    static QString id() { return QStringLiteral("beyond"); }
    static const char *context() { return "BeyondLesson"; }
    static constexpr int maximumDistance = 8192;
    static Lesson create();
};

} // namespace pe
