// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

namespace pe {

// The window: the workbench (or a lesson, --lesson ID) in the given language, with the scenario,
// the model settings and presenter mode the command line named; returns when the window closes.
class WindowRunner
{
public:
    static int run(const CommandLine &commandLine, const QString &language);
};

} // namespace pe
