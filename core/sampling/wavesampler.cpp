// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/wavesampler.h"

#include <algorithm>
#include <cmath>
#include <vector>

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
            // x >= first - 0.5 >= -0.5: x + 0.5 truncated is std::round(x) after the clamp (and
            // inlined: std::round was a fifth of a new base at d = 8192 with 10^6 positions).
            const double candidate
                = std::clamp(static_cast<double>(static_cast<int64_t>(x + 0.5)),
                             static_cast<double>(first), static_cast<double>(last));
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

    // A run of positions and where its lowest and highest values lie.
    struct RunExtremes
    {
        int64_t first = 0;
        int64_t last = 0;
        int64_t lowest = 0;
        double low = 0;
        int64_t highest = 0;
        double high = 0;
    };

    // The column's values in order, a chunk at a time: positions are read front to back.
    class ColumnReader
    {
    public:
        ColumnReader(const Encoding &encoding, int dim, int64_t count)
            : m_encoding(encoding)
            , m_dim(dim)
            , m_count(count)
            , m_chunk(static_cast<size_t>(std::min<int64_t>(count, 4096)))
        {
        }
        double at(int64_t k)
        {
            if (k >= m_end || k < m_start) {
                m_start = k;
                m_end = std::min(m_count, k + static_cast<int64_t>(m_chunk.size()));
                m_encoding.fillColumn(m_dim, static_cast<double>(m_start), m_end - m_start,
                                      m_chunk.data());
            }
            return m_chunk[static_cast<size_t>(k - m_start)];
        }

    private:
        const Encoding &m_encoding;
        int m_dim;
        int64_t m_count;
        std::vector<double> m_chunk;
        int64_t m_start = 0;
        int64_t m_end = 0;
    };

    // Each of `buckets` runs of positions 0 .. count - 1 (count >= buckets) with its extremes:
    // short runs scanned along the column, long ones searched in closed form.
    std::vector<RunExtremes> everyRun(const Encoding &encoding, int dim, int64_t count, int buckets)
    {
        std::vector<RunExtremes> runs(static_cast<size_t>(buckets));
        ColumnReader column(encoding, dim, count);
        const bool scan = count / buckets < WaveSampler::maxScannedRun;
        for (int b = 0; b < buckets; ++b) {
            RunExtremes &run = runs[static_cast<size_t>(b)];
            run.first = runStart(count, b, buckets);
            run.last = runStart(count, b + 1, buckets) - 1;
            run.lowest = run.highest = run.first;
            if (scan) {
                run.low = run.high = column.at(run.first);
                for (int64_t k = run.first + 1; k <= run.last; ++k) {
                    const double v = column.at(k);
                    if (v < run.low) {
                        run.low = v;
                        run.lowest = k;
                    } else if (v > run.high) {
                        run.high = v;
                        run.highest = k;
                    }
                }
            } else {
                WaveSampler::runExtremes(encoding, dim, run.first, run.last, &run.lowest,
                                         &run.highest);
                run.low = encoding.value(static_cast<double>(run.lowest), dim);
                run.high = encoding.value(static_cast<double>(run.highest), dim);
            }
        }
        return runs;
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

std::vector<QPointF> WaveSampler::sample(const Encoding &encoding, int dim, int64_t count,
                                         int buckets)
{
    std::vector<QPointF> points;
    if (count <= 0 || dim < 0 || dim >= encoding.dimension())
        return points;
    buckets = std::max(1, buckets);
    if (count <= 2 * static_cast<int64_t>(buckets)) {
        ColumnReader column(encoding, dim, count);
        points.reserve(static_cast<std::size_t>(count));
        for (int64_t k = 0; k < count; ++k)
            points.push_back(QPointF(static_cast<double>(k), column.at(k)));
        return points;
    }
    points.reserve(2 * buckets);
    for (const RunExtremes &run : everyRun(encoding, dim, count, buckets)) {
        const bool lowFirst = run.lowest <= run.highest;
        points.push_back(QPointF(static_cast<double>(lowFirst ? run.lowest : run.highest),
                                 lowFirst ? run.low : run.high));
        if (run.lowest != run.highest)
            points.push_back(QPointF(static_cast<double>(lowFirst ? run.highest : run.lowest),
                                     lowFirst ? run.high : run.low));
    }
    return points;
}

WaveSampler::Envelope WaveSampler::envelope(const Encoding &encoding, int dim, int64_t count,
                                            int buckets, int reach)
{
    Envelope band;
    if (count <= 0 || dim < 0 || dim >= encoding.dimension())
        return band;
    buckets = static_cast<int>(std::clamp<int64_t>(buckets, 1, count));
    reach = std::max(0, reach);
    const std::vector<RunExtremes> runs = everyRun(encoding, dim, count, buckets);
    band.lower.reserve(buckets);
    band.upper.reserve(buckets);
    for (int b = 0; b < buckets; ++b) {
        double low = runs[static_cast<size_t>(b)].low;
        double high = runs[static_cast<size_t>(b)].high;
        for (int n = std::max(0, b - reach); n <= std::min(buckets - 1, b + reach); ++n) {
            low = std::min(low, runs[static_cast<size_t>(n)].low);
            high = std::max(high, runs[static_cast<size_t>(n)].high);
        }
        const RunExtremes &run = runs[static_cast<size_t>(b)];
        const double x = b == 0 ? 0.0
            : b == buckets - 1  ? static_cast<double>(count - 1)
                                : (static_cast<double>(run.first) + run.last) / 2;
        band.lower.push_back(QPointF(x, low));
        band.upper.push_back(QPointF(x, high));
    }
    return band;
}

std::vector<QPointF> WaveSampler::simplified(const std::vector<QPointF> &points, double xScale,
                                             double yScale, double tolerance)
{
    const auto n = static_cast<std::ptrdiff_t>(points.size());
    if (n <= 2)
        return points;
    // Douglas-Peucker, without recursion: keep the point farthest from the chord while it lies
    // more than tolerance away, then look at both halves.
    std::vector<char> keep(static_cast<size_t>(n), 0);
    keep.front() = keep.back() = 1;
    std::vector<std::pair<std::ptrdiff_t, std::ptrdiff_t>> spans { { 0, n - 1 } };
    while (!spans.empty()) {
        const auto [a, b] = spans.back();
        spans.pop_back();
        const double ax = points[a].x() * xScale;
        const double ay = points[a].y() * yScale;
        const double dx = points[b].x() * xScale - ax;
        const double dy = points[b].y() * yScale - ay;
        const double length = std::hypot(dx, dy);
        double worst = 0;
        std::ptrdiff_t at = -1;
        for (std::ptrdiff_t i = a + 1; i < b; ++i) {
            const double px = points[i].x() * xScale - ax;
            const double py = points[i].y() * yScale - ay;
            const double distance
                = length > 0 ? std::abs(px * dy - py * dx) / length : std::hypot(px, py);
            if (distance > worst) {
                worst = distance;
                at = i;
            }
        }
        if (at >= 0 && worst > tolerance) {
            keep[static_cast<size_t>(at)] = 1;
            spans.push_back({ a, at });
            spans.push_back({ at, b });
        }
    }
    std::vector<QPointF> result;
    for (std::ptrdiff_t i = 0; i < n; ++i)
        if (keep[static_cast<size_t>(i)])
            result.push_back(points[i]);
    return result;
}

} // namespace pe
