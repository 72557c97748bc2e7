// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <vector>

namespace pe {

// Which components of a d-vector form RoPE's pair i. Both are in use, and weights trained with
// one give a broken model when loaded with the other:
//   Interleaved: (2i, 2i + 1), the RoFormer paper, GPT-J, Meta's Llama code;
//   Half: (i, i + d/2), GPT-NeoX and Hugging Face's rotate_half.
enum class RopePairing { Interleaved, Half };

const char *ropePairingName(RopePairing pairing);
bool ropePairingFromName(const char *name, RopePairing *pairing);

// Rotary position embedding (RoFormer, Su et al. 2021): the vector at position m has pair i
// turned by the angle m·θᵢ with θᵢ = base^(−2i/d), i = 0 … d/2 − 1. Because a rotation by m
// followed by the transpose of a rotation by n is a rotation by n − m,
//   score(m, n) = (Rₘ q)·(Rₙ k) = q·(R_{n−m} k),
// the score depends on n − m only. A value type; d even and base > 1 are the caller's to check.
class RotaryEmbedding
{
public:
    RotaryEmbedding(int dimension, double base, RopePairing pairing);

    int dimension() const { return m_dimension; }
    int pairCount() const { return m_dimension / 2; }
    double base() const { return m_base; }
    RopePairing pairing() const { return m_pairing; }

    double theta(int pair) const { return m_thetas[static_cast<std::size_t>(pair)]; }
    // The two components of pair i: (first, second) is turned like (x, y) in the plane.
    std::pair<int, int> components(int pair) const;

    // R_position · vector (vector has d components).
    std::vector<double> rotate(const std::vector<double> &vector, double position) const;
    // (Rₘ q)·(Rₙ k)
    double score(const std::vector<double> &q, const std::vector<double> &k, double m,
                 double n) const;
    // q·(R_{n−m} k): the same number computed from the distance alone.
    double relativeScore(const std::vector<double> &q, const std::vector<double> &k, double m,
                         double n) const;

private:
    int m_dimension;
    double m_base;
    RopePairing m_pairing;
    std::vector<double> m_thetas;
};

} // namespace pe
