// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/precision/precisionanalysis.h"

#include <QCoreApplication>
#include <QString>

class QTextStream;

namespace pe {

// The command line's --precision report: what float16, bfloat16 or float32 does to the table over
// a range of positions (PrecisionAnalysis), as text or JSON.
class PrecisionReport
{
    Q_DECLARE_TR_FUNCTIONS(PrecisionReport)

public:
    static constexpr int textCollisions = 10; // listed in the text; JSON lists 100

    static void writeText(const PrecisionAnalysis &analysis, QTextStream &out);
    // {"type", "variant", "dim", "base", "positions": [first, last], "first_inexact_position",
    //  "max_error" (null when a value is not finite), "max_error_at": {"position", "dim"},
    //  "collision_count", "collisions": [[p, p + 1], …] (the first 100)}
    static void writeJson(const PrecisionAnalysis &analysis, QTextStream &out);

    // A small number readably with 6 digits: fixed decimals from 0.001 up, else 1.234567e-05.
    static QString small(double value);
};

} // namespace pe
