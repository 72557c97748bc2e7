// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 4–7 of the lesson "Order, attention and relative position": clock hands and periods,
// P_{k+R} = M_R P_k, the four terms of the attention score, and where it leads. Text in context
// AttentionLesson.
class AttentionLessonRotation
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
