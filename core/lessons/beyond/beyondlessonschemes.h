// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 5–6: ALiBi's penalty per head, and the three schemes at the student's distance. Text in
// context BeyondLesson.
class BeyondLessonSchemes
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
