// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/modetable.h"

#include "app/consolestreams.h"
#include "app/modelrunner.h"
#include "app/outputrunner.h"
#include "app/precisionrunner.h"
#include "app/schemerunner.h"
#include "app/terminalprogress.h"
#include "app/trainrunner.h"
#include "app/windowrunner.h"
#include "core/math/comparison.h"
#include "core/math/relativeshift.h"
#include "core/reports/comparisonreport.h"
#include "core/reports/shiftreport.h"
#include "core/reports/tablereport.h"

#include <QTextStream>

#include <algorithm>
#include <iterator>

namespace pe {

namespace {

    using Console = ConsoleStreams;
    using Mode = CommandLine::Mode;
    using Format = CommandLine::Format;
    using Application = ModeTable::Application;

    int printHelp(const CommandLine &commandLine, const QString &)
    {
        Console::out() << commandLine.helpText();
        return 0;
    }

    int printVersion(const CommandLine &, const QString &)
    {
        Console::out() << CommandLine::versionText();
        return 0;
    }

    int runCompare(const CommandLine &commandLine, const QString &)
    {
        const CommandLine::Settings &s = commandLine.settings();
        const Comparison comparison = Comparison::compute(s.encoding(), static_cast<double>(s.p),
                                                          static_cast<double>(s.q), s.enabled);
        if (s.format == Format::Json)
            ComparisonReport::writeJson(comparison, Console::out());
        else
            ComparisonReport::writeText(comparison, Console::out());
        return 0;
    }

    int runTable(const CommandLine &commandLine, const QString &)
    {
        const CommandLine::Settings &s = commandLine.settings();
        TableReport report(s.encoding(), s.first, s.count);
        TerminalProgress progress(TerminalProgress::Kind::Table, s.count);
        if (progress.isShown())
            report.setProgress([&progress](qint64 rows) {
                progress.update(rows);
                return true;
            });
        if (s.format == Format::Json)
            report.writeJson(Console::out());
        else
            report.writeCsv(Console::out());
        return 0;
    }

    int runShift(const CommandLine &commandLine, const QString &)
    {
        const CommandLine::Settings &s = commandLine.settings();
        const RelativeShift shift(s.encoding(), static_cast<double>(s.shift));
        if (s.format == Format::Json)
            ShiftReport::writeJson(shift, static_cast<double>(s.from), Console::out());
        else
            ShiftReport::writeText(shift, static_cast<double>(s.from), Console::out());
        return 0;
    }

    int runScheme(const CommandLine &commandLine, const QString &)
    {
        SchemeRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
        return 0;
    }

    int runPrecision(const CommandLine &commandLine, const QString &)
    {
        PrecisionRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
        return 0;
    }

    int runModel(const CommandLine &commandLine, const QString &)
    {
        ModelRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
        return 0;
    }

    int runTrain(const CommandLine &commandLine, const QString &)
    {
        TrainRunner::run(commandLine.settings(), Console::out());
        return 0;
    }

    struct ModeEntry
    {
        Mode mode;
        Application application;
        int (*run)(const CommandLine &commandLine, const QString &language);
    };

    // One entry per mode.
    const ModeEntry modeEntries[] = {
        { Mode::Gui, Application::Widgets, WindowRunner::run },
        { Mode::Help, Application::Core, printHelp },
        { Mode::Version, Application::Core, printVersion },
        { Mode::Compare, Application::Core, runCompare },
        { Mode::Table, Application::Core, runTable },
        { Mode::Shift, Application::Core, runShift },
        { Mode::Render, Application::Widgets, OutputRunner::render },
        { Mode::Lesson, Application::Widgets, WindowRunner::run },
        { Mode::Worksheet, Application::Core, OutputRunner::worksheet },
        { Mode::Rope, Application::Core, runScheme },
        { Mode::Alibi, Application::Core, runScheme },
        { Mode::Profile, Application::Core, runScheme },
        { Mode::ContextScaling, Application::Core, runScheme },
        { Mode::Precision, Application::Core, runPrecision },
        { Mode::Nearest, Application::Core, runPrecision },
        { Mode::Train, Application::Core, runTrain },
        { Mode::ModelConfig, Application::Core, runModel },
        { Mode::RopeMismatch, Application::Core, runModel },
    };

    const ModeEntry &entryFor(Mode mode)
    {
        for (const ModeEntry &entry : modeEntries) {
            if (entry.mode == mode)
                return entry;
        }
        Q_UNREACHABLE(); // every Mode has its entry above
    }

} // namespace

bool ModeTable::knows(CommandLine::Mode mode)
{
    return std::any_of(std::begin(modeEntries), std::end(modeEntries),
                       [mode](const ModeEntry &entry) { return entry.mode == mode; });
}

ModeTable::Application ModeTable::applicationFor(CommandLine::Mode mode)
{
    return entryFor(mode).application;
}

int ModeTable::run(const CommandLine &commandLine, const QString &language)
{
    return entryFor(commandLine.mode()).run(commandLine, language);
}

} // namespace pe
