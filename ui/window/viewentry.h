// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/heatmapviewport.h"
#include "ui/heatmap/colormap.h"

#include <QString>

class QPainter;
class QRectF;
class QWidget;

namespace pe {

class PositionalEncodingModel;

// What a view drawn alone (--render) takes from the request besides the model.
struct ViewSetup
{
    Palette palette = Palette::Viridis;
    const HeatmapViewport *viewport = nullptr; // a scenario's heatmap viewport, if any
    // The model's config.json (empty: the view's default) and context length (0: its own).
    QString modelFile;
    qint64 modelContext = 0;
};

// One view of the explorer, as ViewRegistry lists it: everything the window, its menus, the
// command line, scenario files and the tests need to know of it.
struct ViewEntry
{
    enum class Place { Centre, Tabs };

    // Its name on the command line (--render), in scenario files and in object names ("<id>Dock").
    const char *id;
    // Its name on screen: the dock's title and tab, Help's heading (context pe::ViewRegistry).
    const char *title;
    // What it shows and how to use it, for Help → Getting Started (context pe::ViewRegistry).
    const char *help;
    // What its keys do when it has the focus, for Help → Keyboard Shortcuts (context
    // pe::ViewRegistry); nullptr: only the keys every widget of its kind has.
    const char *keys;
    // Its entry under File → Export (context pe::ViewRegistry); nullptr: not exported as a
    // figure (the table goes out as CSV).
    const char *exportText;
    Place place;
    // The tab in front at first start, first of the tabs (one view has it).
    bool front;
    // Held in a scroll area in its dock (the clock hands ask for more room as d grows).
    bool scrolls;
    // --render <id> draws it alone.
    bool rendersAlone;
    // The view as the explorer and --render show it.
    QWidget *(*create)(PositionalEncodingModel *model, QWidget *parent);
    // The part of the view exported as a figure; nullptr: the whole view.
    QWidget *(*figure)(QWidget *view);
    // Paints the figure (given its widget) for export itself, e.g. the dials with heading and
    // legend; nullptr: the figure widget is drawn as it is on screen.
    void (*paintFigure)(const QWidget *figure, QPainter *painter, const QRectF &target);
    // Before --render draws it alone: the request's palette and viewport, results to show.
    void (*prepareAlone)(QWidget *view, const ViewSetup &setup);
};

} // namespace pe
