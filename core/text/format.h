// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// Fixed-point text with the given number of decimals (6 by default: the seeds' precision).
// A value that rounds to zero is shown without a sign: never "-0.000000".
QString formatFixed(double value, int decimals = 6);

// A number as the window shows it: formatFixed with a real minus sign (U+2212, "−0.989992"), the
// sign the heatmap, the lessons and typeset text use. Exports (CSV, JSON) keep formatFixed's "-".
QString formatDisplay(double value, int decimals = 6);

// The same sign change for text that already holds a number ("-1.5" -> "−1.5"); only a leading
// ASCII hyphen-minus changes.
QString displayMinus(QString text);

// Scientific notation as the window and the handouts show it: "5.6e−17", "−3.6e−15", the minus
// sign U+2212 in the number and in its exponent (exports keep QString::number's ASCII "e-17").
QString formatScientific(double value, int decimals = 1);
// A whole number in subscript digits, for an index after a letter: θ₁₂ (a minus as ₋).
QString formatSubscript(qint64 value);

// Round-trippable text (17 significant digits) for JSON and CSV; integers stay integers.
QString formatExact(double value);

} // namespace pe
