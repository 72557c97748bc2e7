// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

class QTextStream;

namespace pe {

// Trains the --train run from checked settings and prints its report.
class TrainRunner
{
public:
    static void run(const CommandLine::Settings &settings, QTextStream &out);
};

} // namespace pe
