// SPDX-License-Identifier: GPL-3.0-or-later
#include "wavesampler.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr double pi = 3.14159265358979323846264338327950288;

    // The whole position in [first, last] nearest to a phase where the component peaks (peak ==
    // true) or dips, among the run's first maxPeriodsPerRun periods; -1 if none lies in the run.
    // The nearer a whole position is to the exact peak, the higher its value (cos of the phase
    // gap), so only the winner needs evaluating.
    int64_t nearestExtremum(const Encoding &encoding, int dim, int64_t first, int64_t last,
                            bool peak)
    {
        const double denominator = encoding.denominator(encoding.pairOfDimension(dim));
        // value = sin(angle + shift): shift 0 for sin, pi/2 for cos. Peak where angle + shift =
        // pi/2.
        const double shift = encoding.isCosine(dim) ? pi / 2 : 0.0;
        const double target = (peak ? pi / 2 : -pi / 2) - shift;
        const double period = 2 * pi;
        // Smallest k with (target + k * period) * denominator >= first - 0.5.
        double k = std::ceil(((static_cast<double>(first) - 0.5) / denominator - target) / period);
        int64_t best = -1;
        double bestGap = 1.0;
        for (int n = 0; n < WaveSampler::maxPeriodsPerRun; ++n, k += 1.0) {
            const double x = (target + k * period) * denominator;
            if (x > static_cast<double>(last) + 0.5)
                break;
            const double candidate
                = std::clamp(std::round(x), static_cast<double>(first), static_cast<double>(last));
            const double gap = std::abs(candidate - x);
            if (gap < bestGap) {
                bestGap = gap;
                best = static_cast<int64_t>(candidate);
            }
        }
        return best;
    }

    // floor(count * b / buckets) without overflowing for large counts.
    int64_t runStart(int64_t count, int b, int buckets)
    {
        return (count / buckets) * b + (count % buckets) * b / buckets;
    }

} // namespace

void WaveSampler::runExtremes(const Encoding &encoding, int dim, int64_t first, int64_t last,
                              int64_t *lowest, int64_t *highest)
{
    const double firstValue = encoding.value(static_cast<double>(first), dim);
    const double lastValue = encoding.value(static_cast<double>(last), dim);
    *lowest = firstValue <= lastValue ? first : last;
    *highest = firstValue <= lastValue ? last : first;
    double low = std::min(firstValue, lastValue);
    double high = std::max(firstValue, lastValue);
    const int64_t dip = nearestExtremum(encoding, dim, first, last, false);
    if (dip >= 0 && encoding.value(static_cast<double>(dip), dim) < low)
        *lowest = dip;
    const int64_t peak = nearestExtremum(encoding, dim, first, last, true);
    if (peak >= 0 && encoding.value(static_cast<double>(peak), dim) > high)
        *highest = peak;
}

QList<QPointF> WaveSampler::sample(const Encoding &encoding, int dim, int64_t count, int buckets)
{
    QList<QPointF> points;
    if (count <= 0 || dim < 0 || dim >= encoding.dimension())
        return points;
    buckets = std::max(1, buckets);
    if (count <= 2 * static_cast<int64_t>(buckets)) {
        points.reserve(static_cast<qsizetype>(count));
        for (int64_t k = 0; k < count; ++k) {
            const double x = static_cast<double>(k);
            points.append(QPointF(x, encoding.value(x, dim)));
        }
        return points;
    }
    points.reserve(2 * buckets);
    for (int b = 0; b < buckets; ++b) {
        const int64_t first = runStart(count, b, buckets);
        const int64_t last = runStart(count, b + 1, buckets) - 1;
        int64_t lowest = first;
        int64_t highest = first;
        runExtremes(encoding, dim, first, last, &lowest, &highest);
        const int64_t a = std::min(lowest, highest);
        const int64_t c = std::max(lowest, highest);
        points.append(QPointF(static_cast<double>(a), encoding.value(static_cast<double>(a), dim)));
        if (c != a)
            points.append(
                QPointF(static_cast<double>(c), encoding.value(static_cast<double>(c), dim)));
    }
    return points;
}

} // namespace pe
