// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/alibislopes.h"

#include <cmath>

namespace pe {

namespace {

    std::vector<double> powerOfTwoSlopes(int heads)
    {
        std::vector<double> list;
        list.reserve(static_cast<std::size_t>(heads));
        for (int h = 1; h <= heads; ++h)
            list.push_back(std::exp2(-8.0 * h / heads));
        return list;
    }

} // namespace

std::vector<double> AlibiSlopes::slopes(int heads)
{
    int power = 1;
    while (power * 2 <= heads)
        power *= 2;
    std::vector<double> list = powerOfTwoSlopes(power);
    if (power == heads)
        return list;
    const std::vector<double> doubled = powerOfTwoSlopes(2 * power);
    for (int k = 0; k < heads - power; ++k)
        list.push_back(doubled[static_cast<std::size_t>(2 * k)]);
    return list;
}

} // namespace pe
