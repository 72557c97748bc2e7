// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace pe {

// Attention weights from scores, in place: exp(s − max) / Σ exp(s − max), the largest score
// taken out first so that no exponential overflows. RopeMismatch and MismatchCurves both use it,
// so their weights agree to the last bit.
void softmaxInPlace(std::vector<double> &scores);

} // namespace pe
