// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace pe {

// A small deterministic random source (SplitMix64) for the lessons' toy weights: the same seed
// gives the same numbers with every compiler and standard library, unlike the std:: engines'
// distributions. Not for anything that needs real randomness.
class SeededGenerator
{
public:
    explicit SeededGenerator(uint64_t seed)
        : m_state(seed)
    {
    }

    uint64_t next();
    // A whole number from low to high (both included), high >= low.
    int between(int low, int high);
    // A multiple of 0.1 from -limit to +limit tenths, e.g. limit 10 gives -1.0, -0.9, ..., 1.0.
    double tenths(int limit);

private:
    uint64_t m_state;
};

} // namespace pe
