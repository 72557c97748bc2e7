// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>

class QCommandLineParser;

namespace pe {

// --scenario FILE (or the file name alone): reads the file, checked whole (ScenarioReader), into
// CommandLine::Settings. With a parser, the values of options given on the command line stay
// (they win over the file); without one (the window) the file is kept for the AppSession.
class ScenarioOption
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioOption)

public:
    // Empty when fileName is empty or was read; else the one-line message (exit 2).
    static QString read(const QString &fileName, const QCommandLineParser *parser,
                        CommandLine::Settings *settings);
    // "scenario" as the value of --render or --worksheet: what the file shows. Empty when taken;
    // else the message (no --scenario, or --worksheet scenario on a file without a lesson).
    static QString useAsRenderTarget(CommandLine::Settings *settings);
    static QString useAsWorksheet(CommandLine::Settings *settings);
    static bool isScenarioValue(const QString &value) { return value == QLatin1String("scenario"); }
};

} // namespace pe
