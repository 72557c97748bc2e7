// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/modelparameters.h"

namespace pe {

// Adam (Kingma and Ba 2015) with bias correction. The powers βᵗ are kept by multiplying, not
// with std::pow, so each step's numbers depend on IEEE arithmetic alone.
class AdamOptimizer
{
public:
    explicit AdamOptimizer(const ModelParameters &shape, double learningRate, double beta1 = 0.9,
                           double beta2 = 0.999, double epsilon = 1e-8);

    // θ ← θ − lr · m̂ / (√v̂ + ε) for every number of every tensor.
    void update(const ModelParameters &gradient, ModelParameters *parameters);
    int steps() const { return m_steps; }

private:
    double m_learningRate;
    double m_beta1;
    double m_beta2;
    double m_epsilon;
    double m_power1 = 1; // β1ᵗ
    double m_power2 = 1;
    int m_steps = 0;
    ModelParameters m_first;
    ModelParameters m_second;
};

} // namespace pe
