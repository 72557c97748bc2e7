// SPDX-License-Identifier: GPL-3.0-or-later
// The distance profiles computed here from their formulas, independently of core/math, for the
// tests of the Schemes view and of its samples.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <vector>

namespace pe::schemestest {

// a and b agree to tolerance, relative to b (absolute below 1).
inline bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

// Σ_i cos(Δ / base^(2i/d)): the sinusoid's PE(0)·PE(Δ).
inline double bruteSinusoid(int d, double base, int64_t delta)
{
    double sum = 0;
    for (int i = 0; i < d / 2; ++i)
        sum += std::cos(static_cast<double>(delta) / std::pow(base, 2.0 * i / d));
    return sum;
}

// (1/(d/2))·Σ_{j=1}^{d/2} |Σ_{k=1}^{j} e^{iΔθₖ}|, θₖ = base^(−2(k−1)/d): RoFormer's decay bound.
inline double bruteRope(int d, double base, int64_t delta)
{
    double total = 0;
    for (int j = 1; j <= d / 2; ++j) {
        std::complex<double> partial = 0;
        for (int k = 1; k <= j; ++k)
            partial
                += std::polar(1.0, static_cast<double>(delta) * std::pow(base, -2.0 * (k - 1) / d));
        total += std::abs(partial);
    }
    return total / (d / 2);
}

// get_slopes of ofirpress/attention_with_linear_biases: the heads' slopes.
inline std::vector<double> bruteSlopes(int heads)
{
    const auto powerOfTwo = [](int n) {
        std::vector<double> slopes;
        for (int h = 1; h <= n; ++h)
            slopes.push_back(std::pow(2.0, -8.0 * h / n));
        return slopes;
    };
    int closest = 1;
    while (closest * 2 <= heads)
        closest *= 2;
    std::vector<double> slopes = powerOfTwo(closest);
    const std::vector<double> twice = powerOfTwo(2 * closest);
    for (size_t k = 0; static_cast<int>(slopes.size()) < heads; k += 2)
        slopes.push_back(twice[k]);
    return slopes;
}

} // namespace pe::schemestest
