// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

struct StepQuantity;

// The numbers of the steps that check and contrast rather than build up: the implementation
// check, the edge cases, the on/off side by side, and the common mistakes. Part of LessonValues
// (which hands these quantities here); the keys are listed in LessonStep::Quantity.
class LessonChecks
{
    Q_DECLARE_TR_FUNCTIONS(LessonChecks)

public:
    static QList<LessonValue> quantity(LessonStep::Quantity quantity, const Lesson &lesson,
                                       const LessonParameters &parameters);

private:
    static void addImplementationCheck(StepQuantity &x);
    static void addEdgeCases(StepQuantity &x);
    static void addMistakes(StepQuantity &x, qint64 farPosition);
};

} // namespace pe
