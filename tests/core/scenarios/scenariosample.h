// SPDX-License-Identifier: GPL-3.0-or-later
// What the scenario tests share: the names a window would pass as the reader's vocabulary, a
// scenario with every field set (the Taiwan lecture's setting with lesson 2 open at step 5), and
// that scenario's file with one field changed.
#pragma once

#include "core/scenarios/scenario.h"
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace pe::scenariotest {

inline ScenarioReader::Vocabulary vocabulary()
{
    // Every view of the window (ViewRegistry::ids()).
    return { { QStringLiteral("waves"), QStringLiteral("heatmap"), QStringLiteral("clock"),
               QStringLiteral("comparison"), QStringLiteral("similarity"),
               QStringLiteral("schemes"), QStringLiteral("rope"), QStringLiteral("contexts"),
               QStringLiteral("precision"), QStringLiteral("training"), QStringLiteral("table") },
             { QStringLiteral("viridis"), QStringLiteral("cividis"), QStringLiteral("rdbu") } };
}

inline Scenario lecture()
{
    Scenario s;
    s.parameters.dimension = 128;
    s.parameters.base = 10000;
    s.parameters.positionCount = 50;
    s.parameters.positionP = 0;
    s.parameters.positionQ = 6;
    s.parameters.encodingEnabled = true;
    s.parameters.layout = Layout::Interleaved;
    s.parameters.shownDimensions = { 0, 1, 10 };
    s.parameters.pickedDimension = 10;
    s.visibleViews
        = { QStringLiteral("waves"), QStringLiteral("heatmap"), QStringLiteral("similarity") };
    s.currentView = QStringLiteral("similarity");
    s.palette = QStringLiteral("cividis");
    s.viewport = { 2.5, 20, 0, 64 };
    s.lesson = { QStringLiteral("attention"), 5, 6 };
    s.model = { QStringLiteral("llama-2-7b"), QString(), 8192 };
    s.presenter = true;
    s.note
        = QStringLiteral("Lecture 2: \"relative\" position.\nLook at dims 0, 1 and 10 — 你打我.");
    return s;
}

inline const QString sampleFileName = QStringLiteral("lesson2.pewscenario");

inline QJsonObject sampleObject()
{
    return QJsonDocument::fromJson(ScenarioWriter::toJson(lecture())).object();
}

// Sets (or with an undefined value removes) the member at a dotted path.
inline void edit(QJsonObject &object, const QStringList &path, const QJsonValue &value)
{
    if (path.size() == 1) {
        if (value.isUndefined())
            object.remove(path.first());
        else
            object.insert(path.first(), value);
        return;
    }
    QJsonObject inner = object.value(path.first()).toObject();
    edit(inner, path.mid(1), value);
    object.insert(path.first(), inner);
}

inline QByteArray edited(const char *path, const QJsonValue &value)
{
    QJsonObject o = sampleObject();
    edit(o, QString::fromLatin1(path).split(QLatin1Char('.')), value);
    return QJsonDocument(o).toJson();
}

// The sample with its "model" section replaced.
inline QByteArray withModel(const QJsonValue &model)
{
    QJsonObject o = sampleObject();
    o.insert(QStringLiteral("model"), model);
    return QJsonDocument(o).toJson();
}

} // namespace pe::scenariotest
