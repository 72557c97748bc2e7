// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QTextStream;

namespace pe {

// The command line's --alibi report: the slope of every head and the bias −slope·(i − j) of the
// last query, i = L − 1, for every key j = 0 … L − 1.
class AlibiReport
{
    Q_DECLARE_TR_FUNCTIONS(AlibiReport)

public:
    static void writeText(int heads, int length, QTextStream &out);
    // {"heads", "length", "slopes": [...], "bias": [[... L values] per head]}
    static void writeJson(int heads, int length, QTextStream &out);
};

} // namespace pe
