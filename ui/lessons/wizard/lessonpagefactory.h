// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

class QWidget;

namespace pe {

class LessonPage;
class PositionalEncodingModel;

// Chooses the page class by what a step shows: LessonStep::Display::X makes LessonXPage. A new
// kind of step needs a new Display value, its LessonPage subclass of that name and one line here;
// the wizard stays as it is.
class LessonPageFactory
{
public:
    static LessonPage *create(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                              QWidget *parent = nullptr);
};

} // namespace pe
