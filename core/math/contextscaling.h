// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace pe {

// RoPE's frequencies θᵢ = base^(−2i/d) rescaled for a model trained on L positions and run on
// s·L of them (s the scale):
//   position interpolation (Chen et al. 2023): θᵢ′ = θᵢ / s;
//   NTK-aware (bloc97 2023): base' = base·s^(d/(d−2)), θᵢ′ = base'^(−2i/d), so the fastest pair
//     keeps its frequency and the slowest one is divided by s exactly (needs d ≥ 4);
//   YaRN (Peng et al. 2023, the paper's formulas): r_i = L/λᵢ with λᵢ = 2π/θᵢ, the ramp
//     γᵢ = clamp((r_i − α)/(β − α), 0, 1) with α = 1, β = 32, θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ,
//     and the attention factor √(1/t) = 0.1·ln s + 1 (1 for s ≤ 1, as in the reference code).
//     The reference code rounds the ramp's ends to whole dimensions; this is the continuous ramp.
//
// "Unseen": a context of L positions covers the angles [0, L·θᵢ) of pair i (positions 0 … L − 1
// and the step to the next), the scaled run [0, s·L·θᵢ′). Pair i is unseen when training never
// completed a turn, L·θᵢ < 2π (r_i < 1), and the run reaches further: s·L·θᵢ′ > L·θᵢ
// (by more than a relative 1e-12, so that PI's exact s·L·θᵢ/s = L·θᵢ is not flagged by
// rounding). Pairs that turned fully in training have seen every angle already.
class ContextScaling
{
public:
    enum class Method { PositionInterpolation, Ntk, Yarn };
    static constexpr double yarnAlpha = 1;
    static constexpr double yarnBeta = 32;

    struct Pair
    {
        int index = 0;
        double frequency = 0; // θᵢ
        double scaledFrequency = 0; // θᵢ′
        double wavelength = 0; // 2π/θᵢ
        double scaledWavelength = 0; // 2π/θᵢ′
        double ramp = 0; // γᵢ (YaRN; 0 for the others)
        double trainedAngle = 0; // L·θᵢ: the band [0, L·θᵢ) training saw
        double runAngle = 0; // s·L·θᵢ′: the band [0, s·L·θᵢ′) the longer run needs
        bool unseen = false;
    };

    // dimension even (≥ 4 for NTK), base > 1, scale > 0 and finite, trainLength ≥ 1.
    ContextScaling(Method method, double scale, double trainLength, int dimension, double base);

    Method method() const { return m_method; }
    double scale() const { return m_scale; }
    double trainLength() const { return m_trainLength; }
    int dimension() const { return m_dimension; }
    double base() const { return m_base; }
    double scaledBase() const; // NTK's base'; the base itself for the others
    double attentionFactor() const; // YaRN's √(1/t); 1 for the others
    const std::vector<Pair> &pairs() const { return m_pairs; }

    static const char *methodName(Method method);
    static bool methodFromName(const char *name, Method *method);

private:
    Method m_method;
    double m_scale;
    double m_trainLength;
    int m_dimension;
    double m_base;
    std::vector<Pair> m_pairs;
};

} // namespace pe
