// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/nearestpairreport.h"
#include "core/reports/precisionreport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"

#include <QTextStream>

namespace pe {

void NearestPairReport::writeText(const Encoding &encoding, int64_t count, const NearestPair &pair,
                                  QTextStream &out)
{
    out << tr("Nearest pair among positions 0 to %1 (d = %2, base = %3): %4 and %5, "
              "‖PE(%4) − PE(%5)‖ = %6.")
               .arg(count - 1)
               .arg(encoding.dimension())
               .arg(formatExact(encoding.base()))
               .arg(pair.first())
               .arg(pair.second())
               .arg(PrecisionReport::small(pair.distance()))
        << '\n';
    out << tr("The distance depends on the gap alone: every pair (a, a + %1) is exactly as near, "
              "and no two positions in the range are nearer.")
               .arg(pair.gap())
        << '\n';
    out.flush();
}

void NearestPairReport::writeJson(const Encoding &encoding, int64_t count, const NearestPair &pair,
                                  QTextStream &out)
{
    out << "{\n";
    out << "  \"dim\": " << encoding.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(encoding.base()) << ",\n";
    out << "  \"positions\": [0, " << count - 1 << "],\n";
    out << "  \"pair\": [" << pair.first() << ", " << pair.second() << "],\n";
    out << "  \"distance\": " << JsonFormat::number(pair.distance()) << "\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
