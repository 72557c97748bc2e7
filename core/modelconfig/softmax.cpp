// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/softmax.h"

#include <algorithm>
#include <cmath>

namespace pe {

void softmaxInPlace(std::vector<double> &scores)
{
    if (scores.empty())
        return;
    const double top = *std::max_element(scores.begin(), scores.end());
    double sum = 0;
    for (double &x : scores) {
        x = std::exp(x - top);
        sum += x;
    }
    for (double &x : scores)
        x /= sum;
}

} // namespace pe
