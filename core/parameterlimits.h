// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace pe {

// The values every input path accepts, and the messages that name a rejected value and the
// allowed range. Each check returns an empty string when the value is accepted.
class ParameterLimits
{
    Q_DECLARE_TR_FUNCTIONS(ParameterLimits)

public:
    static constexpr int minDimension = 2;
    static constexpr int maxDimension = 65536;   // command line and core
    // The explorer takes every d the command line takes (one set of limits; d = 65536 with 10^6
    // positions was measured to stay interactive: a parameter change repaints in well under 0.3 s).
    static constexpr int maxGuiDimension = maxDimension;
    static constexpr int64_t maxPosition = int64_t(1) << 53; // every integer up to here is exact
    static constexpr int64_t maxTableCells = 100000000;
    static constexpr int64_t maxPositionCount = 1000000; // positions shown in the explorer

    // what names the value in the message: "--dim" on the command line, "d" in the GUI
    static QString checkDimension(const QString &what, const QString &text, int *dimension,
                                  int max = maxDimension);
    static QString checkBase(const QString &what, const QString &text, double *base);
    static QString checkPosition(const QString &what, const QString &text, int64_t *position);
    static QString checkShift(const QString &what, const QString &text, int64_t *shift);
    static QString checkPositionCount(const QString &what, const QString &text, int64_t *count,
                                      int64_t max = maxPositionCount);

    // The same checks on values already parsed (GUI and file input).
    static QString checkDimension(const QString &what, int64_t dimension, int max = maxDimension);
    static QString checkBase(const QString &what, double base);
    static QString checkPosition(const QString &what, double position);

    // A table of rows positions × dimension values must hold at most maxTableCells values; text is
    // the positions as the user wrote them (e.g. "0-99999999"), named in the message.
    static QString checkTableSize(const QString &what, const QString &text, int64_t rows,
                                  int dimension);
};

} // namespace pe
