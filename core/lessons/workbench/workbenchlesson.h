// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

namespace pe {

// The workbench lesson of seed 000: the token "the" at positions 0 and 3 of "the cat saw the dog",
// d = 8, encoding on, the shared embedding kept symbolic (E, e₀ … e₇). Step 0 sets the scene,
// steps 1–7 are the seed's step-through, and the later steps are what the lesson teaches beyond
// them, ending on the on/off results side by side.
class WorkbenchLesson
{
public:
    static QString id() { return QStringLiteral("workbench"); }
    static const char *context() { return "WorkbenchLesson"; }
    static Lesson create();
};

} // namespace pe
