// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/softmax.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    double dot(const std::vector<double> &a, const std::vector<double> &b)
    {
        double sum = 0; // in RopeRotation::score's order: the same bits
        for (std::size_t i = 0; i < a.size(); ++i)
            sum += a[i] * b[i];
        return sum;
    }

    // Half the sum of |p − p'| of the softmaxes of a and b (scaled by scale) over their first
    // count entries, as RopeMismatch::totalVariation computes it.
    double variation(const std::vector<double> &a, const std::vector<double> &b, std::size_t count,
                     double scale)
    {
        const auto softmax = [&](const std::vector<double> &scores) {
            std::vector<double> s(scores.begin(), scores.begin() + std::ptrdiff_t(count));
            for (double &x : s)
                x *= scale;
            softmaxInPlace(s);
            return s;
        };
        const std::vector<double> p = softmax(a);
        const std::vector<double> w = softmax(b);
        double total = 0;
        for (std::size_t i = 0; i < count; ++i)
            total += std::abs(p[i] - w[i]);
        return total / 2;
    }

} // namespace

// One pass over the keys: each key rotated once per rotation and scored against every sampled
// query at or after it (the scores RopeMismatch computes, bit for bit, at a fraction of the
// rotations: the lab recomputes as the controls move, at up to 4096 dimensions).
MismatchCurves::MismatchCurves(const RopeMismatch &mismatch, const std::vector<double> &q,
                               const std::vector<double> &k, qint64 positions, int samples)
    : m_positions(std::max<qint64>(1, positions))
{
    using Mistake = RopeMismatch::Mistake;
    const RopeRotation &right = mismatch.correctRotation();
    const RopeRotation &wrong = mismatch.mistakenRotation();
    const double queryShift = mismatch.mistake() == Mistake::QueryOffByOne ? 1 : 0;
    const double keyShift = mismatch.mistake() == Mistake::KeyOffByOne ? 1 : 0;
    const std::vector<qint64> queries = sampledPositions(m_positions, samples);
    std::vector<std::vector<double>> rightQ, wrongQ, rightScores, wrongScores;
    for (const qint64 m : queries) {
        rightQ.push_back(right.rotate(q, double(m)));
        wrongQ.push_back(wrong.rotate(q, double(m) + queryShift));
        rightScores.emplace_back(std::size_t(m + 1));
        wrongScores.emplace_back(std::size_t(m + 1));
    }
    for (qint64 n = 0; n < m_positions; ++n) {
        const std::vector<double> rightK = right.rotate(k, double(n));
        const std::vector<double> wrongK = wrong.rotate(k, double(n) + keyShift);
        for (std::size_t s = 0; s < queries.size(); ++s) {
            if (queries[s] < n)
                continue;
            rightScores[s][std::size_t(n)] = dot(rightQ[s], rightK);
            wrongScores[s][std::size_t(n)] = dot(wrongQ[s], wrongK);
        }
    }
    const double scale = 1 / std::sqrt(double(right.headDimension()));
    for (std::size_t s = 0; s < queries.size(); ++s) {
        const std::size_t count = std::size_t(queries[s] + 1);
        const double tv = variation(rightScores[s], wrongScores[s], count, scale);
        m_attention.push_back({ queries[s], tv });
        m_largestVariation = std::max(m_largestVariation, tv);
    }
    // The last sampled query is N − 1: its scores are the score curve, key at N − 1 − d.
    const std::vector<double> &a = rightScores.back();
    const std::vector<double> &b = wrongScores.back();
    for (qint64 d = 0; d < m_positions; ++d) {
        RopeMismatch::ScorePoint point;
        point.distance = d;
        point.correct = a[std::size_t(m_positions - 1 - d)];
        point.mistaken = b[std::size_t(m_positions - 1 - d)];
        point.error = point.mistaken - point.correct;
        m_scores.push_back(point);
        // A NaN error (an angle no type holds) counts as the largest.
        const double size = std::isnan(point.error) ? HUGE_VAL : std::abs(point.error);
        if (size > m_largestError) {
            m_largestError = size;
            m_largestErrorDistance = d;
        }
    }
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
