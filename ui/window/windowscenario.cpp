// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/windowscenario.h"

#include "core/model/positionalencodingmodel.h"
#include "core/modelconfig/modelsamples.h"
#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/modelview/modelview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QDockWidget>

namespace pe {

ScenarioReader::Vocabulary WindowScenario::vocabulary()
{
    ScenarioReader::Vocabulary words;
    words.views = ViewRegistry::ids();
    for (Palette palette : ColorMap::palettes())
        words.palettes.append(ColorMap::name(palette));
    return words;
}

Scenario WindowScenario::capture(const MainWindow &window)
{
    Scenario s;
    s.parameters = ScenarioParameters::of(*window.model());
    // The central views are always shown; a dock is open when its View menu entry is checked.
    for (const QString &name : ViewRegistry::ids()) {
        QDockWidget *dock = window.viewDock(name);
        if (!dock) {
            s.visibleViews.append(name);
            continue;
        }
        if (!dock->toggleViewAction()->isChecked())
            continue;
        s.visibleViews.append(name);
    }
    s.currentView = window.frontView();
    if (s.currentView.isEmpty())
        s.currentView = s.visibleViews.constFirst();
    s.palette = ColorMap::name(window.heatmapPalette());
    s.viewport = window.heatmapView()->viewport();
    // The Your model view's model: a sample by its id, else the file it opened.
    if (const auto *modelView = window.view<ModelView>(QStringLiteral("model"));
        modelView && !modelView->source().isEmpty()) {
        s.model.file = modelView->source();
        for (const ModelSamples::Sample &sample : ModelSamples::all())
            if (modelView->source() == ModelSamples::resourcePath(sample.id)) {
                s.model.sample = QLatin1String(sample.id);
                s.model.file.clear();
            }
        s.model.context = modelView->contextLength();
    }
    return s;
}

void WindowScenario::apply(const Scenario &scenario, MainWindow &window)
{
    const ScenarioParameters &p = scenario.parameters;
    // d first: the dimensions after it are checked against the new d.
    window.requestParameters(
        "openScenario",
        { { Parameter::Dimension, p.dimension },
          { Parameter::Base, p.base },
          { Parameter::ComponentLayout, QVariant::fromValue(p.layout) },
          { Parameter::PositionCount, p.positionCount },
          { Parameter::PositionP, p.positionP },
          { Parameter::PositionQ, p.positionQ },
          { Parameter::EncodingEnabled, p.encodingEnabled },
          { Parameter::ShownDimensions, QVariant::fromValue(p.shownDimensions) },
          { Parameter::PickedDimension, p.pickedDimension } });
    for (const QString &name : ViewRegistry::ids())
        if (QDockWidget *dock = window.viewDock(name))
            dock->setVisible(scenario.visibleViews.contains(name));
    window.raiseView(scenario.currentView);
    Palette palette = Palette::Viridis;
    if (ColorMap::fromName(scenario.palette, &palette))
        window.setHeatmapPalette(palette);
    window.heatmapView()->setViewport(scenario.viewport);
    // A file that cannot be read (moved, another machine) leaves the model shown as it was, at
    // its own context length, with the view's message saying why.
    const Scenario::ModelChoice &model = scenario.model;
    auto *modelView = window.view<ModelView>(QStringLiteral("model"));
    if (modelView && (!model.sample.isEmpty() || !model.file.isEmpty())
        && modelView->loadFile(model.sample.isEmpty()
                                   ? model.file
                                   : ModelSamples::resourcePath(model.sample.toUtf8().constData())))
        modelView->setContextLength(model.context);
}

} // namespace pe
