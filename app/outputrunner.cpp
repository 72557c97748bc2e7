// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/outputrunner.h"

#include "app/bytenamedoutput.h"
#include "app/consolestreams.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheet.h"
#include "ui/render/headlessrender.h"
#include "ui/window/fontsetup.h"
#include "ui/worksheet/worksheetexport.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>

namespace pe {

namespace {

    using Console = ConsoleStreams;
    using Format = CommandLine::Format;

    // --worksheet ID --format pdf|html --output FILE: the handout with the pages' figures, written
    // whole or not at all (the old file stays), failures in one line naming the file and why.
    int writeWorksheetFile(const CommandLine::Settings &s, const QString &language)
    {
        FontSetup::apply(language);
        ByteNamedOutput output(s.output);
        QString error = output.prepare();
        if (!error.isEmpty()) {
            Console::printError(error);
            return 2;
        }
        WorksheetExport::Request request;
        request.lessonId = s.lessonId;
        request.comparePosition = s.comparePosition;
        request.language = language;
        request.answers = s.answers;
        request.pageSize = WorksheetExport::pageSizeFor(QLocale::system());
        const QString reason = WorksheetExport::write(
            request,
            s.format == Format::Pdf ? WorksheetExport::Format::Pdf : WorksheetExport::Format::Html,
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

} // namespace

int OutputRunner::render(const CommandLine &commandLine, const QString &language)
{
    FontSetup::apply(language);
    const CommandLine::Settings &s = commandLine.settings();
    RenderRequest request;
    request.target = s.target;
    ByteNamedOutput output(s.output);
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
        request.presenter = s.presenter.over(PresenterSettings());
    error = output.finish(HeadlessRender::render(request));
    if (!error.isEmpty()) {
        Console::printError(error);
        return 2;
    }
    return 0;
}

int OutputRunner::worksheet(const CommandLine &commandLine, const QString &language)
{
    const CommandLine::Settings &s = commandLine.settings();
    if (s.format == Format::Pdf || s.format == Format::Html)
        return writeWorksheetFile(s, language);
    const Worksheet::Format format
        = s.format == Format::Json ? Worksheet::Format::Json : Worksheet::Format::Markdown;
    const QByteArray text = Worksheet::generate(LessonCatalog::lesson(s.lessonId),
                                                s.comparePosition, format, language);
    Console::out() << QString::fromUtf8(text);
    return 0;
}

} // namespace pe
