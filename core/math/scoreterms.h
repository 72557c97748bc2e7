// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/toyattention.h"

namespace pe {

// The attention score of a query token at position n for a key token at position m, before the
// 1/√d scaling, split into the four terms of (W_Q (x + P_n))ᵀ (W_K (y + P_m)):
// content·content, content·position, position·content and position·position. The last one is
// also computed through the relative shift, P_nᵀ W_Qᵀ W_K (M_{m−n} P_n), and for W_Qᵀ W_K = I,
// where it is P_nᵀ P_m = Σ_i cos((m − n) / Z_i): a function of m − n alone.
struct ScoreTerms
{
    double contentContent = 0; // (W_Q x)ᵀ (W_K y)
    double contentPosition = 0; // (W_Q x)ᵀ (W_K P_m)
    double positionContent = 0; // (W_Q P_n)ᵀ (W_K y)
    double positionPosition = 0; // (W_Q P_n)ᵀ (W_K P_m)
    double total = 0; // (W_Q (x + P_n))ᵀ (W_K (y + P_m)), computed directly
    double positionPositionShifted = 0; // P_nᵀ W_Qᵀ W_K M_{m−n} P_n
    double identityPositionPosition = 0; // P_nᵀ M_{m−n} P_n, i.e. with W_Qᵀ W_K = I

    double sum() const
    {
        return contentContent + contentPosition + positionContent + positionPosition;
    }

    static ScoreTerms compute(const ToyAttention &attention, const QString &queryToken, double n,
                              const QString &keyToken, double m);
};

} // namespace pe
