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
    static constexpr int maxDimension = 65536; // command line and core
    // The explorer takes every d the command line takes (one set of limits; d = 65536 with 10^6
    // positions was measured to stay interactive: a parameter change repaints in well under 0.3 s).
    static constexpr int maxGuiDimension = maxDimension;
    static constexpr qint64 maxPosition = qint64(1) << 53; // every integer up to here is exact
    static constexpr qint64 maxTableCells = 100000000;
    static constexpr qint64 maxPositionCount = 1000000; // positions shown in the explorer
    // The largest base anywhere: its periods 2π·base^((d-2)/d) stay finite and print as plain
    // decimals (a base near 1e308 made them overflow to inf, "null" in JSON). 10^12 covers every
    // base in use (10^4 in the paper, 5·10^5 … 10^9 for long contexts) and the explorer's
    // control.
    static constexpr double maxBase = 1e12;
    static QString maxBaseText() { return QStringLiteral("10^12"); } // maxBase in messages

    // A whole number as the command line takes it: an optional sign and the digits 0-9, nothing
    // else (no spaces, no other digits); false when it does not fit in 64 bits either.
    static bool parseWholeNumber(const QString &text, qint64 *out);

    // what names the value in the message: "--dim" on the command line, "d" in the GUI
    static QString checkDimension(const QString &what, const QString &text, int *dimension,
                                  int max = maxDimension);
    static QString checkBase(const QString &what, const QString &text, double *base);
    static QString checkPosition(const QString &what, const QString &text, qint64 *position);
    static QString checkShift(const QString &what, const QString &text, qint64 *shift);
    static QString checkPositionCount(const QString &what, const QString &text, qint64 *count,
                                      qint64 max = maxPositionCount);

    // The same checks on values already parsed (GUI and file input).
    static QString checkDimension(const QString &what, qint64 dimension, int max = maxDimension);
    static QString checkBase(const QString &what, double base);
    static QString checkPosition(const QString &what, double position);

    // A table of rows positions × dimension values must hold at most maxTableCells values; text is
    // the positions as the user wrote them (e.g. "0-99999999"), named in the message.
    static QString checkTableSize(const QString &what, const QString &text, qint64 rows,
                                  int dimension);
};

} // namespace pe
