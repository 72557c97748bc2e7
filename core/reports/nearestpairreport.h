// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/nearestpair.h"

#include <QCoreApplication>

class QTextStream;

namespace pe {

// The command line's --nearest report: the two positions among 0 … N − 1 whose encodings are
// nearest in double (NearestPair), as text or JSON.
class NearestPairReport
{
    Q_DECLARE_TR_FUNCTIONS(NearestPairReport)

public:
    static void writeText(const Encoding &encoding, int64_t count, const NearestPair &pair,
                          QTextStream &out);
    // {"dim", "base", "positions": [0, N − 1], "pair": [a, b], "distance"}
    static void writeJson(const Encoding &encoding, int64_t count, const NearestPair &pair,
                          QTextStream &out);
};

} // namespace pe
