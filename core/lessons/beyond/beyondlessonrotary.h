// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 2–4: RoPE rotates q and k, its score depends on m − n only, and its two pairings. Text in
// context BeyondLesson.
class BeyondLessonRotary
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
