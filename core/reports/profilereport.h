// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"

#include <vector>

class QTextStream;

namespace pe {

// The command line's --profile report: a DistanceProfile for Δ = 0 … N − 1.
//   CSV: "distance,value" (sinusoidal, rope) or "distance,head1,…,headH" (alibi), one row per Δ.
//   JSON: {"scheme", "dim", "base", "distances", "values": [...]} for sinusoidal and rope;
//         {"scheme", "heads", "distances", "values": [[...] per head]} for alibi, which has no
//         d or base.
class ProfileReport
{
public:
    // scheme: one of PositionSchemes::profiled() (sinusoidal, rope, alibi).
    ProfileReport(PositionScheme scheme, int dimension, double base, int heads, int count);

    void writeCsv(QTextStream &out) const;
    void writeJson(QTextStream &out) const;

private:
    PositionScheme m_scheme;
    int m_dimension;
    double m_base;
    int m_heads;
    int m_count;
    std::vector<std::vector<double>> m_values; // one list, or one per head
};

} // namespace pe
