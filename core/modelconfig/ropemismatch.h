// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropefrequencies.h"
#include "core/modelconfig/roperotation.h"

#include <cstdint>
#include <vector>

namespace pe {

// The same q and k scored with a model's correct RoPE and with one mistake, the ways a port or a
// checkpoint conversion goes wrong:
//   OtherPairing    the pairs taken the other way (interleaved for half or back), q and k alike;
//   WrongTheta      another rope_theta (wrongTheta), q and k alike;
//   Bfloat16Angles, Float16Angles
//                   the angles computed in that type (RopeRotation: position, inverse frequency
//                   and their product rounded, as a model cast whole to the type does);
//   ScalingTwice    the context scaling applied twice: each pair's θᵢ′ / θᵢ once more
//                   (θᵢ′' = θᵢ′²/θᵢ, e.g. linear's θᵢ/factor²) and the attention factor
//                   squared;
//   QueryOffByOne, KeyOffByOne
//                   the query's (or the key's) position one too far, the other one right.
// Scores are (Rₘ q)·(Rₙ k). The attention of a query at m is the softmax over keys 0 … m, all
// holding k, of score/√head_dim (the attention's scaling); its total variation is half the sum
// of |p − p'| over the keys, 0 when the mistake changes nothing, 1 at most.
class RopeMismatch
{
public:
    enum class Mistake {
        None,
        OtherPairing,
        WrongTheta,
        Bfloat16Angles,
        Float16Angles,
        ScalingTwice,
        QueryOffByOne,
        KeyOffByOne
    };

    struct ScorePoint
    {
        qint64 distance = 0; // m − n
        double correct = 0;
        double mistaken = 0;
        double error = 0; // mistaken − correct
    };
    struct AttentionPoint
    {
        qint64 position = 0; // the query's m
        double totalVariation = 0;
    };

    // frequencies: the model's, for its run length; pairing: the model's (Half for a
    // transformers checkpoint). wrongTheta > 1 is used by WrongTheta only.
    RopeMismatch(const RopeFrequencies &frequencies, RopePairing pairing, Mistake mistake,
                 double wrongTheta = 0);

    Mistake mistake() const { return m_mistake; }
    const RopeRotation &correctRotation() const { return m_correct; }
    const RopeRotation &mistakenRotation() const { return m_mistaken; }

    double correctScore(const std::vector<double> &q, const std::vector<double> &k, qint64 m,
                        qint64 n) const;
    double mistakenScore(const std::vector<double> &q, const std::vector<double> &k, qint64 m,
                         qint64 n) const;
    // The query at queryPosition, keys at queryPosition − d for d = 0 … min(maxDistance, m).
    std::vector<ScorePoint> scoreCurve(const std::vector<double> &q, const std::vector<double> &k,
                                       qint64 queryPosition, qint64 maxDistance) const;
    double totalVariation(const std::vector<double> &q, const std::vector<double> &k,
                          qint64 queryPosition) const;
    std::vector<AttentionPoint> attentionCurve(const std::vector<double> &q,
                                               const std::vector<double> &k,
                                               const std::vector<qint64> &queryPositions) const;

    // head_dim multiples of 0.1 from −1 to 1 drawn from SeededGenerator(seed)
    static std::vector<double> seededVector(quint64 seed, int dimension);
    static const char *mistakeName(Mistake mistake); // "none", "other-pairing", "wrong-theta", …
    static bool mistakeFromName(const char *name, Mistake *mistake);

private:
    static RopeRotation mistakenRotation(const RopeFrequencies &frequencies, RopePairing pairing,
                                         Mistake mistake, double wrongTheta);

    Mistake m_mistake;
    RopeRotation m_correct;
    RopeRotation m_mistaken;
};

} // namespace pe
