// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/mismatchcurves.h"

#include <algorithm>
#include <cmath>

namespace pe {

MismatchCurves::MismatchCurves(const RopeMismatch &mismatch, const std::vector<double> &q,
                               const std::vector<double> &k, qint64 positions, int samples)
    : m_positions(std::max<qint64>(1, positions))
{
    m_scores = mismatch.scoreCurve(q, k, m_positions - 1, m_positions - 1);
    for (const RopeMismatch::ScorePoint &point : m_scores) {
        // A NaN error (an angle no type holds) counts as the largest.
        const double size = std::isnan(point.error) ? HUGE_VAL : std::abs(point.error);
        if (size > m_largestError) {
            m_largestError = size;
            m_largestErrorDistance = point.distance;
        }
    }
    m_attention = mismatch.attentionCurve(q, k, sampledPositions(m_positions, samples));
    for (const RopeMismatch::AttentionPoint &point : m_attention)
        m_largestVariation = std::max(m_largestVariation, point.totalVariation);
}

std::vector<qint64> MismatchCurves::sampledPositions(qint64 positions, int samples)
{
    std::vector<qint64> out;
    if (positions <= 0)
        return out;
    samples = std::max(samples, 2);
    if (positions <= samples) {
        for (qint64 m = 0; m < positions; ++m)
            out.push_back(m);
        return out;
    }
    for (int s = 0; s < samples; ++s) {
        // Exact in integers: s·(N − 1) fits easily (N ≤ 2^31, samples small).
        const qint64 m = qint64(s) * (positions - 1) / (samples - 1);
        if (out.empty() || m != out.back())
            out.push_back(m);
    }
    return out;
}

qint64 MismatchCurves::firstPositionReaching(double threshold) const
{
    for (const RopeMismatch::AttentionPoint &point : m_attention)
        if (point.totalVariation >= threshold || std::isnan(point.totalVariation))
            return point.position;
    return -1;
}

} // namespace pe
