// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainingexample.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace pe {

// The training lab's tasks, each needing word order:
//   WhoHits     three-token sentences subject–verb–object: {你, 我, 他} 打 {你, 我, 他} and an
//               English "dog bites man" set (6 nouns, 4 verbs); predict the subject. Subject and
//               object differ, so every sentence has its reversed twin with the other answer.
//   WhichFirst  two of the markers A, B, C, D at two places in 8 padding tokens: which is first?
//   Longer      which-first on lengths 2 … L in training and L + 1 … 2L in the test.
enum class TrainingTaskKind { WhoHits, WhichFirst, Longer };

const char *trainingTaskName(TrainingTaskKind kind); // "who-hits", "which-first", "longer"
bool trainingTaskFromName(const char *name, TrainingTaskKind *kind);

// A task's vocabulary, classes and its two splits. Order pairs are kept whole on one side of the
// split, so the test holds both twins of each of its pairs. Token 0 is the summary token.
class TrainingTask
{
public:
    static constexpr int summaryToken = 0;
    static constexpr int minTrainLength = 2; // --train-length of Longer
    static constexpr int maxTrainLength = 16; // so that 2L stays within the model's 32 tokens
    static constexpr int defaultTrainLength = 8;
    static constexpr int whichFirstLength = 8;

    // The split and the sampled test of Longer follow the seed; trainLength is Longer's L.
    static TrainingTask make(TrainingTaskKind kind, uint64_t seed,
                             int trainLength = defaultTrainLength);

    TrainingTaskKind kind() const { return m_kind; }
    // Tokens and class names are the data's own words (Chinese and English sentences, letters),
    // not interface text: they are the same in every language.
    const QStringList &tokens() const { return m_tokens; }
    const QStringList &classes() const { return m_classes; }
    const std::vector<TrainingExample> &train() const { return m_train; }
    const std::vector<TrainingExample> &test() const { return m_test; }
    const std::vector<OrderPair> &orderPairs() const { return m_pairs; }
    // The longest input in training (without the summary token): the learned table has one row
    // per position up to this one and the summary token after it.
    int longestTrainInput() const;
    int longestInput() const;
    // "你 打 我" (tokens separated by spaces, without the summary token)
    QString sentence(const TrainingExample &example) const;

private:
    friend class TrainingTaskBuilder;

    TrainingTaskKind m_kind = TrainingTaskKind::WhoHits;
    QStringList m_tokens;
    QStringList m_classes;
    std::vector<TrainingExample> m_train;
    std::vector<TrainingExample> m_test;
    std::vector<OrderPair> m_pairs;
};

} // namespace pe
