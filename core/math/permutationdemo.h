// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/toyattention.h"

#include <QCoreApplication>
#include <QStringList>
#include <vector>

namespace pe {

// Two orders of the same tokens run through the toy attention, compared at one token that stands
// at the same place in both (D in ABCD and CBAD, 打 in 你打我 and 我打你, "bites" in "dog bites
// man" and "man bites dog"). Without positions the attention sees a bag of words: the token's
// weights are the same numbers in another order and its output is identical. With the sinusoidal
// encoding added the outputs differ.
//
// Value keys (order = firstName or secondName, switch = off or on):
//   w_<query>_<order>_<switch>_<j>  the weight the query gives to place j
//   o_<query>_<order>_<switch>_<k>  component k of the query's output
//   o_<query>_diff_<switch>         ‖O(first) − O(second)‖
// e.g. o_d_abcd_off_0 … o_d_abcd_off_7, o_d_diff_on.
class PermutationDemo
{
    Q_DECLARE_TR_FUNCTIONS(PermutationDemo)

public:
    QStringList vocabulary;
    QStringList first;
    QStringList second;
    int place = 0; // where the compared token stands, the same in both orders
    QString queryName; // key stem: "d"
    QString firstName; // key stem: "abcd"
    QString secondName; // key stem: "cbad"

    static PermutationDemo dogBitesMan();
    static PermutationDemo abcd();
    static PermutationDemo niDaWo();
    // The demos a lesson step shows, by step id ("order", "permutation"); empty for other steps.
    static std::vector<PermutationDemo> forStep(const QString &stepId);

    ToyAttention attention() const { return ToyAttention(vocabulary); }
    QString query() const { return first.value(place); }
    // The tokens as written: "ABCD", "你打我" (single characters run together), "dog bites man".
    QString sentence(bool second) const;
    // One order's run with positions off or on.
    ToyAttention::Result run(bool second, bool positions) const;

    QString weightKey(bool second, bool positions, int j) const;
    QString outputKey(bool second, bool positions, int k) const;
    QString differenceKey(bool positions) const;
    static QString switchName(bool positions);
};

} // namespace pe
