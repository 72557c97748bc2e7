// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarios/scenarioreader.h"

#include "core/scenarios/scenariofields.h"
#include "core/scenarios/scenariosections.h"
#include "core/text/graphemes.h"
#include "core/text/jsonliterals.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <limits>

namespace pe {

namespace {

    const QString none;

} // namespace

ScenarioReader::Result ScenarioReader::read(const QByteArray &bytes, const QString &fileName,
                                            const Vocabulary &vocabulary)
{
    Result result;
    const QString file = QDir::toNativeSeparators(fileName);
    if (bytes.size() > Scenario::maxFileSize) {
        result.error = tooLarge(fileName, bytes.size());
        return result;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject()) {
        result.error = document.isNull()
            ? tr("%1: not a scenario file: the JSON breaks off at byte %2 (%3).")
                  .arg(file, QString::number(parse.offset), parse.errorString())
            : tr("%1: not a scenario file: it holds no JSON object { … }.").arg(file);
        return result;
    }
    // What QJsonDocument lets pass: a raw control character inside text, a key given twice.
    const JsonLiterals::Result literals = JsonLiterals::scan(bytes);
    if (literals.controlOffset >= 0) {
        result.error = tr("%1: not a scenario file: a line break or other control character "
                          "inside text in quotes at byte %2; write it as \\n.")
                           .arg(file, QString::number(literals.controlOffset));
        return result;
    }
    if (!literals.duplicatePath.isEmpty()) {
        result.error
            = tr("%1: %2 is given twice; give each field once.").arg(file, literals.duplicatePath);
        return result;
    }
    const QJsonObject top = document.object();
    ScenarioFields f(fileName);
    f.setLiterals(literals.numbers);
    const auto format = f.text(top, none, "format");
    if (format && *format != QLatin1String(Scenario::formatName))
        f.fail(tr("%1: the format is \"%2\", not \"%3\".")
                   .arg(f.name(none, "format"), *format, QLatin1String(Scenario::formatName)));
    const auto version = f.whole(top, none, "version", 1, std::numeric_limits<int>::max());
    if (version && *version > Scenario::formatVersion)
        f.fail(tr("%1: made for version %2 of the format; this Workbench reads version %3. "
                  "Open it with a newer Workbench.")
                   .arg(file, QString::number(*version), QString::number(Scenario::formatVersion)));
    f.noteUnknown(top, none,
                  { "format", "version", "note", "parameters", "views", "heatmap", "lesson",
                    "model", "presenter" });
    Scenario &s = result.scenario;
    const auto note = f.text(top, none, "note");
    const qsizetype noteLength = note ? Graphemes::count(*note) : 0;
    if (noteLength > Scenario::maxNoteLength)
        f.fail(tr("%1: %2 characters; a note has at most %3.")
                   .arg(f.name(none, "note"), QString::number(noteLength),
                        QString::number(Scenario::maxNoteLength)));
    ScenarioSections::readParameters(f, top, &s.parameters);
    ScenarioSections::readViews(f, top, vocabulary, &s);
    ScenarioSections::readHeatmap(f, top, vocabulary, &s);
    ScenarioSections::readLesson(f, top, &s);
    ScenarioSections::readModel(f, top, &s);
    const auto presenter = f.boolean(top, none, "presenter");
    if (f.failed()) {
        result.scenario = {};
        result.error = f.error();
        return result;
    }
    s.note = *note;
    s.presenter = *presenter;
    result.notes = f.notes();
    return result;
}

ScenarioReader::Result ScenarioReader::readFile(const QString &fileName,
                                                const Vocabulary &vocabulary)
{
    QFile file(fileName);
    Result result;
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = cannotOpen(fileName, file.errorString());
        return result;
    }
    if (file.size() > Scenario::maxFileSize) {
        result.error = tooLarge(fileName, file.size());
        return result;
    }
    // Read one byte more than allowed: a file that grows (a pipe, a device) is caught too.
    result = read(file.read(Scenario::maxFileSize + 1), fileName, vocabulary);
    // A model file named relative to the scenario (as ScenarioWriter::save writes one beside or
    // under it): from the scenario's folder, wherever the two were copied together.
    QString &model = result.scenario.model.file;
    if (result.ok() && !model.isEmpty() && QDir::isRelativePath(model))
        model = QDir::cleanPath(QFileInfo(fileName).absoluteDir().absoluteFilePath(model));
    return result;
}

QString ScenarioReader::cannotOpen(const QString &fileName, const QString &reason)
{
    return tr("%1: cannot be opened: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

QString ScenarioReader::tooLarge(const QString &fileName, qint64 size)
{
    return tr("%1: %2 bytes is too large for a scenario; at most %3 bytes.")
        .arg(QDir::toNativeSeparators(fileName), QString::number(size),
             QString::number(Scenario::maxFileSize));
}

} // namespace pe
