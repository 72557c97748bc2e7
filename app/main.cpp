// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/argumentcodec.h"
#include "app/bytenamedoutput.h"
#include "app/commandline.h"
#include "app/consolestreams.h"
#include "app/modelrunner.h"
#include "app/precisionrunner.h"
#include "app/schemerunner.h"
#include "app/standardstream.h"
#include "app/terminalprogress.h"
#include "app/trainrunner.h"
#include "app/windowsystem.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheet.h"
#include "core/math/comparison.h"
#include "core/math/relativeshift.h"
#include "core/model/languagesetup.h"
#include "core/reports/comparisonreport.h"
#include "core/reports/shiftreport.h"
#include "core/reports/tablereport.h"
#include "core/text/controlescape.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/render/headlessrender.h"
#include "ui/window/appsession.h"
#include "ui/window/fontsetup.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelactions.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenariosession.h"
#include "ui/worksheet/worksheetexport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QLocale>
#include <QStringConverter>
#include <QTextStream>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

using pe::CommandLine;
using pe::StandardStream;
using Console = pe::ConsoleStreams;
using Mode = CommandLine::Mode;
using Format = CommandLine::Format;

int runGui(const CommandLine &commandLine, const QString &language)
{
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-workbench.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral(PEW_APP_ID)); // Wayland: the .desktop entry
    pe::AppSession appSession(language);
    const CommandLine::Settings &s = commandLine.settings();
    if (commandLine.mode() == Mode::Lesson)
        appSession.show(s.lessonId, s.comparePosition);
    else if (s.scenario)
        appSession.show(); // the scenario's lesson, if any, instead of the start lesson
    else
        appSession.show(pe::AppSession::startLesson());
    if (s.scenario)
        appSession.scenarios()->apply(*s.scenario, s.scenarioFile);
    // A file from the file manager that cannot be read: said over the window, as File → Open says
    // it (once the window is on screen).
    if (!s.scenarioError.isEmpty())
        QTimer::singleShot(0, appSession.scenarios(), [&appSession, error = s.scenarioError] {
            appSession.scenarios()->showOpenFailure(error);
        });
    // A model's config.json named alone: in the Your model view, brought to the front.
    pe::ModelActions *models = appSession.window()->modelActions();
    if (!s.model.model.isEmpty())
        models->openFile(s.model.model);
    if (!s.modelError.isEmpty())
        QTimer::singleShot(0, models,
                           [models, error = s.modelError] { models->showOpenFailure(error); });
    if (s.presenter.on) {
        pe::PresenterMode *presenter = appSession.presenter();
        if (s.presenter.look || s.presenter.zoom)
            presenter->overrideSettings(s.presenter.over(presenter->settings()));
        // Once the window is on screen and fitted (AppSession::show), as if F5 had been pressed.
        QTimer::singleShot(0, presenter, [&appSession, presenter] {
            pe::LessonWizard *lesson = appSession.activeLesson();
            presenter->enter(lesson ? static_cast<QWidget *>(lesson) : appSession.window());
        });
    }
    return QApplication::exec();
}

int runRender(const CommandLine &commandLine, const QString &language)
{
    pe::FontSetup::apply(language);
    const CommandLine::Settings &s = commandLine.settings();
    pe::RenderRequest request;
    request.target = s.target;
    pe::ByteNamedOutput output(s.output);
    QString error = output.prepare();
    if (!error.isEmpty()) {
        Console::printError(error);
        return 2;
    }
    request.output = output.path();
    request.size = QSize(s.width, s.height);
    request.dimension = s.dimension;
    request.base = s.base;
    request.layout = s.layout;
    request.positionCount = static_cast<int>(s.count);
    if (s.compareGiven) {
        request.p = s.p;
        request.q = s.q;
    }
    request.enabled = s.enabled;
    request.palette = s.palette;
    request.lessonId = s.lessonId;
    request.step = s.step;
    request.comparePosition = s.comparePosition;
    request.scenario = s.scenario;
    request.modelFile = s.model.model;
    request.modelContext = s.model.context;
    // The defaults and the options given, not what this user chose last: the same picture for
    // everyone.
    if (s.presenter.on)
        request.presenter = s.presenter.over(pe::PresenterSettings());
    error = output.finish(pe::HeadlessRender::render(request));
    if (!error.isEmpty()) {
        Console::printError(error);
        return 2;
    }
    return 0;
}

