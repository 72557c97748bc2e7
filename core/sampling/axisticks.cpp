// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/axisticks.h"

#include "core/text/format.h"

#include <algorithm>
#include <cmath>

namespace pe {

double AxisTicks::niceStep(double span, int target)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1.0;
    const double raw = span / std::max(1, target);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : { 1.0, 2.0, 5.0, 10.0 }) {
        if (factor * magnitude >= raw * (1.0 - 1e-9))
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

std::vector<double> AxisTicks::ticks(double min, double max, double step)
{
    std::vector<double> values;
    if (!(step > 0) || !(max >= min))
        return values;
    const double tolerance = step * 1e-9;
    const double first = std::ceil((min - tolerance) / step);
    const double last = std::floor((max + tolerance) / step);
    for (double k = first; k <= last; k += 1.0) {
        const double value = k * step;
        values.push_back(value == 0.0 ? 0.0 : value); // no -0.0
    }
    return values;
}

int AxisTicks::decimalsFor(double step)
{
    if (!(step > 0))
        return 0;
    int decimals = 0;
    double scaled = step;
    while (decimals < 12 && std::abs(scaled - std::round(scaled)) > 1e-9 * scaled) {
        scaled *= 10.0;
        ++decimals;
    }
    return decimals;
}

QString AxisTicks::label(double value, double step)
{
    if (std::abs(value) < step * 1e-9)
        value = 0.0;
    return formatDisplay(value, decimalsFor(step));
}

} // namespace pe
