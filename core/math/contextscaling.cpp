// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/contextscaling.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

} // namespace

ContextScaling::ContextScaling(Method method, double scale, double trainLength, int dimension,
                               double base)
    : m_method(method)
    , m_scale(scale)
    , m_trainLength(trainLength)
    , m_dimension(dimension)
    , m_base(base)
{
    const double scaledBaseValue = scaledBase();
    for (int i = 0; i < dimension / 2; ++i) {
        Pair pair;
        pair.index = i;
        const double exponent = -2.0 * i / dimension;
        pair.frequency = std::pow(base, exponent);
        pair.wavelength = twoPi / pair.frequency;
        switch (method) {
        case Method::PositionInterpolation:
            pair.scaledFrequency = pair.frequency / scale;
            break;
        case Method::Ntk:
            pair.scaledFrequency = std::pow(scaledBaseValue, exponent);
            break;
        case Method::Yarn: {
            const double r = trainLength / pair.wavelength;
            pair.ramp = std::clamp((r - yarnAlpha) / (yarnBeta - yarnAlpha), 0.0, 1.0);
            pair.scaledFrequency
                = (1 - pair.ramp) * pair.frequency / scale + pair.ramp * pair.frequency;
            break;
        }
        }
        pair.scaledWavelength = twoPi / pair.scaledFrequency;
        pair.trainedAngle = trainLength * pair.frequency;
        pair.runAngle = scale * trainLength * pair.scaledFrequency;
        pair.unseen = pair.trainedAngle < twoPi && pair.runAngle > pair.trainedAngle * (1 + 1e-12);
        m_pairs.push_back(pair);
    }
}

double ContextScaling::scaledBase() const
{
    if (m_method != Method::Ntk)
        return m_base;
    return m_base * std::pow(m_scale, double(m_dimension) / (m_dimension - 2));
}

double ContextScaling::attentionFactor() const
{
    if (m_method != Method::Yarn || m_scale <= 1)
        return 1;
    return 0.1 * std::log(m_scale) + 1;
}

const char *ContextScaling::methodName(Method method)
{
    switch (method) {
    case Method::PositionInterpolation:
        return "pi";
    case Method::Ntk:
        return "ntk";
    case Method::Yarn:
        return "yarn";
    }
    return "pi";
}

bool ContextScaling::methodFromName(const char *name, Method *method)
{
    for (const Method m : { Method::PositionInterpolation, Method::Ntk, Method::Yarn }) {
        if (std::strcmp(name, methodName(m)) == 0) {
            *method = m;
            return true;
        }
    }
    return false;
}

} // namespace pe
