// SPDX-License-Identifier: GPL-3.0-or-later
// Attention weights worked out again for the tests of the mismatch lab and of the lesson's steps
// "Your model": the softmax written out (largest score first subtracted, exp, divided by the sum)
// and the total variation between two weightings. Deliberately nothing from core: a copy of
// core's softmaxInPlace here would pass whatever that function does.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace pe::attentiontest {

inline std::vector<double> softmax(std::vector<double> v)
{
    const double top = *std::max_element(v.begin(), v.end());
    double sum = 0;
    for (double &x : v)
        sum += (x = std::exp(x - top));
    for (double &x : v)
        x /= sum;
    return v;
}

// Half the sum of |p − w| over the keys.
inline double totalVariation(const std::vector<double> &p, const std::vector<double> &w)
{
    double total = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        total += std::abs(p[i] - w[i]);
    return total / 2;
}

} // namespace pe::attentiontest
