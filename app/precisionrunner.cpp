// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/precisionrunner.h"
#include "core/math/nearestpair.h"
#include "core/precision/precisionanalysis.h"
#include "core/reports/nearestpairreport.h"
#include "core/reports/precisionreport.h"

#include <QTextStream>

namespace pe {

void PrecisionRunner::run(CommandLine::Mode mode, const CommandLine::Settings &settings,
                          QTextStream &out)
{
    const bool json = settings.format == CommandLine::Format::Json;
    const Encoding encoding(settings.dimension, settings.base);
    if (mode == CommandLine::Mode::Precision) {
        const PrecisionTable table(encoding, settings.precision.type, settings.precision.variant);
        const PrecisionAnalysis analysis(table, settings.first, settings.count);
        json ? PrecisionReport::writeJson(analysis, out)
             : PrecisionReport::writeText(analysis, out);
    } else if (mode == CommandLine::Mode::Nearest) {
        const NearestPair pair(encoding, settings.count);
        json ? NearestPairReport::writeJson(encoding, settings.count, pair, out)
             : NearestPairReport::writeText(encoding, settings.count, pair, out);
    }
}

} // namespace pe
