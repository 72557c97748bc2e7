// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonvalue.h"
#include "core/math/permutationdemo.h"

#include <QList>

namespace pe {

// A permutation demo's numbers as lesson values (keys as listed in permutationdemo.h): the weights
// and outputs of the compared token in both orders, with positions off and on, and the length of
// the difference of the two outputs. On the lesson side, so that the math knows no lessons.
QList<LessonValue> permutationValues(const PermutationDemo &demo);

} // namespace pe
