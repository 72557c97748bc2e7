// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace pe {

// How each scheme's attention signal changes with the distance Δ = 0 … count − 1 alone, one
// documented definition each (θᵢ = ωᵢ = base^(−2i/d), i = 0 … d/2 − 1):
//   sinusoidal: PE(0)·PE(Δ) = Σ_i cos(Δ·ωᵢ), which is PE(p)·PE(p + Δ) for every p;
//   rope: the long-term-decay bound of RoFormer (Su et al., section 3.4.3),
//         (1/(d/2))·Σ_{j=1}^{d/2} |S_j| with the partial sums S_j = Σ_{k=0}^{j−1} e^{iΔθₖ}
//         (the paper writes S_j = Σ_{i=0}^{j−1} e^{i(m−n)θᵢ} but numbers θ from 1,
//         θᵢ = 10000^(−2(i−1)/d); read here as the sum over the first j frequencies, fastest
//         first, with 0-based θₖ = base^(−2k/d)). At Δ = 0 it is (d/2 + 1)/2;
//   alibi: −slope_h·Δ for each head h (the bias a query gives a key Δ positions back).
class DistanceProfile
{
public:
    static std::vector<double> sinusoidal(int dimension, double base, int count);
    static std::vector<double> rope(int dimension, double base, int count);
    // One list per head, in the order of AlibiSlopes::slopes(heads).
    static std::vector<std::vector<double>> alibi(int heads, int count);

    // The same profiles at the given distances only (each ≥ 0, in any order): a view shows up to
    // 10^6 distances and samples the few its width can show.
    static std::vector<double> sinusoidalAt(int dimension, double base,
                                            const std::vector<int64_t> &distances);
    static std::vector<double> ropeAt(int dimension, double base,
                                      const std::vector<int64_t> &distances);
    static std::vector<std::vector<double>> alibiAt(int heads,
                                                    const std::vector<int64_t> &distances);
};

} // namespace pe
