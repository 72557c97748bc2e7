// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/argumentcodec.h"
#include "app/commandline.h"
#include "app/consolestreams.h"
#include "app/modetable.h"
#include "app/standardstream.h"
#include "app/windowsystem.h"
#include "core/model/languagesetup.h"
#include "core/text/controlescape.h"
#include "ui/window/appsession.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>

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

// Everything but the window answers on standard output and standard error for scripts: nothing
// on standard error on success, one line on a refusal. Qt's own notes are not the user's business
// there: the offscreen platform's "does not support propagateSizeHints", or Qt 6.5+'s four lines
// on a locale that is not installed ("Detected locale … which is not UTF-8", written while the
// application object is made). Only Qt's critical and fatal messages pass, one line each;
// QT_LOGGING_RULES still shows the rest.
void quietQtNotes()
{
    if (!qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        return;
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            Console::err() << pe::ControlEscape::escaped(message) << '\n';
    });
}

// A QApplication with the window icon and the .desktop entry (Wayland) for the window, --render
// and handouts; a QCoreApplication for the reports (no display needed).
std::unique_ptr<QCoreApplication> makeApplication(bool widgets, int &argc, char **argv)
{
    if (!widgets)
        return std::make_unique<QCoreApplication>(argc, argv);
    auto app = std::make_unique<QApplication>(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-workbench.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral(PEW_APP_ID));
    return app;
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
        && (pe::ModeTable::applicationFor(probe.mode()) == pe::ModeTable::Application::Widgets
            || handout);

    // Rendering never needs a display: the same pixels on a desktop, a server and in CI.
    if (accepted && (probe.mode() == Mode::Render || handout))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const bool window = accepted && (probe.mode() == Mode::Gui || probe.mode() == Mode::Lesson);
    if (!window)
        quietQtNotes();
    std::unique_ptr<QCoreApplication> app = makeApplication(widgets, argc, argv);
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
    const int status = pe::ModeTable::run(commandLine, language);
    if (!Console::finishOutput())
        return 2;
    return status;
}
