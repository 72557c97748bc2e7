// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <vector>

namespace pe {

// Tick values and labels for the plot axes: steps of 1, 2 or 5 times a power of ten, labels with
// just enough decimals for the step, a real minus sign ("−0.5", U+2212) and never a signed zero
// ("-0", "-0.0").
class AxisTicks
{
public:
    // The 1/2/5 x 10^k step that gives at most about target intervals over span (span > 0).
    static double niceStep(double span, int target);
    // Every multiple of step in [min, max], computed as k * step (no accumulated error).
    static std::vector<double> ticks(double min, double max, double step);
    // A multiple-of-step tick as text: decimals from the step, zero without a sign.
    static QString label(double value, double step);
    // The decimals label() uses for a step (0 for integer steps, 1 for 0.5 or 0.2, ...).
    static int decimalsFor(double step);
};

} // namespace pe
