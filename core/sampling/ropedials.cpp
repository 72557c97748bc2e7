// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/ropedials.h"

#include "core/math/seededgenerator.h"

#include <cmath>
#include <tuple>
#include <utility>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
    constexpr double pi = 3.1415926535897932384626433832795;

    RopeHand handOf(const std::vector<double> &v, int first, int second)
    {
        RopeHand hand;
        hand.x = v[static_cast<std::size_t>(first)];
        hand.y = v[static_cast<std::size_t>(second)];
        hand.angle = RopeDials::fullTurn(std::atan2(hand.y, hand.x));
        hand.length = std::hypot(hand.x, hand.y);
        return hand;
    }
} // namespace

RopeDials::RopeDials(const RotaryEmbedding &rope, std::vector<double> query,
                     std::vector<double> key, int64_t m, int64_t n, int64_t t)
    : m_rope(rope)
    , m_query(std::move(query))
    , m_key(std::move(key))
    , m_m(m)
    , m_n(n)
    , m_t(t)
{
    const double mt = static_cast<double>(m + t);
    const double nt = static_cast<double>(n + t);
    m_rotatedQuery = m_rope.rotate(m_query, mt);
    m_rotatedKey = m_rope.rotate(m_key, nt);
    m_score = m_rope.score(m_query, m_key, mt, nt);
    m_relativeScore
        = m_rope.relativeScore(m_query, m_key, static_cast<double>(m), static_cast<double>(n));
}

void RopeDials::seededVectors(int dimension, uint64_t seed, std::vector<double> *query,
                              std::vector<double> *key)
{
    SeededGenerator generator(seed);
    const auto draw = [&](std::vector<double> *v) {
        v->resize(static_cast<std::size_t>(dimension));
        for (double &x : *v)
            x = generator.between(-100, 100) / 100.0;
    };
    draw(query);
    draw(key);
}

RopeDial RopeDials::dial(int pair) const
{
    RopeDial d;
    d.pair = pair;
    std::tie(d.first, d.second) = m_rope.components(pair);
    d.theta = m_rope.theta(pair);
    d.query = handOf(m_rotatedQuery, d.first, d.second);
    d.key = handOf(m_rotatedKey, d.first, d.second);
    d.between = halfTurn(d.key.angle - d.query.angle);
    d.positionTurn = halfTurn(static_cast<double>(m_n - m_m) * d.theta);
    d.shiftTurn = fullTurn(static_cast<double>(m_t) * d.theta);
    return d;
}

double RopeDials::fullTurn(double angle)
{
    double a = std::fmod(angle, twoPi);
    if (a < 0)
        a += twoPi;
    return a >= twoPi || a == 0 ? 0.0 : a; // never −0
}

double RopeDials::halfTurn(double angle)
{
    double a = std::remainder(angle, twoPi); // [−π, π]
    if (a <= -pi)
        a += twoPi;
    return a;
}

} // namespace pe
