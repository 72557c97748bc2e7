// SPDX-License-Identifier: GPL-3.0-or-later
// RoPE context scaling computed again, the long way, for the Longer contexts tests: θᵢ from
// exp and log (not pow), each method's formula written out from the papers, the unseen rule
// from its definition. Nothing here calls ContextScaling.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

namespace pe::contexttest {

enum class Method { Pi, Ntk, Yarn };

struct BrutePair
{
    double theta = 0;
    double scaledTheta = 0;
    double ramp = 0;
    double trained = 0; // L·θᵢ
    double runBefore = 0; // s·L·θᵢ
    double runAfter = 0; // s·L·θᵢ′
    bool unseenBefore = false;
    bool unseenAfter = false;
};

inline constexpr double twoPi = 6.283185307179586476925286766559;

inline bool unseen(double trained, double run)
{
    return trained < twoPi && run > trained * (1 + 1e-12);
}

inline std::vector<BrutePair> brutePairs(Method method, double s, double length, int d, double base)
{
    std::vector<BrutePair> pairs;
    // NTK-aware: base' = base · s^(d/(d−2)).
    const double ntkBase = base * std::exp(std::log(s) * d / (d - 2.0));
    for (int i = 0; i < d / 2; ++i) {
        BrutePair p;
        p.theta = std::exp(-(2.0 * i / d) * std::log(base));
        switch (method) {
        case Method::Pi:
            p.scaledTheta = p.theta / s;
            break;
        case Method::Ntk:
            p.scaledTheta = std::exp(-(2.0 * i / d) * std::log(ntkBase));
            break;
        case Method::Yarn: {
            // r = L / λ, λ = 2π/θ; γ = 0 below α = 1, 1 above β = 32, linear between.
            const double r = length * p.theta / twoPi;
            p.ramp = r < 1 ? 0.0 : r > 32 ? 1.0 : (r - 1) / 31;
            p.scaledTheta = (1 - p.ramp) * p.theta / s + p.ramp * p.theta;
            break;
        }
        }
        p.trained = length * p.theta;
        p.runBefore = s * length * p.theta;
        p.runAfter = s * length * p.scaledTheta;
        p.unseenBefore = unseen(p.trained, p.runBefore);
        p.unseenAfter = unseen(p.trained, p.runAfter);
        pairs.push_back(p);
    }
    return pairs;
}

inline bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({ 1e-300, std::abs(a), std::abs(b) });
}

} // namespace pe::contexttest
