// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/seededgenerator.h"

namespace pe {

uint64_t SeededGenerator::next()
{
    // SplitMix64 (Steele, Lea and Flood 2014), as used to seed xoshiro.
    m_state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int SeededGenerator::between(int low, int high)
{
    // Multiply-shift maps the top 32 bits onto the range without a division.
    const uint64_t span = static_cast<uint64_t>(static_cast<int64_t>(high) - low + 1);
    return low + static_cast<int>(((next() >> 32) * span) >> 32);
}

double SeededGenerator::tenths(int limit)
{
    return between(-limit, limit) / 10.0;
}

} // namespace pe
