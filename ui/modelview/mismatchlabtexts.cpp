// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchlabtexts.h"

#include "core/modelconfig/mismatchcurves.h"
#include "core/text/format.h"
#include "core/text/sentencejoin.h"

#include <cmath>

namespace pe {

namespace {

    // 1.8e−15 as the window writes small numbers: two digits, a real minus sign.
    QString scientific(double value)
    {
        if (value == 0)
            return QStringLiteral("0");
        return formatScientific(value);
    }

} // namespace

QString MismatchLabTexts::summary(const MismatchCurves *curves)
{
    if (!curves)
        return tr("The lab needs a RoPE model: this one rotates no pair.");
    if (curves->largestError() == 0 && curves->largestVariation() == 0)
        return tr("This mistake changes nothing for this model: every score stays the same.");
    const QString error = std::isfinite(curves->largestError())
        ? tr("Largest score error %1, at distance %2.")
              .arg(formatDisplay(curves->largestError()))
              .arg(curves->largestErrorDistance())
        : tr("Some scores are not numbers (the angle overflows the type).");
    const qint64 first = curves->firstPositionReaching(MismatchCurves::noticeable);
    const QString attention = first >= 0
        ? tr("The attention is fine for the first tokens, then moves: a total variation of "
             "%1 or more first at query position %2 (largest %3).")
              .arg(formatDisplay(MismatchCurves::noticeable, 1))
              .arg(first)
              .arg(formatDisplay(curves->largestVariation()))
        : tr("The attention's total variation stays below %1 up to position %2 (largest %3).")
              .arg(formatDisplay(MismatchCurves::noticeable, 1))
              .arg(curves->positions() - 1)
              .arg(formatDisplay(curves->largestVariation()));
    return SentenceJoin::joined(error, attention);
}

QString MismatchLabTexts::permutation(double difference, int positions, quint64 seed)
{
    return tr("Permutation check: the q and k weight rows permuted (row j·r/2 + i to row 2i + j) "
              "with interleaved RoPE give the same scores as the original rows with half "
              "pairing; largest difference %1 over positions 0–%2 (seed %3).")
        .arg(scientific(difference))
        .arg(positions - 1)
        .arg(seed);
}

} // namespace pe
