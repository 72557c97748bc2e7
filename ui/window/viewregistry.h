// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/viewentry.h"

#include <QCoreApplication>
#include <QStringList>

#include <QList>

namespace pe {

// Every view of the explorer, in the order of the window's tabs and menus: the one list that
// MainWindow, File → Export, --render, the command line's help, scenario files and the tests
// read. A new view is one entry in viewregistry.cpp (docs/ARCHITECTURE.md, "A new view").
class ViewRegistry
{
    Q_DECLARE_TR_FUNCTIONS(pe::ViewRegistry)

public:
    static const QList<ViewEntry> &entries();
    // The order in which the window makes its views (and so their keyboard order): the central
    // views, then the tab in front, then the other tabs.
    static QList<const ViewEntry *> windowOrder();
    // The entry of a view name; nullptr for a name that is no view.
    static const ViewEntry *find(const QString &id);
    // Every view's name: waves, heatmap, clock, …
    static QStringList ids();
    // What --render draws: "main" (the whole window), then each view that draws alone.
    static QStringList renderTargets();
    // Its name on screen, translated: the dock's title and tab, Help's heading.
    static QString title(const ViewEntry &entry);
    // What it shows, translated, for Help → Getting Started.
    static QString help(const ViewEntry &entry);
    // What its keys do, translated, for Help → Keyboard Shortcuts; empty when it has none of its
    // own.
    static QString keys(const ViewEntry &entry);
    // The File → Export entry's text; empty when the view is not exported as a figure.
    static QString exportText(const ViewEntry &entry);
    // The File → Export entry for the whole window.
    static QString wholeWindowExportText();
    // A view's figure for export: the part its entry names, or the view.
    static QWidget *figure(const ViewEntry &entry, QWidget *view);
};

} // namespace pe
