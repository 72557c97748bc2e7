// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/contextscaling.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pe {

class ContextBands;

// Every text of the Longer contexts chart, worded from the numbers (6 decimals, the real minus
// sign): title, the method's summary line (base' for NTK, the attention factor for YaRN), the
// panel headers with their unseen counts, the axis texts and the read-out of one pair.
class ContextBandsText
{
    Q_DECLARE_TR_FUNCTIONS(ContextBandsText)

public:
    static QString methodName(ContextScaling::Method method);
    static QString title(const ContextBands &bands);
    static QString summary(const ContextBands &bands);
    static QString beforeHeader(const ContextBands &bands);
    static QString afterHeader(const ContextBands &bands);
    static QString angleAxisTitle();
    static QString pairAxisTitle();
    static QString trainingLegend();
    static QString runLegend();
    static QString unseenLegend();
    static QString turnLegend();
    static QString turnMark();
    // 10^k as a tick label: 0.01, 0.1, 1, 10, 100, then 10³, 10⁻⁵ … (exact powers of ten).
    static QString decadeLabel(int decade);
    // The values of one pair, one item a line in the tooltip (joined by " · " in the read-out).
    static QStringList pairItems(const ContextBands &bands, int pair);
};

} // namespace pe
