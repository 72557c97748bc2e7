// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace pe {

// The scenarios that come with the AppSession (resources/scenarios/, built into the program): the
// three lessons' key moments and the lecture's heatmap. Their notes are written in English in the
// files and shown in the interface language (translated here).
class ScenarioSamples
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioSamples)

public:
    struct Sample
    {
        QString id; // "lecture-heatmap": the file resources/scenarios/<id>.pewscenario
        const char *title; // source text, context ScenarioSamples
        const char *note; // source text; the same words as the file's note
    };
    static const QList<Sample> &all();
    static QString resourcePath(const QString &id); // ":/scenarios/<id>.pewscenario"
    static QString title(const Sample &sample);
    static QString note(const Sample &sample);
};

} // namespace pe
