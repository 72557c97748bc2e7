// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/scoreterms.h"

#include <vector>

namespace pe {

// The attention lesson's four score terms against the distance Δ = 0 … count − 1 for its fixed
// toy weights: the query token at n = start, the key token at m = start + Δ. Run from two starts,
// it shows that only the W_Qᵀ W_K = I part of position · position (Σ_i cos(Δ/Z_i), the
// sinusoidal DistanceProfile) is a function of Δ alone; the terms with the toy weights move with
// the start too. RoPE's whole score, by contrast, depends on Δ only (RotaryEmbedding).
class ScoreTermsProfile
{
public:
    static std::vector<ScoreTerms> along(const ToyAttention &attention, const QString &queryToken,
                                         const QString &keyToken, double start, int count);
};

} // namespace pe
