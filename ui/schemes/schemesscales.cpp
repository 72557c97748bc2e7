// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesscales.h"

#include "core/sampling/axisticks.h"

#include <algorithm>
#include <cmath>

namespace pe {

SchemesScales::SchemesScales(const SchemeSamples &samples, const SchemeReading *hovered)
    : m_samples(samples)
    , m_hovered(hovered)
{
}

SchemesScales::Range SchemesScales::relative() const
{
    double low = 0;
    const auto take = [&low](double value, double zero) { low = std::min(low, value / zero); };
    const double sz = m_samples.sinusoidalAtZero();
    const double rz = m_samples.ropeAtZero();
    for (const double value : m_samples.sinusoidal())
        take(value, sz);
    for (const double value : m_samples.rope())
        take(value, rz);
    if (m_hovered) {
        take(m_hovered->sinusoidal, sz);
        take(m_hovered->rope, rz);
    }
    Range r;
    r.step = AxisTicks::niceStep(1.0 - low, 5);
    r.min = std::floor(low / r.step + 1e-9) * r.step;
    if (r.min > low)
        r.min -= r.step;
    r.max = std::ceil(1.0 / r.step - 1e-9) * r.step;
    return r;
}

SchemesScales::Range SchemesScales::bias(const Range &relative) const
{
    // As many intervals as the left axis, so the right axis's ticks sit on the same grid lines.
    const double intervals
        = std::max(1.0, std::round((relative.max - relative.min) / relative.step));
    double lowest = 0;
    for (const std::vector<double> &head : m_samples.alibi())
        if (!head.empty())
            lowest = std::min(lowest, *std::min_element(head.begin(), head.end()));
    if (m_hovered)
        for (const double value : m_hovered->alibi)
            lowest = std::min(lowest, value);
    const double need = lowest < 0 ? -lowest : 1.0; // N = 1: only Δ = 0, a bias of 0
    Range r;
    r.max = 0;
    const double exponent = std::floor(std::log10(need / intervals));
    for (double e = exponent - 1; r.min == 0 && e <= exponent + 1; ++e)
        for (const double factor : { 1.0, 2.0, 5.0 }) {
            const double step = factor * std::pow(10.0, e);
            if (step * intervals >= need * (1 - 1e-12)) {
                r.step = step;
                r.min = -step * intervals;
                break;
            }
        }
    return r;
}

SchemesScales::Range SchemesScales::distance(double width) const
{
    Range r;
    r.max = static_cast<double>(std::max<qint64>(1, m_samples.parameters().count - 1));
    const int target = std::clamp(static_cast<int>(width / 70), 4, 10);
    r.step = std::max(1.0, AxisTicks::niceStep(r.max, target));
    return r;
}

} // namespace pe
