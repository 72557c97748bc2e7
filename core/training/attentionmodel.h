// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"
#include "core/training/modelparameters.h"

#include <vector>

namespace pe {

class SeededGenerator;

// The training lab's tiny model, in double, its gradient written out by hand (no framework):
//   x_j = E[t_j] + p_j          token embedding plus the scheme's position (sinusoid, learned
//                               row, or nothing), j = 0 … n; t_n is the summary token [S]
//   q = Rₙ W_Q x_n, k_j = R_j W_K x_j, v_j = W_V x_j     (R: RoPE's rotation, else identity)
//   α = softmax_j(q·k_j / √d),  h = x_n + Σ_j α_j v_j     single head, residual
//   p = softmax(W_O h + b)      the classifier reads the summary token alone
// Only the summary token's row of the attention is computed: with one layer the other rows'
// outputs reach nothing. Without positions h depends on the bag of tokens alone (the sum over j
// does not care about order), which is why the model cannot tell 你打我 from 我打你.
class AttentionModel
{
public:
    static constexpr int minDimension = 8;
    static constexpr int maxDimension = 64;
    static constexpr int maxTokens = 32; // without the summary token
    static constexpr double positionBase = 10000; // the sinusoid's and RoPE's base

    // learnedRows: the positions the learned table has rows for (used by Learned alone).
    AttentionModel(PositionScheme scheme, int dimension, int vocabulary, int classes,
                   int learnedRows);

    // Uniform weights drawn from the generator's integers (no std:: distribution, no libm), so
    // the start is bit-identical on every platform.
    void initialise(SeededGenerator *generator);

    PositionScheme scheme() const { return m_scheme; }
    int dimension() const { return m_dimension; }
    int classCount() const { return m_parameters.classifier.rows(); }
    ModelParameters &parameters() { return m_parameters; }
    const ModelParameters &parameters() const { return m_parameters; }

    // Everything the forward pass computed for one input, kept for the backward pass.
    struct Pass
    {
        int length = 0; // positions, the summary token's included
        std::vector<double> x; // length × d
        std::vector<double> q; // d, rotated
        std::vector<double> k; // length × d, rotated
        std::vector<double> v; // length × d
        std::vector<double> attention; // length: α, the summary token's weights, [S] last
        std::vector<double> summary; // d: h
        std::vector<double> logits; // classes
        std::vector<double> probabilities; // classes
    };

    // tokens: at most maxTokens vocabulary indices (any more are not read); the summary token is
    // appended here.
    Pass forward(const std::vector<int> &tokens) const;
    // −log p_label, computed from the logits (no log of a rounded-off probability).
    static double loss(const Pass &pass, int label);
    // Adds weight · ∂loss/∂θ for every parameter θ to gradient (same shapes as parameters()).
    void backward(const std::vector<int> &tokens, const Pass &pass, int label, double weight,
                  ModelParameters *gradient) const;
    int predict(const std::vector<int> &tokens) const;

private:
    // The vector added at a position, or nullptr (None, Rope, a learned position without a row).
    const double *addedPosition(int position) const;
    // Turns pairs (2i, 2i + 1) of v by ±position·θᵢ (inverse: the transpose, for the gradient).
    void rotate(double *v, int position, bool inverse) const;

    PositionScheme m_scheme;
    int m_dimension;
    ModelParameters m_parameters;
    std::vector<double> m_sinusoid; // (maxTokens + 1) × d
    std::vector<double> m_cos; // (maxTokens + 1) × d/2
    std::vector<double> m_sin;
};

} // namespace pe
