// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/heatmapsampler.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

namespace {

    constexpr double pi = 3.14159265358979323846264338327950288;

    struct SinCos
    {
        double sin;
        double cos;
    };

    // sin and cos of position / z for the exact quotient: the division's rounding error lo is
    // carried along (fma gives it exactly), so angles of 1e6 radians stay accurate to about 1e-16.
    SinCos sinCosOf(double position, double z)
    {
        const double hi = position / z;
        const double lo = std::fma(-hi, z, position) / z;
        const double s = std::sin(hi);
        const double c = std::cos(hi);
        return { s + c * lo, c - s * lo };
    }

    // The index of value in list, appending it while there is room; noIndex when full.
    template<typename T>
    uint8_t indexIn(std::vector<T> &list, T value, int maxSize, uint8_t noIndex)
    {
        const auto it = std::find(list.begin(), list.end(), value);
        if (it != list.end())
            return static_cast<uint8_t>(it - list.begin());
        if (static_cast<int>(list.size()) >= maxSize)
            return noIndex;
        list.push_back(value);
        return static_cast<uint8_t>(list.size() - 1);
    }

    // value clamped to [0, limit] and converted; NaN counts as 0.
    int64_t clampedPosition(double value, int64_t limit)
    {
        if (!(value > 0.0))
            return 0;
        if (value >= static_cast<double>(limit))
            return limit;
        return static_cast<int64_t>(value);
    }

} // namespace

HeatmapSampler::HeatmapSampler(const Encoding &encoding, double firstPosition,
                               double positionsPerPixel, int width, int64_t positionCount)
    : m_encoding(encoding)
    , m_positionsPerPixel(positionsPerPixel)
{
    const size_t w = static_cast<size_t>(std::max(width, 0));
    m_midpoints.assign(w, 0.0);
    m_counts.assign(w, 0);
    m_step.assign(w, noIndex);
    m_countIndex.assign(w, noIndex);
    const int64_t n = std::max<int64_t>(positionCount, 0);
    if (averages()) {
        // Pixel x shows the positions k with k + 0.5 in [edge(x), edge(x + 1)).
        int64_t lo = clampedPosition(std::ceil(firstPosition - 0.5), n);
        for (size_t x = 0; x < w; ++x) {
            const double edge = firstPosition + static_cast<double>(x + 1) * positionsPerPixel;
            const int64_t hi = std::max(lo, clampedPosition(std::ceil(edge - 0.5), n));
            m_counts[x] = hi - lo;
            m_midpoints[x] = 0.5 * static_cast<double>(lo + hi - 1);
            lo = hi;
        }
    } else if (positionsPerPixel > 0.0) {
        for (size_t x = 0; x < w; ++x) {
            const double k
                = std::floor(firstPosition + (static_cast<double>(x) + 0.5) * positionsPerPixel);
            if (k >= 0.0 && k < static_cast<double>(n)) {
                m_counts[x] = 1;
                m_midpoints[x] = k;
            }
        }
    }
    for (size_t x = 0; x < w; ++x) {
        if (m_counts[x] == 0)
            continue;
        m_countIndex[x] = indexIn(m_distinctCounts, m_counts[x], maxDistinct, noIndex);
        if (x > 0 && x % anchorInterval != 0 && m_counts[x - 1] > 0)
            m_step[x]
                = indexIn(m_stepSizes, m_midpoints[x] - m_midpoints[x - 1], maxDistinct, noIndex);
    }
}

PixelPositions HeatmapSampler::pixelPositions(int x) const
{
    if (x < 0 || x >= width())
        return {};
    const size_t i = static_cast<size_t>(x);
    const int64_t count = m_counts[i];
    if (count == 0)
        return {};
    return { std::llround(m_midpoints[i] - 0.5 * static_cast<double>(count - 1)), count };
}

void HeatmapSampler::sampleRow(int dim, double *out) const
{
    sampleRows(&dim, 1, &out);
}

void HeatmapSampler::sampleRows(const int *dims, int count, double *const *out) const
{
    std::vector<double> spare; // where the unused lanes of the last batch write
    for (int i = 0; i < count; i += batch) {
        int laneDims[batch];
        double *laneOut[batch];
        for (int j = 0; j < batch; ++j) {
            if (i + j < count) {
                laneDims[j] = dims[i + j];
                laneOut[j] = out[i + j];
            } else {
                spare.resize(m_counts.size());
                laneDims[j] = dims[i];
                laneOut[j] = spare.data();
            }
        }
        sampleBatch(laneDims, laneOut);
    }
}

