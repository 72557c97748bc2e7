// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/trainrunner.h"
#include "app/terminalprogress.h"
#include "core/reports/trainingreport.h"
#include "core/training/trainer.h"

#include <QTextStream>

namespace pe {

void TrainRunner::run(const CommandLine::Settings &settings, QTextStream &out)
{
    Trainer trainer(settings.training);
    TerminalProgress progress(TerminalProgress::Kind::Training, settings.training.steps);
    trainer.run([&progress](const Trainer &t) {
        progress.update(t.stepsDone());
        return true;
    });
    if (settings.format == CommandLine::Format::Json)
        TrainingReport::writeJson(trainer, out);
    else
        TrainingReport::writeText(trainer, out);
}

} // namespace pe
