// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

namespace pe {

// What each mode of the command line runs, and on which application object: one entry per
// CommandLine::Mode (a new mode is one more CommandLine rule and one more entry in modetable.cpp).
class ModeTable
{
public:
    // Reports run headless on a QCoreApplication; the window, --render and --lesson need widgets.
    enum class Application { Core, Widgets };

    // Whether the mode has its entry (a test checks every mode the command line can choose).
    static bool knows(CommandLine::Mode mode);
    static Application applicationFor(CommandLine::Mode mode);
    // Runs the parsed command line's mode; returns the exit status.
    static int run(const CommandLine &commandLine, const QString &language);
};

} // namespace pe