void HeatmapSampler::sampleBatch(const int *dims, double *const *out) const
{
    // Per lane j: the denominator, the rotations for the distinct steps, and the mean factors of
    // the distinct counts folded into the sin and cos weights (one of them is 0). All loops over
    // j have the fixed trip count batch, so the lanes live in registers.
    double z[batch];
    double stepSin[maxDistinct][batch];
    double stepCos[maxDistinct][batch];
    double weightSin[maxDistinct][batch];
    double weightCos[maxDistinct][batch];
    bool cosine[batch];
    for (int j = 0; j < batch; ++j) {
        z[j] = m_encoding.denominator(m_encoding.pairOfDimension(dims[j]));
        cosine[j] = m_encoding.isCosine(dims[j]);
        for (size_t i = 0; i < m_stepSizes.size(); ++i) {
            const SinCos step = sinCosOf(m_stepSizes[i], z[j]);
            stepSin[i][j] = step.sin;
            stepCos[i][j] = step.cos;
        }
        for (size_t i = 0; i < m_distinctCounts.size(); ++i) {
            const double factor = meanFactor(m_distinctCounts[i], 0.5 / z[j]);
            weightSin[i][j] = cosine[j] ? 0.0 : factor;
            weightCos[i][j] = cosine[j] ? factor : 0.0;
        }
    }

    double s[batch] = {};
    double c[batch] = {};
    const size_t w = m_counts.size();
    for (size_t x = 0; x < w; ++x) {
        const int64_t n = m_counts[x];
        if (n == 0) {
            for (int j = 0; j < batch; ++j)
                out[j][x] = std::numeric_limits<double>::quiet_NaN();
            continue;
        }
        const uint8_t step = m_step[x];
        if (step == noIndex) {
            for (int j = 0; j < batch; ++j) {
                const SinCos anchor = sinCosOf(m_midpoints[x], z[j]);
                s[j] = anchor.sin;
                c[j] = anchor.cos;
            }
        } else {
            for (int j = 0; j < batch; ++j) {
                const double ns = s[j] * stepCos[step][j] + c[j] * stepSin[step][j];
                c[j] = c[j] * stepCos[step][j] - s[j] * stepSin[step][j];
                s[j] = ns;
            }
        }
        const uint8_t ci = m_countIndex[x];
        if (ci != noIndex) {
            for (int j = 0; j < batch; ++j)
                out[j][x] = weightSin[ci][j] * s[j] + weightCos[ci][j] * c[j];
        } else {
            for (int j = 0; j < batch; ++j)
                out[j][x] = meanFactor(n, 0.5 / z[j]) * (cosine[j] ? c[j] : s[j]);
        }
    }
}

std::vector<double> HeatmapSampler::row(int dim) const
{
    std::vector<double> values(m_counts.size());
    sampleRow(dim, values.data());
    return values;
}

double HeatmapSampler::pixelValue(int dim, int x) const
{
    const PixelPositions positions = pixelPositions(x);
    if (positions.count == 0 || dim < 0 || dim >= m_encoding.dimension())
        return std::numeric_limits<double>::quiet_NaN();
    const double z = m_encoding.denominator(m_encoding.pairOfDimension(dim));
    const SinCos value = sinCosOf(m_midpoints[static_cast<size_t>(x)], z);
    return meanFactor(positions.count, 0.5 / z)
        * (m_encoding.isCosine(dim) ? value.cos : value.sin);
}

double HeatmapSampler::meanFactor(int64_t count, double halfStep)
{
    if (count <= 1)
        return 1.0;
    // halfStep = j pi + eps: sin(m (j pi + eps)) / (m sin(j pi + eps))
    //                     = (-1)^((m - 1) j) sin(m eps) / (m sin eps), whose limit at eps = 0 is
    // (-1)^((m - 1) j); this keeps the quotient accurate next to the zeros of sin(halfStep).
    const double j = std::round(halfStep / pi);
    const double eps = halfStep - j * pi;
    const double m = static_cast<double>(count);
    const double ratio = eps == 0.0 ? 1.0 : std::sin(m * eps) / (m * std::sin(eps));
    const bool flip = std::fmod(j, 2.0) != 0.0 && (count - 1) % 2 != 0;
    return flip ? -ratio : ratio;
}

double HeatmapSampler::meanSin(double first, double step, int64_t count)
{
    const double mid = first + 0.5 * static_cast<double>(count - 1) * step;
    return std::sin(mid) * meanFactor(count, 0.5 * step);
}

double HeatmapSampler::meanCos(double first, double step, int64_t count)
{
    const double mid = first + 0.5 * static_cast<double>(count - 1) * step;
    return std::cos(mid) * meanFactor(count, 0.5 * step);
}

bool HeatmapSampler::isAliased(const Encoding &encoding, int dim, double positionsPerPixel)
{
    if (dim < 0 || dim >= encoding.dimension())
        return false;
    return encoding.period(encoding.pairOfDimension(dim)) < 2.0 * positionsPerPixel;
}

int HeatmapSampler::aliasedPairCount(const Encoding &encoding, double positionsPerPixel)
{
    int count = 0;
    while (count < encoding.pairCount() && encoding.period(count) < 2.0 * positionsPerPixel)
        ++count;
    return count;
}

} // namespace pe
