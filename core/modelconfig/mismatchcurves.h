// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropemismatch.h"

#include <vector>

namespace pe {

// What the mismatch lab draws for one mistake, one q and one k, over a run of `positions`
// positions 0 … N − 1:
//   scores():    the score error (mistaken − correct) against the distance d = 0 … N − 1, the
//                query at the last position N − 1 and the key at N − 1 − d
//                (RopeMismatch::scoreCurve);
//   attention(): the attention weights' total variation against the query's position m, at most
//                `samples` positions spread evenly over 0 … N − 1 (0 and N − 1 always among them;
//                each costs m + 1 scores twice, so the curve is sampled, not drawn at every m),
//                the numbers RopeMismatch::totalVariation gives, computed in one pass over the
//                keys.
// From them the sentence under the plot: the largest |error| and its distance, the largest total
// variation, and the first sampled query position whose total variation reaches `noticeable`:
// where "fine for the first few tokens" ends.
class MismatchCurves
{
public:
    static constexpr int defaultSamples = 96;
    static constexpr double noticeable = 0.1; // a tenth of the attention moved elsewhere

    MismatchCurves(const RopeMismatch &mismatch, const std::vector<double> &q,
                   const std::vector<double> &k, qint64 positions, int samples = defaultSamples);

    // At most samples positions k·(N − 1)/(samples − 1) rounded down, increasing, without
    // repeats (samples below 2 count as 2); every position when N ≤ samples.
    static std::vector<qint64> sampledPositions(qint64 positions, int samples);

    qint64 positions() const { return m_positions; }
    const std::vector<RopeMismatch::ScorePoint> &scores() const { return m_scores; }
    const std::vector<RopeMismatch::AttentionPoint> &attention() const { return m_attention; }
    double largestError() const { return m_largestError; } // max |mistaken − correct|
    qint64 largestErrorDistance() const { return m_largestErrorDistance; }
    double largestVariation() const { return m_largestVariation; }
    // The first sampled query position whose total variation is at least threshold; −1: none.
    qint64 firstPositionReaching(double threshold) const;

private:
    qint64 m_positions;
    std::vector<RopeMismatch::ScorePoint> m_scores;
    std::vector<RopeMismatch::AttentionPoint> m_attention;
    double m_largestError = 0;
    qint64 m_largestErrorDistance = 0;
    double m_largestVariation = 0;
};

} // namespace pe
