// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/windowscenario.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmapview.h"
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
}

} // namespace pe
