// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/ropemismatch.h"
#include "core/modelconfig/softmax.h"

#include "core/math/seededgenerator.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pe {

namespace {

    constexpr RopeMismatch::Mistake allMistakes[]
        = { RopeMismatch::Mistake::None,          RopeMismatch::Mistake::OtherPairing,
            RopeMismatch::Mistake::WrongTheta,    RopeMismatch::Mistake::Bfloat16Angles,
            RopeMismatch::Mistake::Float16Angles, RopeMismatch::Mistake::ScalingTwice,
            RopeMismatch::Mistake::QueryOffByOne, RopeMismatch::Mistake::KeyOffByOne };

    RopeRotation rotationOf(const RopeFrequencies &f, RopePairing pairing,
                            std::optional<FloatType> angleType = std::nullopt)
    {
        return RopeRotation(f.frequencies(), f.config().headDimension, pairing, f.attentionFactor(),
                            angleType);
    }

    // Softmax of score/√d over the keys 0 … m.
    std::vector<double> weights(const RopeRotation &rotation, const std::vector<double> &q,
                                const std::vector<double> &k, double m, double keyShift,
                                double queryShift)
    {
        const double scale = 1 / std::sqrt(double(rotation.headDimension()));
        std::vector<double> s;
        for (qint64 n = 0; n <= static_cast<qint64>(m); ++n)
            s.push_back(scale * rotation.score(q, k, m + queryShift, double(n) + keyShift));
        softmaxInPlace(s);
        return s;
    }

} // namespace

RopeMismatch::RopeMismatch(const RopeFrequencies &frequencies, RopePairing pairing, Mistake mistake,
                           double wrongTheta)
    : m_mistake(mistake)
    , m_correct(rotationOf(frequencies, pairing))
    , m_mistaken(mistakenRotation(frequencies, pairing, mistake, wrongTheta))
{
}

RopeRotation RopeMismatch::mistakenRotation(const RopeFrequencies &frequencies, RopePairing pairing,
                                            Mistake mistake, double wrongTheta)
{
    const int head = frequencies.config().headDimension;
    switch (mistake) {
    case Mistake::None:
    case Mistake::QueryOffByOne:
    case Mistake::KeyOffByOne:
        break;
    case Mistake::OtherPairing:
        return rotationOf(frequencies,
                          pairing == RopePairing::Half ? RopePairing::Interleaved
                                                       : RopePairing::Half);
    case Mistake::WrongTheta: {
        ModelConfig wrong = frequencies.config();
        wrong.ropeTheta = wrongTheta;
        return rotationOf(RopeFrequencies(wrong, frequencies.runLength()), pairing);
    }
    case Mistake::Bfloat16Angles:
        return rotationOf(frequencies, pairing, FloatType::BFloat16);
    case Mistake::Float16Angles:
        return rotationOf(frequencies, pairing, FloatType::Float16);
    case Mistake::ScalingTwice: {
        std::vector<double> twice;
        for (const RopeFrequencies::Pair &p : frequencies.pairs())
            twice.push_back(p.frequency * (p.frequency / p.baseFrequency));
        const double factor = frequencies.attentionFactor();
        return RopeRotation(twice, head, pairing, factor * factor);
    }
    }
    return rotationOf(frequencies, pairing);
}

double RopeMismatch::correctScore(const std::vector<double> &q, const std::vector<double> &k,
                                  qint64 m, qint64 n) const
{
    return m_correct.score(q, k, double(m), double(n));
}

double RopeMismatch::mistakenScore(const std::vector<double> &q, const std::vector<double> &k,
                                   qint64 m, qint64 n) const
{
    const double queryShift = m_mistake == Mistake::QueryOffByOne ? 1 : 0;
    const double keyShift = m_mistake == Mistake::KeyOffByOne ? 1 : 0;
    return m_mistaken.score(q, k, double(m) + queryShift, double(n) + keyShift);
}

std::vector<RopeMismatch::ScorePoint> RopeMismatch::scoreCurve(const std::vector<double> &q,
                                                               const std::vector<double> &k,
                                                               qint64 queryPosition,
                                                               qint64 maxDistance) const
{
    std::vector<ScorePoint> out;
    for (qint64 d = 0; d <= std::min(maxDistance, queryPosition); ++d) {
        ScorePoint point;
        point.distance = d;
        point.correct = correctScore(q, k, queryPosition, queryPosition - d);
        point.mistaken = mistakenScore(q, k, queryPosition, queryPosition - d);
        point.error = point.mistaken - point.correct;
        out.push_back(point);
    }
    return out;
}

double RopeMismatch::totalVariation(const std::vector<double> &q, const std::vector<double> &k,
                                    qint64 queryPosition) const
{
    const double m = double(queryPosition);
    const std::vector<double> p = weights(m_correct, q, k, m, 0, 0);
    const std::vector<double> w
        = weights(m_mistaken, q, k, m, m_mistake == Mistake::KeyOffByOne ? 1 : 0,
                  m_mistake == Mistake::QueryOffByOne ? 1 : 0);
    double sum = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        sum += std::abs(p[i] - w[i]);
    return sum / 2;
}

std::vector<RopeMismatch::AttentionPoint>
RopeMismatch::attentionCurve(const std::vector<double> &q, const std::vector<double> &k,
                             const std::vector<qint64> &queryPositions) const
{
    std::vector<AttentionPoint> out;
    for (const qint64 m : queryPositions)
        out.push_back({ m, totalVariation(q, k, m) });
    return out;
}

std::vector<double> RopeMismatch::seededVector(quint64 seed, int dimension)
{
    SeededGenerator generator(seed);
    std::vector<double> out;
    for (int i = 0; i < dimension; ++i)
        out.push_back(generator.tenths(10));
    return out;
}

const char *RopeMismatch::mistakeName(Mistake mistake)
{
    switch (mistake) {
    case Mistake::None:
        return "none";
    case Mistake::OtherPairing:
        return "other-pairing";
    case Mistake::WrongTheta:
        return "wrong-theta";
    case Mistake::Bfloat16Angles:
        return "bfloat16-angles";
    case Mistake::Float16Angles:
        return "float16-angles";
    case Mistake::ScalingTwice:
        return "scaling-twice";
    case Mistake::QueryOffByOne:
        return "query-off-by-one";
    case Mistake::KeyOffByOne:
        return "key-off-by-one";
    }
    return "none";
}

bool RopeMismatch::mistakeFromName(const char *name, Mistake *mistake)
{
    for (const Mistake m : allMistakes) {
        if (std::strcmp(name, mistakeName(m)) == 0) {
            *mistake = m;
            return true;
        }
    }
    return false;
}

} // namespace pe
