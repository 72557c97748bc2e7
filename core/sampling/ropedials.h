// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/rotaryembedding.h"

#include <cstdint>
#include <vector>

namespace pe {

// One hand of a RoPE dial: pair i's two components of a rotated vector as (x, y), y up.
struct RopeHand
{
    double x = 0;
    double y = 0;
    double angle = 0; // atan2(y, x) reduced to [0, 2π): counter-clockwise from 3 o'clock
    double length = 0; // √(x² + y²), the same at every position
};

// Pair i of the RoPE view: q's hand from R_{m+t} q and k's hand from R_{n+t} k.
struct RopeDial
{
    int pair = 0;
    int first = 0; // the component drawn as x
    int second = 0; // the component drawn as y
    double theta = 0; // θᵢ = base^(−2i/d)
    RopeHand query;
    RopeHand key;
    // The angle from q's hand to k's hand in (−π, π]: k's own angle − q's + (n − m)·θᵢ, the
    // same for every t (read from the drawn hands, so it shows that it does not move).
    double between = 0;
    double positionTurn = 0; // (n − m)·θᵢ reduced to (−π, π]
    double shiftTurn = 0; // t·θᵢ reduced to [0, 2π): how far t turned both hands
};

// What the RoPE dial view draws, computed without a GUI: q at position m + t and k at n + t
// rotated by RotaryEmbedding, each pair as two hands, and the two scores that are one number:
//   (R_{m+t} q)·(R_{n+t} k) = q·(R_{n−m} k).
// Positions are whole numbers up to 2^53 (m + t and n + t included: the caller checks), so they
// are exact in a double.
class RopeDials
{
public:
    static constexpr uint64_t defaultSeed = 15; // issue 15: the dial's first q and k

    RopeDials(const RotaryEmbedding &rope, std::vector<double> query, std::vector<double> key,
              int64_t m, int64_t n, int64_t t);

    // q and k of d components from a seed (SeededGenerator, q's d numbers then k's): multiples
    // of 0.01 from −1 to 1. Not symmetric, so the two pairings put other numbers on a hand.
    static void seededVectors(int dimension, uint64_t seed, std::vector<double> *query,
                              std::vector<double> *key);

    const RotaryEmbedding &rope() const { return m_rope; }
    int pairCount() const { return m_rope.pairCount(); }
    int64_t m() const { return m_m; }
    int64_t n() const { return m_n; }
    int64_t t() const { return m_t; }
    const std::vector<double> &query() const { return m_query; }
    const std::vector<double> &key() const { return m_key; }

    double score() const { return m_score; } // (R_{m+t} q)·(R_{n+t} k)
    double relativeScore() const { return m_relativeScore; } // q·(R_{n−m} k)

    RopeDial dial(int pair) const;

    // θ reduced to [0, 2π) and to (−π, π].
    static double fullTurn(double angle);
    static double halfTurn(double angle);

private:
    RotaryEmbedding m_rope;
    std::vector<double> m_query;
    std::vector<double> m_key;
    int64_t m_m;
    int64_t m_n;
    int64_t m_t;
    std::vector<double> m_rotatedQuery;
    std::vector<double> m_rotatedKey;
    double m_score;
    double m_relativeScore;
};

} // namespace pe
