// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/trainingtaskbuilder.h"

#include <utility>

namespace pe {

namespace {

    // Markers of which-first and longer: tokens 2 … 5 are A … D, token 1 pads.
    constexpr int padToken = 1;
    constexpr int firstMarker = 2;
    constexpr int markerCount = 4;

} // namespace

TrainingTaskBuilder::TrainingTaskBuilder(uint64_t seed)
    : m_generator(seed)
{
}

TrainingTask TrainingTaskBuilder::build(TrainingTaskKind kind, int trainLength)
{
    TrainingTask task;
    task.m_kind = kind;
    if (kind == TrainingTaskKind::WhoHits)
        buildWhoHits(&task);
    else if (kind == TrainingTaskKind::WhichFirst)
        buildWhichFirst(&task, TrainingTask::whichFirstLength);
    else
        buildLonger(&task, trainLength);
    return task;
}

void TrainingTaskBuilder::shuffle(std::vector<Group> *groups)
{
    for (int k = static_cast<int>(groups->size()) - 1; k > 0; --k)
        std::swap((*groups)[static_cast<std::size_t>(k)],
                  (*groups)[static_cast<std::size_t>(m_generator.between(0, k))]);
}

void TrainingTaskBuilder::addGroup(const Group &group, bool test, TrainingTask *task)
{
    TrainingExample first;
    first.tokens = group.tokens;
    first.label = group.a;
    first.candidates[0] = group.a;
    first.candidates[1] = group.b;
    TrainingExample second = first;
    std::swap(second.tokens[static_cast<std::size_t>(group.i)],
              second.tokens[static_cast<std::size_t>(group.j)]);
    second.label = group.b;
    second.candidates[0] = group.b;
    second.candidates[1] = group.a;
    if (!test) {
        task->m_train.push_back(first);
        task->m_train.push_back(second);
        return;
    }
    const int index = static_cast<int>(task->m_test.size());
    first.pair = second.pair = static_cast<int>(task->m_pairs.size());
    task->m_pairs.push_back({ index, index + 1 });
    task->m_test.push_back(first);
    task->m_test.push_back(second);
}

void TrainingTaskBuilder::buildWhoHits(TrainingTask *task)
{
    // The words are data (the sentences of the lecture and of the English example), written as
    // UTF-8; classes are the nouns, in the order of their tokens.
    task->m_tokens = QStringList {
        QStringLiteral("[S]"),    QString::fromUtf8("你"), QString::fromUtf8("我"),
        QString::fromUtf8("他"),  QString::fromUtf8("打"), QStringLiteral("dog"),
        QStringLiteral("man"),    QStringLiteral("cat"),   QStringLiteral("horse"),
        QStringLiteral("woman"),  QStringLiteral("child"), QStringLiteral("bites"),
        QStringLiteral("chases"), QStringLiteral("sees"),  QStringLiteral("kicks")
    };
    const int chineseNouns[] = { 1, 2, 3 };
    const int hits = 4;
    const int englishNouns[] = { 5, 6, 7, 8, 9, 10 };
    const int englishVerbs[] = { 11, 12, 13, 14 };
    std::vector<int> nounTokens;
    for (int t : chineseNouns)
        nounTokens.push_back(t);
    for (int t : englishNouns)
        nounTokens.push_back(t);
    for (int t : nounTokens)
        task->m_classes.append(task->m_tokens.at(t));

    auto group = [&](int a, int b, int verb) {
        const int ta = nounTokens[static_cast<std::size_t>(a)];
        const int tb = nounTokens[static_cast<std::size_t>(b)];
        return Group { { ta, verb, tb }, 0, 2, a, b, ta, tb };
    };
    // 你打我 / 我打你, the lecture's pair, is always in the test; the other two Chinese pairs
    // teach the pronouns. A quarter of the English pairs, chosen by the seed, are held out.
    addGroup(group(0, 1, hits), true, task);
    std::vector<Group> train { group(0, 2, hits), group(1, 2, hits) };
    std::vector<Group> english;
    for (int a = 3; a < 9; ++a) {
        for (int b = a + 1; b < 9; ++b) {
            for (int verb : englishVerbs)
                english.push_back(group(a, b, verb));
        }
    }
    shuffle(&english);
    const std::size_t held = english.size() / 4;
    for (std::size_t k = 0; k < english.size(); ++k) {
        if (k < held)
            addGroup(english[k], true, task);
        else
            train.push_back(english[k]);
    }
    for (const Group &g : train)
        addGroup(g, false, task);
}

TrainingTaskBuilder::Group TrainingTaskBuilder::markerGroup(int length, int i, int j, int a,
                                                            int b) const
{
    Group g { std::vector<int>(static_cast<std::size_t>(length), padToken),
              i,
              j,
              a,
              b,
              firstMarker + a,
              firstMarker + b };
    g.tokens[static_cast<std::size_t>(i)] = g.tokenA;
    g.tokens[static_cast<std::size_t>(j)] = g.tokenB;
    return g;
}

namespace {

    void markerVocabulary(QStringList *tokens, QStringList *classes)
    {
        *tokens = QStringList { QStringLiteral("[S]"), QStringLiteral("_") };
        for (int m = 0; m < markerCount; ++m) {
            const QString letter(QChar(QLatin1Char('A').unicode() + m));
            tokens->append(letter);
            classes->append(letter);
        }
    }

} // namespace

void TrainingTaskBuilder::buildWhichFirst(TrainingTask *task, int length)
{
    markerVocabulary(&task->m_tokens, &task->m_classes);
    std::vector<Group> groups;
    for (int a = 0; a < markerCount; ++a) {
        for (int b = a + 1; b < markerCount; ++b) {
            for (int i = 0; i < length; ++i) {
                for (int j = i + 1; j < length; ++j)
                    groups.push_back(markerGroup(length, i, j, a, b));
            }
        }
    }
    shuffle(&groups);
    const std::size_t held = groups.size() / 4;
    for (std::size_t k = 0; k < groups.size(); ++k)
        addGroup(groups[k], k < held, task);
}

void TrainingTaskBuilder::buildLonger(TrainingTask *task, int trainLength)
{
    markerVocabulary(&task->m_tokens, &task->m_classes);
    // Training: every placement on every length 2 … L; the test: pairs drawn on lengths
    // L + 1 … 2L, none of which training has seen.
    for (int length = 2; length <= trainLength; ++length) {
        for (int a = 0; a < markerCount; ++a) {
            for (int b = a + 1; b < markerCount; ++b) {
                for (int i = 0; i < length; ++i) {
                    for (int j = i + 1; j < length; ++j)
                        addGroup(markerGroup(length, i, j, a, b), false, task);
                }
            }
        }
    }
    for (int k = 0; k < longerTestGroups; ++k) {
        const int length = m_generator.between(trainLength + 1, 2 * trainLength);
        const int i = m_generator.between(0, length - 2);
        const int j = m_generator.between(i + 1, length - 1);
        const int a = m_generator.between(0, markerCount - 2);
        const int b = m_generator.between(a + 1, markerCount - 1);
        addGroup(markerGroup(length, i, j, a, b), true, task);
    }
}

} // namespace pe
