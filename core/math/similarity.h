// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

// PE(p) compared with PE(k) at one position k.
struct SimilaritySample
{
    int64_t position = 0;
    double dot = 0; // PE(p) . PE(k)
    double distance = 0; // ||PE(k) - PE(p)||
};

// Where the distance to p stops growing with the gap: it rises to a local maximum at gap
// peakGap, then falls to a local minimum at dipGap > peakGap, so the position dipGap away is
// nearer to p than the one peakGap away. (d = 8: peak at gap 3, 2.017479; dip at gap 6,
// 0.657741. d = 128: 34 and 37.)
struct DistanceDip
{
    bool found = false;
    int64_t peakGap = 0;
    double peakDistance = 0;
    int64_t dipGap = 0;
    double dipDistance = 0;
};

// The similarity of PE(p) to PE(k) along the positions k. Both measures depend on the gap
// g = k - p only, pair by pair with angle t = g / denominator:
//   PE(p) . PE(k) = sum cos(t) = sum (1 - 2 sin^2(t/2)),   ||PE(k) - PE(p)||^2 = sum 4 sin^2(t/2),
// computed from the half angle so that small distances keep their digits.
class Similarity
{
public:
    static SimilaritySample at(const Encoding &encoding, int64_t p, int64_t k);

    // k = first, first + step, ..., count samples. The pairs' half angles advance by a rotation
    // re-anchored with exact sin/cos every Encoding::anchorInterval samples.
    static std::vector<SimilaritySample> run(const Encoding &encoding, int64_t p, int64_t first,
                                             int64_t step, int64_t count);

    // Positions 0 .. positionCount - 1: every one when they are at most maxSamples, else a grid
    // of step apart that runs through p (at most maxSamples of them), plus 0 and the last.
    static std::vector<SimilaritySample> profile(const Encoding &encoding, int64_t p,
                                                 int64_t positionCount, int maxSamples);

    // The first local maximum of the distance over the gaps 1 .. maxGap followed by a local
    // minimum (maxGap itself when the distance still falls there) at least minDrop (a fraction
    // of the peak) below it. Not found when the distance never falls that much within maxGap.
    static DistanceDip firstDip(const Encoding &encoding, int64_t maxGap, double minDrop = 0.01);
};

} // namespace pe
