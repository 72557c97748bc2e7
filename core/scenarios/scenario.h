// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/heatmapviewport.h"
#include "core/scenarios/scenarioparameters.h"

#include <QString>
#include <QStringList>

namespace pe {

// What a teacher prepares once and hands out: the explorer's parameters, which views are shown
// and which tab is in front, the heatmap's palette and zoom, an open lesson at a step and number,
// the model in the Your model view, presenter mode, and a note shown when the file is opened.
// docs/scenario-format.md describes the file; ScenarioReader and ScenarioWriter read and write it.
struct Scenario
{
    static constexpr const char *formatName = "pe-workbench-scenario";
    static constexpr int formatVersion = 1;
    static constexpr const char *suffix = "pewscenario"; // lesson2.pewscenario
    static constexpr int maxNoteLength = 2000; // characters
    static constexpr qint64 maxFileSize = 1 << 20; // bytes; a scenario is a few hundred

    struct OpenLesson
    {
        QString id; // empty: no lesson open
        int step = 0; // from 0, as in --render lesson:ID:N
        int comparePosition = 0;
        bool operator==(const OpenLesson &other) const
        {
            return id == other.id && step == other.step && comparePosition == other.comparePosition;
        }
    };

    // The Your model view's model: a built-in sample or a config.json, and its context length.
    struct ModelChoice
    {
        QString sample; // a sample's id (ModelSamples), or empty
        QString file; // a config.json's path, or empty; both empty: the view's own choice
        qint64 context = 0; // the context length N; 0 with no model
        bool operator==(const ModelChoice &other) const
        {
            return sample == other.sample && file == other.file && context == other.context;
        }
    };

    ScenarioParameters parameters;
    QStringList visibleViews; // view names, as --render takes them
    QString currentView; // the tab in front; one of visibleViews
    QString palette; // heatmap colour map by name
    HeatmapViewport viewport;
    OpenLesson lesson;
    ModelChoice model;
    bool presenter = false;
    QString note;

    bool operator==(const Scenario &other) const
    {
        return parameters == other.parameters && visibleViews == other.visibleViews
            && currentView == other.currentView && palette == other.palette
            && viewport == other.viewport && lesson == other.lesson && model == other.model
            && presenter == other.presenter && note == other.note;
    }
};

} // namespace pe
