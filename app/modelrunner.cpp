// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/modelrunner.h"
#include "core/modelconfig/ropefrequencies.h"
#include "core/reports/modelconfigreport.h"
#include "core/reports/ropemismatchreport.h"

#include <QTextStream>

namespace pe {

void ModelRunner::run(CommandLine::Mode mode, const CommandLine::Settings &settings,
                      QTextStream &out)
{
    const ModelSettings &s = settings.model;
    const RopeFrequencies frequencies(s.config, s.context);
    if (mode == CommandLine::Mode::ModelConfig) {
        if (settings.format == CommandLine::Format::Json)
            ModelConfigReport::writeJson(frequencies, s.model, out);
        else
            ModelConfigReport::writeText(frequencies, s.model, out);
    } else if (mode == CommandLine::Mode::RopeMismatch) {
        const RopeMismatchReport report(frequencies, s.mistake, s.model, s.positions, s.seed);
        if (settings.format == CommandLine::Format::Json)
            report.writeJson(out);
        else if (settings.format == CommandLine::Format::Csv)
            report.writeCsv(out);
        else
            report.writeText(out);
    }
}

} // namespace pe
