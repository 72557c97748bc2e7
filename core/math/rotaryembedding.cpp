// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/rotaryembedding.h"

#include <cmath>
#include <cstring>

namespace pe {

const char *ropePairingName(RopePairing pairing)
{
    return pairing == RopePairing::Half ? "half" : "interleaved";
}

bool ropePairingFromName(const char *name, RopePairing *pairing)
{
    if (std::strcmp(name, "interleaved") == 0)
        *pairing = RopePairing::Interleaved;
    else if (std::strcmp(name, "half") == 0)
        *pairing = RopePairing::Half;
    else
        return false;
    return true;
}

RotaryEmbedding::RotaryEmbedding(int dimension, double base, RopePairing pairing)
    : m_dimension(dimension)
    , m_base(base)
    , m_pairing(pairing)
{
    m_thetas.reserve(static_cast<std::size_t>(dimension / 2));
    for (int i = 0; i < dimension / 2; ++i)
        m_thetas.push_back(std::pow(base, -2.0 * i / dimension));
}

std::pair<int, int> RotaryEmbedding::components(int pair) const
{
    if (m_pairing == RopePairing::Half)
        return { pair, pair + m_dimension / 2 };
    return { 2 * pair, 2 * pair + 1 };
}

std::vector<double> RotaryEmbedding::rotate(const std::vector<double> &vector,
                                            double position) const
{
    std::vector<double> out(vector);
    for (int i = 0; i < pairCount(); ++i) {
        const auto [a, b] = components(i);
        const double angle = position * theta(i);
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        const double x = vector[static_cast<std::size_t>(a)];
        const double y = vector[static_cast<std::size_t>(b)];
        out[static_cast<std::size_t>(a)] = x * c - y * s;
        out[static_cast<std::size_t>(b)] = x * s + y * c;
    }
    return out;
}

namespace {

    double dot(const std::vector<double> &a, const std::vector<double> &b)
    {
        double sum = 0;
        for (std::size_t k = 0; k < a.size(); ++k)
            sum += a[k] * b[k];
        return sum;
    }

} // namespace

double RotaryEmbedding::score(const std::vector<double> &q, const std::vector<double> &k, double m,
                              double n) const
{
    return dot(rotate(q, m), rotate(k, n));
}

double RotaryEmbedding::relativeScore(const std::vector<double> &q, const std::vector<double> &k,
                                      double m, double n) const
{
    return dot(q, rotate(k, n - m));
}

} // namespace pe
