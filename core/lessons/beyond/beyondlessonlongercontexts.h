// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 7–9: inputs longer than training, PI / NTK-aware / YaRN, and what stays true of all of
// them. Text in context BeyondLesson.
class BeyondLessonLongerContexts
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
