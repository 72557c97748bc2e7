// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarios/scenariowriter.h"

#include "core/io/filewriter.h"
#include "core/text/jsonformat.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace pe {

namespace {

    // A JSON string literal: QJsonDocument's escaping, without the array around it.
    QString quoted(const QString &text)
    {
        const QByteArray array = QJsonDocument(QJsonArray { text }).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(array.mid(1, array.size() - 2));
    }

    QString strings(const QStringList &list)
    {
        QStringList parts;
        for (const QString &s : list)
            parts.append(quoted(s));
        return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
    }

    QString integers(const QList<int> &list)
    {
        QStringList parts;
        for (int v : list)
            parts.append(QString::number(v));
        return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
    }

    // "  \"key\": value" lines joined into an object at the given indentation.
    QString object(const QList<std::pair<const char *, QString>> &members, int indent)
    {
        const QString inner(indent + 2, QLatin1Char(' '));
        QStringList lines;
        for (const auto &[key, value] : members)
            lines.append(inner + quoted(QLatin1String(key)) + QLatin1String(": ") + value);
        return QLatin1String("{\n") + lines.join(QLatin1String(",\n")) + QLatin1Char('\n')
            + QString(indent, QLatin1Char(' ')) + QLatin1Char('}');
    }

} // namespace

QByteArray ScenarioWriter::toJson(const Scenario &s)
{
    const ScenarioParameters &p = s.parameters;
    const QString parameters = object(
        {
            { "dimension", QString::number(p.dimension) },
            { "base", JsonFormat::number(p.base) },
            { "positions", QString::number(p.positionCount) },
            { "p", QString::number(p.positionP) },
            { "q", QString::number(p.positionQ) },
            { "encoding", JsonFormat::boolean(p.encodingEnabled) },
            { "layout", quoted(QLatin1String(layoutName(p.layout))) },
            { "dimensions", integers(p.shownDimensions) },
            { "picked_dimension", QString::number(p.pickedDimension) },
        },
        2);
    const QString views = object(
        { { "visible", strings(s.visibleViews) }, { "current", quoted(s.currentView) } }, 2);
    const QString viewport
        = object({ { "first_position", JsonFormat::number(s.viewport.firstPosition) },
                   { "position_span", JsonFormat::number(s.viewport.positionSpan) },
                   { "first_dimension", JsonFormat::number(s.viewport.firstDimension) },
                   { "dimension_span", JsonFormat::number(s.viewport.dimensionSpan) } },
                 4);
    const QString heatmap
        = object({ { "palette", quoted(s.palette) }, { "viewport", viewport } }, 2);
    QList<std::pair<const char *, QString>> top {
        { "format", quoted(QLatin1String(Scenario::formatName)) },
        { "version", QString::number(Scenario::formatVersion) },
        { "note", quoted(s.note) },
        { "parameters", parameters },
        { "views", views },
        { "heatmap", heatmap },
    };
    if (!s.lesson.id.isEmpty())
        top.append({ "lesson",
                     object({ { "id", quoted(s.lesson.id) },
                              { "step", QString::number(s.lesson.step) },
                              { "compare_position", QString::number(s.lesson.comparePosition) } },
                            2) });
    if (!s.model.sample.isEmpty() || !s.model.file.isEmpty())
        top.append(
            { "model",
              object({ s.model.sample.isEmpty() ? std::pair("file", quoted(s.model.file))
                                                : std::pair("sample", quoted(s.model.sample)),
                       { "context", QString::number(s.model.context) } },
                     2) });
    top.append({ "presenter", JsonFormat::boolean(s.presenter) });
    return (object(top, 0) + QLatin1Char('\n')).toUtf8();
}

QString ScenarioWriter::save(const Scenario &scenario, const QString &fileName)
{
    // A model file in the scenario's folder or under it is written relative to it, so that the
    // folder can be copied to another machine or a class share whole (ScenarioReader::readFile
    // reads it back from the scenario's folder); one elsewhere keeps its full path.
    Scenario saved = scenario;
    QString &model = saved.model.file;
    if (!model.isEmpty() && QDir::isAbsolutePath(model)) {
        const QString relative = QFileInfo(fileName).absoluteDir().relativeFilePath(model);
        if (!relative.startsWith(QLatin1String("..")) && QDir::isRelativePath(relative))
            model = relative;
    }
    const QString reason = FileWriter::write(fileName, toJson(saved));
    if (reason.isEmpty())
        return {};
    return tr("%1: the scenario was not saved: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

} // namespace pe
