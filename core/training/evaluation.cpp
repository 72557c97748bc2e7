// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/evaluation.h"

namespace pe {

double Evaluation::accuracy(const AttentionModel &model,
                            const std::vector<TrainingExample> &examples)
{
    if (examples.empty())
        return 0;
    int right = 0;
    for (const TrainingExample &e : examples)
        right += model.predict(e.tokens) == e.label ? 1 : 0;
    return static_cast<double>(right) / static_cast<double>(examples.size());
}

double Evaluation::meanLoss(const AttentionModel &model,
                            const std::vector<TrainingExample> &examples)
{
    if (examples.empty())
        return 0;
    double sum = 0;
    for (const TrainingExample &e : examples)
        sum += AttentionModel::loss(model.forward(e.tokens), e.label);
    return sum / static_cast<double>(examples.size());
}

std::vector<Evaluation::OrderPairOutcome> Evaluation::orderPairs(const AttentionModel &model,
                                                                 const TrainingTask &task)
{
    std::vector<OrderPairOutcome> outcomes;
    for (const OrderPair &pair : task.orderPairs()) {
        OrderPairOutcome o;
        o.first = pair.first;
        o.second = pair.second;
        const int twins[2] = { pair.first, pair.second };
        o.answers[0] = task.test()[static_cast<std::size_t>(pair.first)].label;
        o.answers[1] = task.test()[static_cast<std::size_t>(pair.second)].label;
        for (int t = 0; t < 2; ++t) {
            const TrainingExample &e = task.test()[static_cast<std::size_t>(twins[t])];
            const AttentionModel::Pass pass = model.forward(e.tokens);
            for (int a = 0; a < 2; ++a)
                o.probability[t][a] = pass.probabilities[static_cast<std::size_t>(o.answers[a])];
            o.chosen[t] = o.probability[t][1] > o.probability[t][0] ? 1 : 0;
        }
        outcomes.push_back(o);
    }
    return outcomes;
}

double Evaluation::orderPairsAccuracy(const std::vector<OrderPairOutcome> &outcomes)
{
    if (outcomes.empty())
        return 0;
    int right = 0;
    for (const OrderPairOutcome &o : outcomes)
        right += (o.right(0) ? 1 : 0) + (o.right(1) ? 1 : 0);
    return static_cast<double>(right) / static_cast<double>(2 * outcomes.size());
}

Evaluation::OrderPairSummary Evaluation::summarise(const std::vector<OrderPairOutcome> &outcomes)
{
    OrderPairSummary s;
    for (const OrderPairOutcome &o : outcomes) {
        ++s.pairs;
        if (o.right(0) && o.right(1))
            ++s.bothRight;
        else if (o.right(0))
            ++s.firstOnly;
        else if (o.right(1))
            ++s.secondOnly;
        else
            ++s.neitherRight;
    }
    return s;
}

} // namespace pe
