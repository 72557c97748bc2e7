// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pe {

class MismatchCurves;

// What the mismatch lab says under its plot: what the mistake does to the scores and the
// attention, and the permutation check's result. The texts keep the translation context of
// MismatchLab, where they were written, so that the catalogs know them as they are.
class MismatchLabTexts
{
    Q_DECLARE_TR_FUNCTIONS(pe::MismatchLab)

public:
    // For no curves (a model that rotates no pair), the sentence that says so.
    static QString summary(const MismatchCurves *curves);
    // The largest score difference between the permuted rows with interleaved RoPE and the
    // original rows with half pairing, over positions 0 … positions − 1.
    static QString permutation(double difference, int positions, quint64 seed);
};

} // namespace pe
