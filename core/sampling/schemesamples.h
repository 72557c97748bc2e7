// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace pe {

// The exact values of the three distance profiles (DistanceProfile) at one distance Δ: the
// sinusoid's PE(0)·PE(Δ), RoPE's long-term-decay bound and ALiBi's −slope_h·Δ for each head.
struct SchemeReading
{
    int64_t distance = 0;
    double sinusoidal = 0;
    double rope = 0;
    std::vector<double> alibi; // one per head, in the order of AlibiSlopes::slopes()
    std::vector<double> slopes; // the heads' slopes
    // The values at Δ = 0 (d/2 and (d/2 + 1)/2), which the view divides by.
    double sinusoidalAtZero = 0;
    double ropeAtZero = 0;
};

// What the schemes view draws, computed without a GUI: the three profiles for Δ = 0 … count − 1,
// at every distance while they are at most maxSamples, else on an even grid of about maxSamples
// distances that starts at 0 and ends at count − 1 (the sums cost d/2 terms a distance, and
// 10^6 distances at d = 65536 would take minutes). The values themselves come from
// DistanceProfile, nothing is recomputed here.
class SchemeSamples
{
public:
    struct Parameters
    {
        int dimension = 128;
        double base = 10000;
        int64_t count = 50;
        int heads = 8;
        bool operator==(const Parameters &other) const
        {
            return dimension == other.dimension && base == other.base && count == other.count
                && heads == other.heads;
        }
        bool operator!=(const Parameters &other) const { return !(*this == other); }
    };

    SchemeSamples() = default;
    SchemeSamples(const Parameters &parameters, int maxSamples);

    // The distances drawn for count distances and a budget of maxSamples (at least 2).
    static std::vector<int64_t> sampledDistances(int64_t count, int maxSamples);

    const Parameters &parameters() const { return m_parameters; }
    int maxSamples() const { return m_maxSamples; }
    bool isEmpty() const { return m_distances.empty(); }
    const std::vector<int64_t> &distances() const { return m_distances; }
    const std::vector<double> &sinusoidal() const { return m_sinusoidal; }
    const std::vector<double> &rope() const { return m_rope; }
    const std::vector<std::vector<double>> &alibi() const { return m_alibi; }
    const std::vector<double> &slopes() const { return m_slopes; }
    // The values at Δ = 0 (d/2 and (d/2 + 1)/2), which the view divides by.
    double sinusoidalAtZero() const { return m_sinusoidalAtZero; }
    double ropeAtZero() const { return m_ropeAtZero; }

    // Every profile at one distance, exactly (also between the sampled distances).
    SchemeReading at(int64_t distance) const { return readingAt(m_parameters, distance); }
    // The same without sampling anything: O(d + heads).
    static SchemeReading readingAt(const Parameters &parameters, int64_t distance);

private:
    Parameters m_parameters;
    int m_maxSamples = 0;
    std::vector<int64_t> m_distances;
    std::vector<double> m_sinusoidal;
    std::vector<double> m_rope;
    std::vector<std::vector<double>> m_alibi;
    std::vector<double> m_slopes;
    double m_sinusoidalAtZero = 0;
    double m_ropeAtZero = 0;
};

} // namespace pe
