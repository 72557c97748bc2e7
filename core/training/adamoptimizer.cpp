// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/adamoptimizer.h"

#include <cmath>

namespace pe {

AdamOptimizer::AdamOptimizer(const ModelParameters &shape, double learningRate, double beta1,
                             double beta2, double epsilon)
    : m_learningRate(learningRate)
    , m_beta1(beta1)
    , m_beta2(beta2)
    , m_epsilon(epsilon)
    , m_first(shape.zeros())
    , m_second(shape.zeros())
{
}

void AdamOptimizer::update(const ModelParameters &gradient, ModelParameters *parameters)
{
    ++m_steps;
    m_power1 *= m_beta1;
    m_power2 *= m_beta2;
    const double correction1 = 1.0 - m_power1;
    const double correction2 = 1.0 - m_power2;
    for (int t = 0; t < ModelParameters::tensorCount; ++t) {
        const Tensor &g = gradient.tensor(t);
        Tensor &m = m_first.tensor(t);
        Tensor &v = m_second.tensor(t);
        Tensor &theta = parameters->tensor(t);
        for (std::size_t k = 0; k < g.size(); ++k) {
            m[k] = m_beta1 * m[k] + (1.0 - m_beta1) * g[k];
            v[k] = m_beta2 * v[k] + (1.0 - m_beta2) * g[k] * g[k];
            theta[k] -= m_learningRate * (m[k] / correction1)
                / (std::sqrt(v[k] / correction2) + m_epsilon);
        }
    }
}

} // namespace pe
