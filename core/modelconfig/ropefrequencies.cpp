// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/ropefrequencies.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    // θᵢ = 1 / base^(2i/d), i = 0 … d/2 − 1
    std::vector<double> defaultFrequencies(double base, int dimensions)
    {
        std::vector<double> out;
        for (int i = 0; 2 * i < dimensions; ++i)
            out.push_back(1.0 / std::pow(base, 2.0 * i / dimensions));
        return out;
    }

} // namespace

double RopeFrequencies::yarnMscale(double scale, double mscale)
{
    if (scale <= 1)
        return 1;
    return 0.1 * mscale * std::log(scale) + 1;
}

double RopeFrequencies::yarnCorrectionDimension(double rotations, int dimensions, double base,
                                                double length)
{
    return dimensions * std::log(length / (rotations * twoPi)) / (2 * std::log(base));
}

RopeFrequencies::RopeFrequencies(const ModelConfig &config, qint64 runLength)
    : m_config(config)
    , m_runLength(runLength > 0 ? runLength : config.maxPositionEmbeddings)
    , m_base(config.ropeTheta)
{
    const int d = config.rotatedDimensions();
    const double factor = config.factor.value_or(1);
    std::vector<double> frequencies;
    switch (config.ropeType) {
    case RopeType::Default:
        frequencies = defaultFrequencies(m_base, d);
        break;
    case RopeType::Linear:
        frequencies = defaultFrequencies(m_base, d);
        for (double &f : frequencies)
            f /= factor;
        break;
    case RopeType::Dynamic: {
        // Up to L the bracket is 1 exactly (not the rounding of factor − (factor − 1)).
        const double length = static_cast<double>(config.maxPositionEmbeddings);
        const double n = static_cast<double>(m_runLength);
        if (m_runLength > config.maxPositionEmbeddings)
            m_base = m_base * std::pow(factor * n / length - (factor - 1), double(d) / (d - 2));
        frequencies = defaultFrequencies(m_base, d);
        break;
    }
    case RopeType::Yarn:
        computeYarn(&frequencies);
        break;
    case RopeType::LongRope:
        computeLongRope(&frequencies);
        break;
    case RopeType::Llama3:
        computeLlama3(&frequencies);
        break;
    }
    const std::vector<double> base = defaultFrequencies(config.ropeTheta, d);
    const double trained = static_cast<double>(config.trainingLength());
    const double run = static_cast<double>(m_runLength);
    for (std::size_t i = 0; i < frequencies.size(); ++i) {
        Pair pair;
        pair.index = static_cast<int>(i);
        pair.baseFrequency = base[i];
        pair.frequency = frequencies[i];
        pair.wavelength = twoPi / pair.frequency;
        pair.factor = pair.baseFrequency / pair.frequency;
        pair.ramp = i < m_ramps.size() ? m_ramps[i] : 0;
        pair.trainedAngle = trained * pair.baseFrequency;
        pair.runAngle = run * pair.frequency;
        pair.unseen = pair.trainedAngle < twoPi && pair.runAngle > pair.trainedAngle * (1 + 1e-12);
        m_pairs.push_back(pair);
    }
}

void RopeFrequencies::computeYarn(std::vector<double> *frequencies)
{
    const ModelConfig &c = m_config;
    const int d = c.rotatedDimensions();
    const double factor = c.factor.value_or(1);
    const double length = static_cast<double>(c.originalMaxPositionEmbeddings);
    if (c.attentionFactor)
        m_attentionFactor = *c.attentionFactor;
    else if (c.mscale != 0 && c.mscaleAllDim != 0)
        m_attentionFactor = yarnMscale(factor, c.mscale) / yarnMscale(factor, c.mscaleAllDim);
    else
        m_attentionFactor = yarnMscale(factor);
    double low = yarnCorrectionDimension(c.betaFast, d, m_base, length);
    double high = yarnCorrectionDimension(c.betaSlow, d, m_base, length);
    if (c.truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, double(d - 1));
    if (low == high)
        high += 0.001; // as the reference does, against a division by zero
    m_rampLow = low;
    m_rampHigh = high;
    for (const double theta : defaultFrequencies(m_base, d)) {
        const double i = static_cast<double>(frequencies->size());
        const double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
        m_ramps.push_back(ramp);
        frequencies->push_back(ramp * theta / factor + (1 - ramp) * theta);
    }
}

void RopeFrequencies::computeLongRope(std::vector<double> *frequencies)
{
    const ModelConfig &c = m_config;
    const double original = static_cast<double>(c.originalMaxPositionEmbeddings);
    const double factor = c.originalAtTopLevel
        ? static_cast<double>(c.maxPositionEmbeddings) / original
        : c.factor.value_or(static_cast<double>(c.maxPositionEmbeddings) / original);
    if (c.attentionFactor)
        m_attentionFactor = *c.attentionFactor;
    else if (factor <= 1)
        m_attentionFactor = 1;
    else
        m_attentionFactor = std::sqrt(1 + std::log(factor) / std::log(original));
    m_longFactors = m_runLength > c.originalMaxPositionEmbeddings;
    const std::vector<double> &scale = m_longFactors ? c.longFactor : c.shortFactor;
    const std::vector<double> thetas = defaultFrequencies(m_base, c.rotatedDimensions());
    for (std::size_t i = 0; i < thetas.size(); ++i)
        frequencies->push_back(thetas[i] / scale[i]);
}

void RopeFrequencies::computeLlama3(std::vector<double> *frequencies)
{
    const ModelConfig &c = m_config;
    const double factor = c.factor.value_or(1);
    const double length = static_cast<double>(c.originalMaxPositionEmbeddings);
    const double lowWavelength = length / c.lowFreqFactor;
    const double highWavelength = length / c.highFreqFactor;
    for (const double theta : defaultFrequencies(m_base, c.rotatedDimensions())) {
        const double wavelength = twoPi / theta;
        double smooth = 0;
        double scaled = theta;
        if (wavelength > lowWavelength) {
            scaled = theta / factor;
        } else if (!(wavelength < highWavelength)) {
            smooth = (length / wavelength - c.lowFreqFactor) / (c.highFreqFactor - c.lowFreqFactor);
            scaled = (1 - smooth) * theta / factor + smooth * theta;
        } else {
            smooth = 1;
        }
        m_ramps.push_back(smooth);
        frequencies->push_back(scaled);
    }
}

std::vector<double> RopeFrequencies::frequencies() const
{
    std::vector<double> out;
    for (const Pair &pair : m_pairs)
        out.push_back(pair.frequency);
    return out;
}

} // namespace pe
