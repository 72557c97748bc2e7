// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

class QTextStream;

namespace pe {

// Prints the report of --precision or --nearest from checked settings.
class PrecisionRunner
{
public:
    static void run(CommandLine::Mode mode, const CommandLine::Settings &settings,
                    QTextStream &out);
};

} // namespace pe
