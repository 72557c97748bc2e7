// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// A jump straight to the evidence: a compare position and the step that shows what it proves.
// title and description are source strings in the lesson's translation context.
struct LessonPreset
{
    QString id; // stable: "fast-pair"
    const char *title = nullptr;
    const char *description = nullptr;
    int comparePosition = 3;
    QString stepId;
};

} // namespace pe
