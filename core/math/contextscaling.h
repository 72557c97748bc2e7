// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace pe {

// RoPE's frequencies θ_i = base^(−2i/d) rescaled for a model trained on L positions and run on
// s·L of them (s the scale):
//   position interpolation (Chen et al. 2023): θ_i' = θ_i / s;
//   NTK-aware (bloc97 2023): base' = base·s^(d/(d−2)), θ_i' = base'^(−2i/d), so the fastest pair
//     keeps its frequency and the slowest one is divided by s exactly (needs d ≥ 4);
//   YaRN (Peng et al. 2023, the paper's formulas): r_i = L/λ_i with λ_i = 2π/θ_i, the ramp
//     γ_i = clamp((r_i − α)/(β − α), 0, 1) with α = 1, β = 32, θ_i' = (1 − γ_i)·θ_i/s + γ_i·θ_i,
//     and the attention factor √(1/t) = 0.1·ln s + 1 (1 for s ≤ 1, as in the reference code).
//     The reference code rounds the ramp's ends to whole dimensions; this is the continuous ramp.
//
// "Unseen": a context of L positions covers the angles [0, L·θ_i) of pair i (positions 0 … L − 1
// and the step to the next), the scaled run [0, s·L·θ_i'). Pair i is unseen when training never
// completed a turn, L·θ_i < 2π (r_i < 1), and the run reaches further: s·L·θ_i' > L·θ_i
// (by more than a relative 1e-12, so that PI's exact s·L·θ_i/s = L·θ_i is not flagged by
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
        double frequency = 0; // θ_i
        double scaledFrequency = 0; // θ_i'
        double wavelength = 0; // 2π/θ_i
        double scaledWavelength = 0; // 2π/θ_i'
        double ramp = 0; // γ_i (YaRN; 0 for the others)
        double trainedAngle = 0; // L·θ_i: the band [0, L·θ_i) training saw
        double runAngle = 0; // s·L·θ_i': the band [0, s·L·θ_i') the longer run needs
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
