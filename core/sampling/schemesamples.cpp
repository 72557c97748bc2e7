// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/schemesamples.h"

#include "core/math/alibislopes.h"
#include "core/math/distanceprofile.h"

#include <algorithm>

namespace pe {

std::vector<int64_t> SchemeSamples::sampledDistances(int64_t count, int maxSamples)
{
    std::vector<int64_t> distances;
    if (count <= 0)
        return distances;
    maxSamples = std::max(2, maxSamples);
    if (count <= maxSamples) {
        for (int64_t delta = 0; delta < count; ++delta)
            distances.push_back(delta);
        return distances;
    }
    const int64_t last = count - 1;
    const int64_t step = (last + maxSamples - 2) / (maxSamples - 1); // ceil(last / (max - 1))
    for (int64_t delta = 0; delta < last; delta += step)
        distances.push_back(delta);
    distances.push_back(last);
    return distances;
}

SchemeSamples::SchemeSamples(const Parameters &parameters, int maxSamples)
    : m_parameters(parameters)
    , m_maxSamples(maxSamples)
    , m_distances(sampledDistances(parameters.count, maxSamples))
{
    const int d = parameters.dimension;
    m_sinusoidal = DistanceProfile::sinusoidalAt(d, parameters.base, m_distances);
    m_rope = DistanceProfile::ropeAt(d, parameters.base, m_distances);
    m_alibi = DistanceProfile::alibiAt(parameters.heads, m_distances);
    m_slopes = AlibiSlopes::slopes(parameters.heads);
    // Taken from the profiles themselves, so what is divided by is what they give at Δ = 0.
    m_sinusoidalAtZero = DistanceProfile::sinusoidalAt(d, parameters.base, { 0 }).front();
    m_ropeAtZero = DistanceProfile::ropeAt(d, parameters.base, { 0 }).front();
}

SchemeReading SchemeSamples::readingAt(const Parameters &parameters, int64_t distance)
{
    SchemeReading reading;
    reading.distance = distance;
    const int d = parameters.dimension;
    const std::vector<int64_t> atAndZero { distance, 0 };
    const std::vector<double> sinusoidal
        = DistanceProfile::sinusoidalAt(d, parameters.base, atAndZero);
    const std::vector<double> rope = DistanceProfile::ropeAt(d, parameters.base, atAndZero);
    reading.sinusoidal = sinusoidal[0];
    reading.sinusoidalAtZero = sinusoidal[1];
    reading.rope = rope[0];
    reading.ropeAtZero = rope[1];
    for (const std::vector<double> &head : DistanceProfile::alibiAt(parameters.heads, { distance }))
        reading.alibi.push_back(head.front());
    reading.slopes = AlibiSlopes::slopes(parameters.heads);
    return reading;
}

} // namespace pe
