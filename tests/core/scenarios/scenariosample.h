// SPDX-License-Identifier: GPL-3.0-or-later
// What the scenario tests share: the names a window would pass as the reader's vocabulary, and a
// scenario with every field set (the Taiwan lecture's setting with lesson 2 open at step 5).
#pragma once

#include "core/scenarios/scenario.h"
#include "core/scenarios/scenarioreader.h"

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

} // namespace pe::scenariotest
