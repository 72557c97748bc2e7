// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/relativeshift.h"

#include <QCoreApplication>

class QTextStream;

namespace pe {

// The command line's --shift report: the block-diagonal rotation M_R and the check that it moves
// PE(k) onto PE(k + R). Text is translated with 6 decimals; JSON keys are fixed.
class ShiftReport
{
    Q_DECLARE_TR_FUNCTIONS(ShiftReport)

public:
    static void writeText(const RelativeShift &shift, double from, QTextStream &out);
    // {"dim", "base", "shift", "from", "blocks": [[[c, s], [-s, c]], ...], "residual"}
    static void writeJson(const RelativeShift &shift, double from, QTextStream &out);
};

} // namespace pe
