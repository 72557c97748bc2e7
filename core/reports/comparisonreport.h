// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/comparison.h"

#include <QCoreApplication>

class QTextStream;

namespace pe {

// The command line's --compare report: the same token at positions p and q, component by
// component and pair by pair. Text is translated and shows 6 decimals; JSON keys are fixed and
// its numbers are round-trippable.
class ComparisonReport
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonReport)

public:
    static void writeText(const Comparison &comparison, QTextStream &out);
    // {"dim", "base", "layout", "positions": [p, q], "enabled", "pe_p", "pe_q", "difference",
    //  "norm", "pairs": [{"index", "denominator", "period", "angle_p", "angle_q", "distance"}]}
    static void writeJson(const Comparison &comparison, QTextStream &out);
};

} // namespace pe
