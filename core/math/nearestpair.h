// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>

namespace pe {

// The nearest pair of positions among 0 … count − 1: a < b with the smallest ‖PE(a) − PE(b)‖ in
// double. Exact without comparing pairs: each pair of components lies on a circle, so
//   ‖PE(a) − PE(b)‖² = Σ_i |e^{i a θᵢ} − e^{i b θᵢ}|² = Σ_i (2 sin((b − a) θᵢ / 2))²
// depends on the gap b − a alone. Every gap 1 … count − 1 is tried (count · d/2 sines instead of
// count² · d), and the smallest gap of the least distance wins; its pair is (0, gap), and every
// (a, a + gap) in the range is exactly as near.
class NearestPair
{
public:
    // count >= 2
    NearestPair(const Encoding &encoding, int64_t count);

    int64_t first() const { return 0; }
    int64_t second() const { return m_gap; }
    int64_t gap() const { return m_gap; }
    double distance() const { return m_distance; }

    // ‖PE(p + gap) − PE(p)‖ for every p, from the half-angle sines (no cancellation for small
    // distances, unlike the difference of the vectors or 2 − 2 cos).
    static double distanceAt(const Encoding &encoding, int64_t gap);

private:
    int64_t m_gap = 1;
    double m_distance = 0;
};

} // namespace pe
