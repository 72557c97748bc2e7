// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/seededgenerator.h"
#include "core/training/trainingtask.h"

#include <cstdint>
#include <vector>

namespace pe {

// Builds TrainingTask's data sets. Every example comes with its twin (the same tokens, the two
// answers' places swapped), and a split puts whole twin groups on one side, so each test pair's
// both sentences are in the test and neither was seen in training.
class TrainingTaskBuilder
{
public:
    explicit TrainingTaskBuilder(uint64_t seed);

    TrainingTask build(TrainingTaskKind kind, int trainLength);

    static constexpr int longerTestGroups = 120; // pairs sampled for Longer's test

private:
    // An order group: answers a and b (classes) at token places i and j of a sequence.
    struct Group
    {
        std::vector<int> tokens; // with the token of a at i and of b at j
        int i;
        int j;
        int a;
        int b;
        int tokenA;
        int tokenB;
    };

    void buildWhoHits(TrainingTask *task);
    void buildWhichFirst(TrainingTask *task, int length);
    void buildLonger(TrainingTask *task, int trainLength);
    Group markerGroup(int length, int i, int j, int a, int b) const;
    void shuffle(std::vector<Group> *groups);
    static void addGroup(const Group &group, bool test, TrainingTask *task);

    SeededGenerator m_generator;
};

} // namespace pe
