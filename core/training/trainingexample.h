// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace pe {

// One input of a training task: the tokens (vocabulary indices, without the summary token the
// model appends), the class to predict, and, for an example that has a twin with the same tokens
// in another order and the other answer, the pair it belongs to and the pair's two answers.
struct TrainingExample
{
    std::vector<int> tokens;
    int label = 0;
    int pair = -1; // index into TrainingTask::orderPairs(), or -1
    int candidates[2] = { 0, 0 }; // the pair's two answers, the answer of the first twin first
};

// Two test examples that differ only by word order and have different answers (你打我 and 我打你).
struct OrderPair
{
    int first = 0; // indices into TrainingTask::test()
    int second = 0;
};

} // namespace pe