// --worksheet ID --format pdf|html --output FILE: the handout with the pages' figures, written
// whole or not at all (the old file stays), failures in one line naming the file and why.
int writeWorksheetFile(const CommandLine::Settings &s, const QString &language)
{
    pe::FontSetup::apply(language);
    pe::ByteNamedOutput output(s.output);
    QString error = output.prepare();
    if (!error.isEmpty()) {
        Console::printError(error);
        return 2;
    }
    pe::WorksheetExport::Request request;
    request.lessonId = s.lessonId;
    request.comparePosition = s.comparePosition;
    request.language = language;
    request.answers = s.answers;
    request.pageSize = pe::WorksheetExport::pageSizeFor(QLocale::system());
    const QString reason
        = pe::WorksheetExport::write(request,
                                     s.format == Format::Pdf ? pe::WorksheetExport::Format::Pdf
                                                             : pe::WorksheetExport::Format::Html,
                                     output.path());
    if (!reason.isEmpty())
        error = QCoreApplication::translate("main", "--output: could not write \"%1\": %2.")
                    .arg(output.path(), reason);
    error = output.finish(error);
    if (!error.isEmpty()) {
        Console::printError(error);
        return 2;
    }
    return 0;
}

int runWorksheet(const CommandLine &commandLine, const QString &language)
{
    const CommandLine::Settings &s = commandLine.settings();
    if (s.format == Format::Pdf || s.format == Format::Html)
        return writeWorksheetFile(s, language);
    const pe::Worksheet::Format format
        = s.format == Format::Json ? pe::Worksheet::Format::Json : pe::Worksheet::Format::Markdown;
    const QByteArray text = pe::Worksheet::generate(pe::LessonCatalog::lesson(s.lessonId),
                                                    s.comparePosition, format, language);
    Console::out() << QString::fromUtf8(text);
    return 0;
}

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
    const pe::Comparison comparison = pe::Comparison::compute(
        s.encoding(), static_cast<double>(s.p), static_cast<double>(s.q), s.enabled);
    if (s.format == Format::Json)
        pe::ComparisonReport::writeJson(comparison, Console::out());
    else
        pe::ComparisonReport::writeText(comparison, Console::out());
    return 0;
}

int runTable(const CommandLine &commandLine, const QString &)
{
    const CommandLine::Settings &s = commandLine.settings();
    pe::TableReport report(s.encoding(), s.first, s.count);
    pe::TerminalProgress progress(pe::TerminalProgress::Kind::Table, s.count);
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
    const pe::RelativeShift shift(s.encoding(), static_cast<double>(s.shift));
    if (s.format == Format::Json)
        pe::ShiftReport::writeJson(shift, static_cast<double>(s.from), Console::out());
    else
        pe::ShiftReport::writeText(shift, static_cast<double>(s.from), Console::out());
    return 0;
}

int runScheme(const CommandLine &commandLine, const QString &)
{
    pe::SchemeRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
    return 0;
}

int runPrecision(const CommandLine &commandLine, const QString &)
{
    pe::PrecisionRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
    return 0;
}

int runModel(const CommandLine &commandLine, const QString &)
{
    pe::ModelRunner::run(commandLine.mode(), commandLine.settings(), Console::out());
    return 0;
}

int runTrain(const CommandLine &commandLine, const QString &)
{
    pe::TrainRunner::run(commandLine.settings(), Console::out());
    return 0;
}

// Which application object a mode needs: reports run headless on a QCoreApplication.
enum class Application { Core, Widgets };

struct ModeEntry
{
    Mode mode;
    Application application;
    int (*run)(const CommandLine &commandLine, const QString &language);
};

