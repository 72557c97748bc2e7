// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropefrequencies.h"

#include <cstdint>
#include <vector>

namespace pe {

// The permutation of one head's q and k weight rows between the two RoPE pairings. With r rotated
// dimensions, a half-paired head rotates rows (i, i + r/2) together, an interleaved one rows
// (2i, 2i + 1): moving row j·r/2 + i to row 2i + j (j = 0, 1) turns a half-paired checkpoint into
// an interleaved one, and the inverse is the permute of the conversion scripts (Meta's
// interleaved Llama weights to transformers' half layout: view(heads, r/2, 2, …).transpose(1, 2)).
// Rows past r (partial rotary) stay where they are. A permuted row permutes q = W x component by
// component, so pair i meets the same two numbers and every RoPE score stays the same.
class RopePermutation
{
public:
    // For each row of the result, the row of the source it takes.
    static std::vector<int> halfToInterleaved(int headDimension, int rotatedDimensions);
    static std::vector<int> interleavedToHalf(int headDimension, int rotatedDimensions);
    static std::vector<std::vector<double>>
    permuteRows(const std::vector<std::vector<double>> &rows, const std::vector<int> &sourceRows);

    // The check: seeded weights W_q, W_k (head_dim × inputDimension) and inputs x, y; the largest
    // |(Rₘ W_q x)·(Rₙ W_k y)| difference between the half pairing with W and the interleaved
    // pairing with the permuted W, over m, n = 0 … positions − 1. 0 up to rounding.
    static double check(const RopeFrequencies &frequencies, quint64 seed, int inputDimension,
                        int positions);
};

} // namespace pe
