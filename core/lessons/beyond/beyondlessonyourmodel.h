// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonstep.h"

#include <QList>

namespace pe {

// Steps 10–11, "Your model": the position settings of a real model (the sample Llama 3.1 8B) and
// what its RoPE with the other pairing does to scores and attention. Text in context
// BeyondLesson.
class BeyondLessonYourModel
{
public:
    static QList<LessonStep> steps();
};

} // namespace pe
