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

    // Per pair, the rotation of the half angle by half a step: sin and cos of step / (2 z_i).
    struct HalfStep
    {
        HalfStep(const Encoding &encoding, int64_t step)
        {
            const size_t n = static_cast<size_t>(encoding.pairCount());
            sine.resize(n);
            cosine.resize(n);
            for (size_t i = 0; i < n; ++i) {
                const double half
                    = static_cast<double>(step) / (2.0 * encoding.denominator(int(i)));
                sine[i] = std::sin(half);
                cosine[i] = std::cos(half);
            }
        }
        std::vector<double> sine;
        std::vector<double> cosine;
    };

    // Per pair, the half angle's sin and cos at the last sample computed.
    struct HalfAngles
    {
        explicit HalfAngles(const Encoding &encoding)
            : sine(static_cast<size_t>(encoding.pairCount()))
            , cosine(sine.size())
        {
        }
        std::vector<double> sine;
        std::vector<double> cosine;
    };

    // Samples j = from .. to − 1 of Similarity::run() into samples. from is a multiple of
    // Encoding::anchorInterval (it starts with an anchor), or the to of the call before with the
    // same angles: a run split so is the same as one run to the last bit.
    void runInto(const Encoding &encoding, int64_t p, int64_t first, int64_t step,
                 const HalfStep &rotation, HalfAngles *angles, int64_t from, int64_t to,
                 SimilaritySample *samples)
    {
        const int pairs = encoding.pairCount();
        const size_t n = static_cast<size_t>(pairs);
        double *s = angles->sine.data();
        double *c = angles->cosine.data();
        const double *rs = rotation.sine.data();
        const double *rc = rotation.cosine.data();
        for (int64_t j = from; j < to; ++j) {
            const int64_t k = first + j * step;
            // Four running sums of sin², added at the end: one sum waits for each addition
            // before the next (4096 in a row at d = 8192); four vectorize. The order is fixed,
            // so every sample is the same whichever thread computes it. The half angles are
            // turned in the same loop, while they are in registers.
            double partial[4] = { 0, 0, 0, 0 };
            size_t i = 0;
            if (j % Encoding::anchorInterval == 0) {
                const double gap = static_cast<double>(k - p);
                for (size_t m = 0; m < n; ++m) {
                    const double half = gap / (2.0 * encoding.denominator(int(m)));
                    s[m] = std::sin(half);
                    c[m] = std::cos(half);
                }
                for (; i + 4 <= n; i += 4)
                    for (size_t lane = 0; lane < 4; ++lane)
                        partial[lane] += s[i + lane] * s[i + lane];
            } else {
                for (; i + 4 <= n; i += 4)
                    for (size_t lane = 0; lane < 4; ++lane) {
                        const size_t m = i + lane;
                        const double ns = s[m] * rc[m] + c[m] * rs[m];
                        c[m] = c[m] * rc[m] - s[m] * rs[m];
                        s[m] = ns;
                        partial[lane] += ns * ns;
                    }
                for (size_t m = i; m < n; ++m) {
                    const double ns = s[m] * rc[m] + c[m] * rs[m];
                    c[m] = c[m] * rc[m] - s[m] * rs[m];
                    s[m] = ns;
                }
            }
            for (; i < n; ++i)
                partial[0] += s[i] * s[i];
            const double squared = (partial[0] + partial[1]) + (partial[2] + partial[3]);
            SimilaritySample &sample = samples[static_cast<size_t>(j - from)];
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
    if (count <= 0)
        return samples;
    // Two fixed halves split at an anchor: the same samples, whatever the threads.
    const HalfStep rotation(encoding, step);
    const int64_t split = count / 2 / Encoding::anchorInterval * Encoding::anchorInterval;
    inTwoParts(
        count, split, count * encoding.pairCount() >= parallelTerms, [&](int64_t from, int64_t to) {
            HalfAngles angles(encoding);
            runInto(encoding, p, first, step, rotation, &angles, from, to, samples.data() + from);
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
    // Gaps 1 .. maxGap as one run (one rotation, anchors every 64 gaps), computed in chunks that
    // grow: a dip near the start costs little.
    const HalfStep rotation(encoding, 1);
    HalfAngles angles(encoding);
    std::vector<SimilaritySample> samples;
    int64_t chunk = 16;
    for (int64_t done = 0; done < maxGap;) {
        const int64_t count = std::min(chunk, maxGap - done);
        samples.resize(static_cast<size_t>(count));
        runInto(encoding, 0, 1, 1, rotation, &angles, done, done + count, samples.data());
        for (const SimilaritySample &sample : samples) {
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
        done += count; // the next chunk goes on where this one ended, and is longer
        chunk = std::min<int64_t>(2 * chunk, 512);
    }
    if (!rising) // still falling at maxGap: the last gap is the nearest seen after the peak
        settle(maxGap, previous);
    if (!dip.found)
        dip = DistanceDip();
    return dip;
}

} // namespace pe
