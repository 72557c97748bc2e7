// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace pe {

// ALiBi (Press, Smith and Lewis 2022, "Train Short, Test Long"): no position vectors at all; each
// head h adds −slope_h·(i − j) to the logit of query i for key j ≤ i (keys after i are masked).
// The slopes follow the paper's reference code (get_slopes in ofirpress/attention_with_linear_
// biases): for H a power of two the geometric sequence 2^(−8h/H), h = 1 … H; otherwise the H'
// slopes of the next lower power of two H' followed by every other slope of 2H' (the 1st, 3rd,
// 5th, …), the first H − H' of them.
class AlibiSlopes
{
public:
    static constexpr int maxHeads = 1024;

    // heads from 1 to maxHeads (the caller checks)
    static std::vector<double> slopes(int heads);
    // The bias of query i for key j: −slope·(i − j) (meant for j ≤ i).
    static double bias(double slope, int64_t query, int64_t key)
    {
        return -slope * static_cast<double>(query - key);
    }
};

} // namespace pe
