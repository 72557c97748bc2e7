// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

class QTextStream;

namespace pe {

// Prints the report of --model-config or --rope-mismatch from checked settings.
class ModelRunner
{
public:
    static void run(CommandLine::Mode mode, const CommandLine::Settings &settings,
                    QTextStream &out);
};

} // namespace pe
