// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/tensor.h"

#include <vector>

namespace pe {

// The training lab model's parameters (or their gradients, or Adam's moments: the same shapes).
// The tensors in the order tensors() and tensorName() give them:
//   embedding   vocabulary × d, one row per token (the summary token's too)
//   query, key, value   d × d: q = W_Q x, k = W_K x, v = W_V x
//   classifier  classes × d, and bias (classes × 1): logits = W_O h + b
//   positions   rows × d, the learned table (0 rows unless the scheme is Learned)
struct ModelParameters
{
    Tensor embedding;
    Tensor query;
    Tensor key;
    Tensor value;
    Tensor classifier;
    Tensor bias;
    Tensor positions;

    static constexpr int tensorCount = 7;
    static const char *tensorName(int index);

    ModelParameters() = default;
    ModelParameters(int vocabulary, int dimension, int classes, int positionRows);

    Tensor &tensor(int index);
    const Tensor &tensor(int index) const;
    // The same shapes, all zero.
    ModelParameters zeros() const;
    std::size_t size() const; // all numbers in all tensors
};

} // namespace pe
