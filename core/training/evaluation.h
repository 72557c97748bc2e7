// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/attentionmodel.h"
#include "core/training/trainingtask.h"

#include <vector>

namespace pe {

// What a trained (or untrained) model gets right. Accuracy: the class with the largest
// probability is the label. Order pairs: the test's twins that differ only by word order
// (你打我 / 我打你); on each the model chooses between the pair's two answers, the one with the
// larger probability (the pair's first answer on a tie). Without positions both twins get the
// same probabilities, the same answer wins for both and exactly one of the two is right: the
// order-pairs accuracy of the no-position model is 0.5 by construction, whatever its training.
class Evaluation
{
public:
    struct OrderPairOutcome
    {
        int first = 0; // indices into TrainingTask::test()
        int second = 0;
        int answers[2] = { 0, 0 }; // classes: first's label, then second's
        double probability[2][2] = {}; // [twin][answer]: p(answers[a]) on twin t
        int chosen[2] = { 0, 0 }; // [twin]: index into answers of the chosen one
        bool right(int twin) const { return chosen[twin] == twin; }
    };

    // Of the order pairs: both twins right, one of them (which), neither; the 2 × 2 confusion
    // table of "first twin right?" against "second twin right?".
    struct OrderPairSummary
    {
        int pairs = 0;
        int bothRight = 0;
        int firstOnly = 0;
        int secondOnly = 0;
        int neitherRight = 0;
    };

    static double accuracy(const AttentionModel &model,
                           const std::vector<TrainingExample> &examples);
    static double meanLoss(const AttentionModel &model,
                           const std::vector<TrainingExample> &examples);
    static std::vector<OrderPairOutcome> orderPairs(const AttentionModel &model,
                                                    const TrainingTask &task);
    // Right choices over all twins of all pairs (0 when there are no pairs).
    static double orderPairsAccuracy(const std::vector<OrderPairOutcome> &outcomes);
    static OrderPairSummary summarise(const std::vector<OrderPairOutcome> &outcomes);
};

} // namespace pe
