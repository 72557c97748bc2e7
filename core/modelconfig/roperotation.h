// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/rotaryembedding.h"
#include "core/precision/floattype.h"

#include <optional>
#include <utility>
#include <vector>

namespace pe {

// A model's RoPE applied to one head's vectors: the first rotatedDimensions components turned pair
// by pair with the given inverse frequencies, the rest passed unrotated (partial rotary), cos and
// sin multiplied by the attention factor as transformers does. The pairs inside the rotated block:
// Half (i, i + r/2, transformers' rotate_half) or Interleaved (2i, 2i + 1, Meta's and GPT-J's
// code).
//
// angleType: the angles computed in a 16-bit type, as a model cast whole to bfloat16 or float16
// computes position_ids × inv_freq: the position and the inverse frequency rounded to the type,
// and their product rounded again (the type's matrix product returns the type); cos and sin are
// then taken in double. Without it, everything is double.
class RopeRotation
{
public:
    RopeRotation(std::vector<double> frequencies, int headDimension, RopePairing pairing,
                 double attentionFactor = 1, std::optional<FloatType> angleType = std::nullopt);

    int headDimension() const { return m_headDimension; }
    int rotatedDimensions() const { return 2 * static_cast<int>(m_frequencies.size()); }
    RopePairing pairing() const { return m_pairing; }
    double attentionFactor() const { return m_attentionFactor; }
    const std::vector<double> &frequencies() const { return m_frequencies; }

    std::pair<int, int> components(int pair) const;
    double angle(int pair, double position) const;
    std::vector<double> rotate(const std::vector<double> &vector, double position) const;
    // (Rₘ q)·(Rₙ k)
    double score(const std::vector<double> &q, const std::vector<double> &k, double m,
                 double n) const;

private:
    std::vector<double> m_frequencies;
    int m_headDimension;
    RopePairing m_pairing;
    double m_attentionFactor;
    std::optional<FloatType> m_angleType;
};

} // namespace pe
