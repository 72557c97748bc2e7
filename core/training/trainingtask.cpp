// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/trainingtask.h"
#include "core/training/trainingtaskbuilder.h"

#include <algorithm>
#include <cstring>

namespace pe {

namespace {

    const struct
    {
        TrainingTaskKind kind;
        const char *name;
    } taskNames[] = {
        { TrainingTaskKind::WhoHits, "who-hits" },
        { TrainingTaskKind::WhichFirst, "which-first" },
        { TrainingTaskKind::Longer, "longer" },
    };

    int longest(const std::vector<TrainingExample> &examples)
    {
        std::size_t n = 0;
        for (const TrainingExample &e : examples)
            n = std::max(n, e.tokens.size());
        return static_cast<int>(n);
    }

} // namespace

const char *trainingTaskName(TrainingTaskKind kind)
{
    for (const auto &entry : taskNames) {
        if (entry.kind == kind)
            return entry.name;
    }
    return "who-hits";
}

bool trainingTaskFromName(const char *name, TrainingTaskKind *kind)
{
    for (const auto &entry : taskNames) {
        if (std::strcmp(entry.name, name) == 0) {
            *kind = entry.kind;
            return true;
        }
    }
    return false;
}

TrainingTask TrainingTask::make(TrainingTaskKind kind, uint64_t seed, int trainLength)
{
    return TrainingTaskBuilder(seed).build(kind, trainLength);
}

int TrainingTask::longestTrainInput() const
{
    return longest(m_train);
}

int TrainingTask::longestInput() const
{
    return std::max(longest(m_train), longest(m_test));
}

QString TrainingTask::sentence(const TrainingExample &example) const
{
    QStringList words;
    for (int t : example.tokens)
        words.append(m_tokens.at(t));
    return words.join(QLatin1Char(' '));
}

} // namespace pe
