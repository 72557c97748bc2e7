// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/roperotation.h"

#include <cmath>

namespace pe {

RopeRotation::RopeRotation(std::vector<double> frequencies, int headDimension, RopePairing pairing,
                           double attentionFactor, std::optional<FloatType> angleType)
    : m_frequencies(std::move(frequencies))
    , m_headDimension(headDimension)
    , m_pairing(pairing)
    , m_attentionFactor(attentionFactor)
    , m_angleType(angleType)
{
}

std::pair<int, int> RopeRotation::components(int pair) const
{
    if (m_pairing == RopePairing::Half)
        return { pair, pair + rotatedDimensions() / 2 };
    return { 2 * pair, 2 * pair + 1 };
}

double RopeRotation::angle(int pair, double position) const
{
    const double frequency = m_frequencies[static_cast<std::size_t>(pair)];
    if (!m_angleType)
        return position * frequency;
    const FloatType type = *m_angleType;
    return roundToType(type, roundToType(type, position) * roundToType(type, frequency));
}

std::vector<double> RopeRotation::rotate(const std::vector<double> &vector, double position) const
{
    std::vector<double> out(vector);
    for (int i = 0; i < static_cast<int>(m_frequencies.size()); ++i) {
        const auto [a, b] = components(i);
        const double theta = angle(i, position);
        const double c = m_attentionFactor * std::cos(theta);
        const double s = m_attentionFactor * std::sin(theta);
        const double x = vector[static_cast<std::size_t>(a)];
        const double y = vector[static_cast<std::size_t>(b)];
        out[static_cast<std::size_t>(a)] = x * c - y * s;
        out[static_cast<std::size_t>(b)] = x * s + y * c;
    }
    return out;
}

double RopeRotation::score(const std::vector<double> &q, const std::vector<double> &k, double m,
                           double n) const
{
    const std::vector<double> a = rotate(q, m);
    const std::vector<double> b = rotate(k, n);
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

} // namespace pe
