// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"
#include "core/training/attentionmodel.h"
#include "core/training/trainingtask.h"

#include <cstdint>

namespace pe {

// One training run's choices; the defaults are the command line's and the lesson's (a who-hits
// run of a fraction of a second that reaches full test accuracy with the sinusoid).
struct TrainingSettings
{
    static constexpr int minSteps = 1;
    static constexpr int maxSteps = 100000;
    static constexpr int defaultDimension = 16;
    static constexpr int defaultSteps = 400;
    static constexpr uint64_t defaultSeed = 1;
    // Entries in the log: one before the first update and one every steps / logPoints updates.
    static constexpr int logPoints = 20;

    TrainingTaskKind task = TrainingTaskKind::WhoHits;
    PositionScheme scheme = PositionScheme::Sinusoidal;
    int dimension = defaultDimension; // even, AttentionModel::minDimension … maxDimension
    int steps = defaultSteps; // updates (mini-batches)
    uint64_t seed = defaultSeed; // the data split, the weights and the batches
    int trainLength = TrainingTask::defaultTrainLength; // Longer's L
    double learningRate = 0.01;
    int batchSize = 16;

    // Whether every value is in its range (d even, 8 … 64; steps; batch ≥ 1; L for Longer; a
    // learning rate above 0): Trainer expects valid settings, the command line and the view
    // check them first.
    bool isValid() const
    {
        return dimension >= AttentionModel::minDimension
            && dimension <= AttentionModel::maxDimension && dimension % 2 == 0 && steps >= minSteps
            && steps <= maxSteps && batchSize >= 1 && learningRate > 0
            && trainLength >= TrainingTask::minTrainLength
            && trainLength <= TrainingTask::maxTrainLength;
    }

    // Updates between two log entries (at least 1).
    int logInterval() const { return steps <= logPoints ? 1 : (steps + logPoints - 1) / logPoints; }
};

} // namespace pe
