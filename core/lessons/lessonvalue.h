// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/format.h"

#include <QString>

namespace pe {

// One number a lesson step shows: a stable key (worksheet JSON, tests, widget object names),
// the value in full double precision, and a translated label. The components of one vector, and
// the correct and mistaken sides of one contrast, share a group: the name a handout gives the
// row they are printed on together.
struct LessonValue
{
    enum class Kind { Real, Integer };

    QString key;
    double value = 0;
    QString label;
    Kind kind = Kind::Real;
    QString group;

    // Integers as integers, reals with decimals places (6 by default, never "-0.000000").
    QString text(int decimals = 6) const
    {
        return kind == Kind::Integer ? formatExact(value) : formatFixed(value, decimals);
    }
};

} // namespace pe
