// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/schemerunner.h"
#include "core/reports/alibireport.h"
#include "core/reports/contextscalingreport.h"
#include "core/reports/profilereport.h"
#include "core/reports/ropereport.h"

#include <QTextStream>

namespace pe {

void SchemeRunner::run(CommandLine::Mode mode, const CommandLine::Settings &settings,
                       QTextStream &out)
{
    using Mode = CommandLine::Mode;
    const SchemeSettings &s = settings.scheme;
    const bool json = settings.format == CommandLine::Format::Json;
    switch (mode) {
    case Mode::Rope: {
        const RopeReport report(RotaryEmbedding(settings.dimension, settings.base, s.pairing),
                                s.query, s.key, double(s.m), double(s.n));
        json ? report.writeJson(out) : report.writeText(out);
        break;
    }
    case Mode::Alibi:
        json ? AlibiReport::writeJson(s.heads, s.length, out)
             : AlibiReport::writeText(s.heads, s.length, out);
        break;
    case Mode::Profile: {
        const ProfileReport report(s.scheme, settings.dimension, settings.base, s.heads,
                                   s.distances);
        json ? report.writeJson(out) : report.writeCsv(out);
        break;
    }
    case Mode::ContextScaling: {
        const ContextScaling scaling(s.method, s.scale, double(s.trainLength), settings.dimension,
                                     settings.base);
        json ? ContextScalingReport::writeJson(scaling, out)
             : ContextScalingReport::writeText(scaling, out);
        break;
    }
    default:
        break;
    }
}

} // namespace pe
