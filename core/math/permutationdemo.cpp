// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/permutationdemo.h"

#include <algorithm>

namespace pe {

namespace {

    QStringList attentionVocabulary()
    {
        return { QStringLiteral("A"), QStringLiteral("B"),  QStringLiteral("C"),
                 QStringLiteral("D"), QStringLiteral("你"), QStringLiteral("打"),
                 QStringLiteral("我") };
    }

} // namespace

PermutationDemo PermutationDemo::dogBitesMan()
{
    PermutationDemo demo;
    demo.vocabulary = { QStringLiteral("dog"), QStringLiteral("bites"), QStringLiteral("man") };
    demo.first = { QStringLiteral("dog"), QStringLiteral("bites"), QStringLiteral("man") };
    demo.second = { QStringLiteral("man"), QStringLiteral("bites"), QStringLiteral("dog") };
    demo.place = 1;
    demo.queryName = QStringLiteral("bites");
    demo.firstName = QStringLiteral("dbm");
    demo.secondName = QStringLiteral("mbd");
    return demo;
}

PermutationDemo PermutationDemo::abcd()
{
    PermutationDemo demo;
    demo.vocabulary = attentionVocabulary();
    demo.first
        = { QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D") };
    demo.second
        = { QStringLiteral("C"), QStringLiteral("B"), QStringLiteral("A"), QStringLiteral("D") };
    demo.place = 3;
    demo.queryName = QStringLiteral("d");
    demo.firstName = QStringLiteral("abcd");
    demo.secondName = QStringLiteral("cbad");
    return demo;
}

PermutationDemo PermutationDemo::niDaWo()
{
    PermutationDemo demo;
    demo.vocabulary = attentionVocabulary();
    demo.first = { QStringLiteral("你"), QStringLiteral("打"), QStringLiteral("我") };
    demo.second = { QStringLiteral("我"), QStringLiteral("打"), QStringLiteral("你") };
    demo.place = 1;
    demo.queryName = QStringLiteral("da");
    demo.firstName = QStringLiteral("nidawo");
    demo.secondName = QStringLiteral("wodani");
    return demo;
}

std::vector<PermutationDemo> PermutationDemo::forStep(const QString &stepId)
{
    if (stepId == QLatin1String("order"))
        return { dogBitesMan() };
    if (stepId == QLatin1String("permutation"))
        return { abcd(), niDaWo() };
    return {};
}

QString PermutationDemo::sentence(bool secondOrder) const
{
    const QStringList &tokens = secondOrder ? second : first;
    const bool characters = std::all_of(tokens.cbegin(), tokens.cend(),
                                        [](const QString &token) { return token.size() == 1; });
    return tokens.join(characters ? QString() : QStringLiteral(" "));
}

ToyAttention::Result PermutationDemo::run(bool secondOrder, bool positions) const
{
    return attention().run(secondOrder ? second : first, positions);
}

QString PermutationDemo::switchName(bool positions)
{
    return positions ? QStringLiteral("on") : QStringLiteral("off");
}

QString PermutationDemo::weightKey(bool secondOrder, bool positions, int j) const
{
    return QStringLiteral("w_%1_%2_%3_%4")
        .arg(queryName, secondOrder ? secondName : firstName, switchName(positions))
        .arg(j);
}

QString PermutationDemo::outputKey(bool secondOrder, bool positions, int k) const
{
    return QStringLiteral("o_%1_%2_%3_%4")
        .arg(queryName, secondOrder ? secondName : firstName, switchName(positions))
        .arg(k);
}

QString PermutationDemo::differenceKey(bool positions) const
{
    return QStringLiteral("o_%1_diff_%2").arg(queryName, switchName(positions));
}

} // namespace pe
