// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/tensor.h"

#include <algorithm>

namespace pe {

Tensor::Tensor(int rows, int cols)
    : m_rows(rows)
    , m_cols(cols)
    , m_values(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0.0)
{
}

void Tensor::fill(double value)
{
    std::fill(m_values.begin(), m_values.end(), value);
}

} // namespace pe
