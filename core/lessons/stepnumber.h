// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pe {

// The number a person reads and types for a lesson step: counted from 1, as teachers count.
// Inside, and in scenario files, a step is its index, counted from 0.
constexpr int stepNumber(int index)
{
    return index + 1;
}

} // namespace pe
