// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/similarity.h"
#include "core/math/twoparts.h"

#include <algorithm>
#include <cmath>

namespace pe {

SimilaritySample Similarity::at(const Encoding &encoding, int64_t p, int64_t k)
{
    SimilaritySample sample;
    sample.position = k;
    const double gap = static_cast<double>(k - p);
    double squared = 0;
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const double half = std::sin(gap / (2.0 * encoding.denominator(i)));
        sample.dot += 1.0 - 2.0 * half * half;
        squared += 4.0 * half * half;
    }
    sample.distance = std::sqrt(squared);
    return sample;
}

namespace {

    // Samples j = from .. to − 1 of Similarity::run() into samples; from is a multiple of
    // Encoding::anchorInterval (it starts with an anchor), so a run split there is the same as
    // one run to the last bit.
    void runInto(const Encoding &encoding, int64_t p, int64_t first, int64_t step, int64_t from,
                 int64_t to, SimilaritySample *samples)
    {
        const int pairs = encoding.pairCount();
        const size_t n = static_cast<size_t>(pairs);
        // Per pair: the half angle's (sin, cos) and the rotation by half a step.
        std::vector<double> s(n), c(n), rs(n), rc(n);
        for (size_t i = 0; i < n; ++i) {
            const double halfStep
                = static_cast<double>(step) / (2.0 * encoding.denominator(int(i)));
            rs[i] = std::sin(halfStep);
            rc[i] = std::cos(halfStep);
        }
        for (int64_t j = from; j < to; ++j) {
            const int64_t k = first + j * step;
            if (j % Encoding::anchorInterval == 0) {
                const double gap = static_cast<double>(k - p);
                for (size_t i = 0; i < n; ++i) {
                    const double half = gap / (2.0 * encoding.denominator(int(i)));
                    s[i] = std::sin(half);
                    c[i] = std::cos(half);
                }
            } else {
                for (size_t i = 0; i < n; ++i) {
                    const double ns = s[i] * rc[i] + c[i] * rs[i];
                    c[i] = c[i] * rc[i] - s[i] * rs[i];
                    s[i] = ns;
                }
            }
            // Four running sums, added at the end: one sum waits for each addition before the
            // next (4096 in a row at d = 8192, most of the Similarity view's time); four
            // vectorize. The order is fixed, so every sample is the same whichever thread
            // computes it.
            double partial[4] = { 0, 0, 0, 0 };
            size_t i = 0;
            for (; i + 4 <= n; i += 4)
                for (size_t lane = 0; lane < 4; ++lane)
                    partial[lane] += s[i + lane] * s[i + lane];
            for (; i < n; ++i)
                partial[0] += s[i] * s[i];
            const double squared = (partial[0] + partial[1]) + (partial[2] + partial[3]);
            SimilaritySample &sample = samples[static_cast<size_t>(j)];
            sample.position = k;
            sample.dot = static_cast<double>(pairs) - 2.0 * squared;
            sample.distance = 2.0 * std::sqrt(squared);
        }
    }

    // Two threads from this many pair terms on (d = 8192 over 873 samples: 3.6 million).
    constexpr int64_t parallelTerms = 500000;

} // namespace

std::vector<SimilaritySample> Similarity::run(const Encoding &encoding, int64_t p, int64_t first,
                                              int64_t step, int64_t count)
{
    std::vector<SimilaritySample> samples(static_cast<size_t>(std::max<int64_t>(0, count)));
    // Two fixed halves split at an anchor: the same samples, whatever the threads.
    const int64_t split = count / 2 / Encoding::anchorInterval * Encoding::anchorInterval;
    inTwoParts(count, split, count * encoding.pairCount() >= parallelTerms,
               [&](int64_t from, int64_t to) {
                   runInto(encoding, p, first, step, from, to, samples.data());
               });
    return samples;
}

std::vector<SimilaritySample> Similarity::profile(const Encoding &encoding, int64_t p,
                                                  int64_t positionCount, int maxSamples)
{
    if (positionCount <= 0)
        return {};
    maxSamples = std::max(2, maxSamples);
    if (positionCount <= maxSamples)
        return run(encoding, p, 0, 1, positionCount);
    const int64_t last = positionCount - 1;
    const int64_t step = (last + maxSamples - 2) / (maxSamples - 1); // ceil(last / (max - 1))
    // The grid runs through p when p is shown, so the curves keep their extremes at k = p.
    const int64_t offset = p >= 0 && p <= last ? p % step : 0;
    std::vector<SimilaritySample> samples;
    samples.reserve(static_cast<size_t>(maxSamples) + 2);
    if (offset > 0)
        samples.push_back(at(encoding, p, 0));
    const std::vector<SimilaritySample> grid
        = run(encoding, p, offset, step, (last - offset) / step + 1);
    samples.insert(samples.end(), grid.begin(), grid.end());
    if (samples.back().position != last)
        samples.push_back(at(encoding, p, last));
    return samples;
}

DistanceDip Similarity::firstDip(const Encoding &encoding, int64_t maxGap, double minDrop)
{
    DistanceDip dip;
    bool rising = true;
    double previous = 0; // distance at gap 0
    // A local minimum after the peak: reported when it lies minDrop (relative) below the peak.
    const auto settle = [&](int64_t gap, double distance) {
        if (dip.peakDistance - distance >= minDrop * dip.peakDistance) {
            dip.found = true;
            dip.dipGap = gap;
            dip.dipDistance = distance;
        }
        return dip.found;
    };
    int64_t chunk = 16; // grows: a dip near the start costs little, a far one few anchors
    for (int64_t first = 1; first <= maxGap;) {
        const int64_t count = std::min(chunk, maxGap - first + 1);
        for (const SimilaritySample &sample : run(encoding, 0, first, 1, count)) {
            if (rising && sample.distance < previous) {
                rising = false;
                dip.peakGap = sample.position - 1;
                dip.peakDistance = previous;
            } else if (!rising && sample.distance > previous) {
                if (settle(sample.position - 1, previous))
                    return dip;
                rising = true;
            }
            previous = sample.distance;
        }
        first += count; // the next chunk starts where this one ended, then grows
        chunk = std::min<int64_t>(2 * chunk, 512);
    }
    if (!rising) // still falling at maxGap: the last gap is the nearest seen after the peak
        settle(maxGap, previous);
    if (!dip.found)
        dip = DistanceDip();
    return dip;
}

} // namespace pe
