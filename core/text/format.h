// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// Fixed-point text with the given number of decimals (6 by default: the seeds' precision).
// A value that rounds to zero is shown without a sign: never "-0.000000".
QString formatFixed(double value, int decimals = 6);

// Round-trippable text (17 significant digits) for JSON and CSV; integers stay integers.
QString formatExact(double value);

} // namespace pe
