// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/trainrunner.h"
#include "core/reports/trainingreport.h"
#include "core/training/trainer.h"

#include <QTextStream>

namespace pe {

void TrainRunner::run(const CommandLine::Settings &settings, QTextStream &out)
{
    Trainer trainer(settings.training);
    trainer.run();
    if (settings.format == CommandLine::Format::Json)
        TrainingReport::writeJson(trainer, out);
    else
        TrainingReport::writeText(trainer, out);
}

} // namespace pe
