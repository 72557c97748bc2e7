// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <vector>

namespace pe {

// A row-major block of doubles (rows × cols) for the training lab's parameters and their
// gradients: a vector is a tensor with one column. No algebra beyond what the model needs; the
// model writes its loops out so that every gradient can be read against the forward pass.
class Tensor
{
public:
    Tensor() = default;
    Tensor(int rows, int cols);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    std::size_t size() const { return m_values.size(); }
    bool isEmpty() const { return m_values.empty(); }

    double &at(int row, int col) { return m_values[index(row, col)]; }
    double at(int row, int col) const { return m_values[index(row, col)]; }
    double *row(int r) { return m_values.data() + index(r, 0); }
    const double *row(int r) const { return m_values.data() + index(r, 0); }
    double &operator[](std::size_t k) { return m_values[k]; }
    double operator[](std::size_t k) const { return m_values[k]; }
    const std::vector<double> &values() const { return m_values; }

    void fill(double value);

private:
    std::size_t index(int row, int col) const
    {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(m_cols)
            + static_cast<std::size_t>(col);
    }

    int m_rows = 0;
    int m_cols = 0;
    std::vector<double> m_values;
};

} // namespace pe
