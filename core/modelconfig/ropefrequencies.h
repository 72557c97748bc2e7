// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/modelconfig.h"

#include <vector>

namespace pe {

// The inverse frequency of each rotated pair and the attention scaling of a ModelConfig, computed
// for its rope type as transformers' modeling_rope_utils.py computes them (here in double; the
// library works in float32), with d the rotated dimensions int(head_dim × partial_rotary_factor)
// and θᵢ = 1 / base^(2i/d), i = 0 … d/2 − 1:
//   default:  θᵢ, attention 1.
//   linear:   θᵢ / factor.
//   dynamic:  for a run of N > max_position_embeddings = L positions the base becomes
//             base·(factor·N/L − (factor − 1))^(d/(d − 2)); for N ≤ L nothing changes.
//   yarn:     with L the original length, c(r) = d·ln(L/(2π r)) / (2 ln base), low = c(beta_fast)
//             and high = c(beta_slow), rounded down and up unless truncate is false, then
//             max(low, 0), min(high, d − 1) (high + 0.001 when equal); the ramp
//             γᵢ = clamp((i − low)/(high − low), 0, 1), θᵢ′ = γᵢ·θᵢ/factor + (1 − γᵢ)·θᵢ;
//             attention: attention_factor if given, else m(factor, mscale)/m(factor,
//             mscale_all_dim) when both are non-zero, else m(factor, 1), with m(s, k) = 0.1·k·ln s
//             + 1 (1 for s ≤ 1).
//   longrope: θᵢ / long_factor_i when the run is longer than the original length L, else
//             θᵢ / short_factor_i; the factor is max_position_embeddings / L when the top level
//             names the original length (Phi-3), else the rope object's factor; attention:
//             attention_factor if given, else √(1 + ln factor / ln L) (1 for factor ≤ 1).
//   llama3:   with L the original length and λᵢ = 2π/θᵢ: λᵢ > L/low_freq_factor: θᵢ/factor;
//             λᵢ < L/high_freq_factor: θᵢ; between, with s = (L/λᵢ − low)/(high − low):
//             (1 − s)·θᵢ/factor + s·θᵢ.
// transformers multiplies cos and sin by the attention scaling, so a rotated pair's part of q·k
// is scaled by its square; the unrotated dimensions are not scaled.
//
// "Unseen", as the Longer contexts view (ContextScaling) defines it: training on L positions (the
// training length) covered the angles [0, L·θᵢ) of pair i, a run of N positions needs
// [0, N·θᵢ′). A pair meets angles training never saw when it never completed a turn in training,
// L·θᵢ < 2π, and the run reaches further, N·θᵢ′ > L·θᵢ (by more than a relative 1e-12).
class RopeFrequencies
{
public:
    struct Pair
    {
        int index = 0;
        double baseFrequency = 0; // θᵢ
        double frequency = 0; // θᵢ′: what the model uses
        double wavelength = 0; // 2π/θᵢ′
        double factor = 1; // θᵢ / θᵢ′: how much slower the pair turns
        double ramp = 0; // YaRN's γᵢ, llama3's s (clamped); 0 for the others
        double trainedAngle = 0; // L·θᵢ
        double runAngle = 0; // N·θᵢ′
        bool unseen = false;
    };

    // runLength N: the positions the model runs over, which sets dynamic's base and LongRoPE's
    // choice of factors and is judged against the training length; 0 means
    // max_position_embeddings. The config must be one ModelConfigReader accepts.
    explicit RopeFrequencies(const ModelConfig &config, qint64 runLength = 0);

    const ModelConfig &config() const { return m_config; }
    qint64 runLength() const { return m_runLength; }
    double base() const { return m_base; } // dynamic's base for the run; rope_theta otherwise
    double attentionFactor() const { return m_attentionFactor; }
    bool longFactors() const { return m_longFactors; } // LongRoPE uses long_factor
    double rampLow() const { return m_rampLow; } // YaRN's low and high after rounding
    double rampHigh() const { return m_rampHigh; }
    const std::vector<Pair> &pairs() const { return m_pairs; }
    std::vector<double> frequencies() const; // θᵢ′ for each pair

    // m(s, k) = 0.1·k·ln s + 1, 1 for s ≤ 1 (YaRN's get_mscale)
    static double yarnMscale(double scale, double mscale = 1);
    // c(r) = d·ln(L/(2π r)) / (2 ln base): the dimension at which a pair turns r times in L
    static double yarnCorrectionDimension(double rotations, int dimensions, double base,
                                          double length);

private:
    void computeYarn(std::vector<double> *frequencies);
    void computeLongRope(std::vector<double> *frequencies);
    void computeLlama3(std::vector<double> *frequencies);

    ModelConfig m_config;
    qint64 m_runLength;
    double m_base;
    double m_attentionFactor = 1;
    bool m_longFactors = false;
    double m_rampLow = 0;
    double m_rampHigh = 0;
    std::vector<double> m_ramps;
    std::vector<Pair> m_pairs;
};

} // namespace pe
