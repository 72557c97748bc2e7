// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

namespace pe {

// The modes that write a file or a handout: --render (a view's picture) and --worksheet (Markdown
// or JSON on standard output, PDF or HTML to --output). A file is written whole or not at all;
// a failure is one line on standard error and exit status 2.
class OutputRunner
{
public:
    static int render(const CommandLine &commandLine, const QString &language);
    static int worksheet(const CommandLine &commandLine, const QString &language);
};

} // namespace pe