// One entry per mode; a new mode is one more CommandLine rule and one more line here.
const ModeEntry modeEntries[] = {
    { Mode::Gui, Application::Widgets, runGui },
    { Mode::Help, Application::Core, printHelp },
    { Mode::Version, Application::Core, printVersion },
    { Mode::Compare, Application::Core, runCompare },
    { Mode::Table, Application::Core, runTable },
    { Mode::Shift, Application::Core, runShift },
    { Mode::Render, Application::Widgets, runRender },
    { Mode::Lesson, Application::Widgets, runGui },
    { Mode::Worksheet, Application::Core, runWorksheet },
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

int main(int argc, char *argv[])
{
    // First pass, before any application object exists: which application the mode needs, and
    // the language. A rejected command line is reported from a QCoreApplication (no display).
    StandardStream::reserveClosedDescriptors(); // before anything opens a file
#ifdef Q_OS_UNIX
    // A reader that goes away (| head) must not kill the run without a word (SIGPIPE): the write
    // fails with EPIPE instead, and the run ends with exit 2 and one line, as on a full disk.
    std::signal(SIGPIPE, SIG_IGN);
#endif
    Console::outputDevice().setFailureHandler([] {
        Console::printOutputFailure();
        std::_Exit(2); // the rest of the report would go nowhere
    });
    // Every byte of every argument is kept: a file name need not be UTF-8.
    QStringList arguments = pe::ArgumentCodec::decode(argc, argv);
    CommandLine probe;
    const bool accepted = probe.parse(arguments);
    // A PDF or HTML handout draws the lesson pages' figures: widgets, off screen as --render.
    const bool handout = accepted && probe.mode() == Mode::Worksheet
        && (probe.settings().format == Format::Pdf || probe.settings().format == Format::Html);
    // The window's scenario file (or model settings) could not be read: with a window system the
    // window opens and says so in a dialog; without one the line on standard error is all (exit 2).
    const bool fileFailed = accepted
        && (!probe.settings().scenarioError.isEmpty() || !probe.settings().modelError.isEmpty());
    const bool showWindow = !fileFailed || pe::WindowSystem::available();
    const bool widgets = accepted && showWindow
        && (entryFor(probe.mode()).application == Application::Widgets || handout);

    // Rendering never needs a display: the same pixels on a desktop, a server and in CI.
    if (accepted && (probe.mode() == Mode::Render || handout))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Everything but the window answers on standard output and standard error for scripts:
    // nothing on standard error on success, one line on a refusal. Qt's own notes are not the
    // user's business there: the offscreen platform's "does not support propagateSizeHints", or
    // Qt 6.5+'s four lines on a locale that is not installed ("Detected locale … which is not
    // UTF-8", written while the application object is made). Only Qt's critical and fatal
    // messages pass, one line each; QT_LOGGING_RULES still shows the rest.
    const bool window = accepted && (probe.mode() == Mode::Gui || probe.mode() == Mode::Lesson);
    if (!window && qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &, const QString &message) {
                if (type == QtCriticalMsg || type == QtFatalMsg)
                    Console::err() << pe::ControlEscape::escaped(message) << '\n';
            });
    std::unique_ptr<QCoreApplication> app;
    if (widgets)
        app = std::make_unique<QApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("pe-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PEW_VERSION));
    // The window starts in the remembered (or classroom-preset) language unless --language says.
    QString requested = probe.language();
    if (requested.isEmpty() && window)
        requested = pe::AppSession::storedLanguage();
    const QString language = pe::LanguageSetup::install(*app, requested);

    // Second pass with the translators installed, so every message is in the chosen language.
#ifdef Q_OS_WIN
    arguments = QCoreApplication::arguments(); // from the UTF-16 command line, not the code page
#endif
    CommandLine commandLine;
    if (!commandLine.parse(arguments)) {
        Console::printError(commandLine.errorText());
        return 2;
    }
    for (const QString &error :
         { commandLine.settings().scenarioError, commandLine.settings().modelError }) {
        if (error.isEmpty())
            continue;
        Console::printError(error);
        if (!showWindow)
            return 2;
    }
    const int status = entryFor(commandLine.mode()).run(commandLine, language);
    if (!Console::finishOutput())
        return 2;
    return status;
}
