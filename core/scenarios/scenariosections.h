// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"
#include "core/scenarios/scenarioreader.h"

#include <QJsonObject>

namespace pe {

class ScenarioFields;

// The sections of a scenario file, each read and checked field by field for ScenarioReader, which
// reads the file around them: "parameters", "views", "heatmap" (after the parameters: its viewport
// must lie within them), "lesson" and "model". The first problem goes to f as the one message (its
// wording in ScenarioReader's context); out is set only when its section was read whole.
class ScenarioSections
{
public:
    static void readParameters(ScenarioFields &f, const QJsonObject &top, ScenarioParameters *out);
    static void readViews(ScenarioFields &f, const QJsonObject &top,
                          const ScenarioReader::Vocabulary &v, Scenario *out);
    static void readHeatmap(ScenarioFields &f, const QJsonObject &top,
                            const ScenarioReader::Vocabulary &v, Scenario *out);
    static void readLesson(ScenarioFields &f, const QJsonObject &top, Scenario *out);
    static void readModel(ScenarioFields &f, const QJsonObject &top, Scenario *out);
};

} // namespace pe
