// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/rotaryembedding.h"

#include <QCoreApplication>

#include <vector>

class QTextStream;

namespace pe {

// The command line's --rope report: q at position m and k at position n, rotated pair by pair,
// their score (Rₘ q)·(Rₙ k) and the same score from the distance alone, q·(R_{n−m} k).
class RopeReport
{
    Q_DECLARE_TR_FUNCTIONS(RopeReport)

public:
    RopeReport(const RotaryEmbedding &rope, const std::vector<double> &query,
               const std::vector<double> &key, double m, double n);

    void writeText(QTextStream &out) const;
    // {"dim", "base", "pairing", "positions": [M, N], "query", "key", "query_rotated",
    //  "key_rotated", "score", "relative_score"}
    void writeJson(QTextStream &out) const;

private:
    RotaryEmbedding m_rope;
    std::vector<double> m_query;
    std::vector<double> m_key;
    double m_m;
    double m_n;
};

} // namespace pe
