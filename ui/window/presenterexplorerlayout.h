// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointer>

class QWidget;

namespace pe {

class MainWindow;

// The explorer on a projector: what a class does not read gives its room to the figures. The
// parameter panel folds into the status bar's one-line summary (d, base, p, q, the distance), the
// toolbar goes (the menus and keys stay), and the plots get most of the width, the right docks
// what the comparison's table needs. restore() shows again what collapse() hid; the explorer's
// own layout (docks, splitters, geometry) is held and put back by MainWindow.
class PresenterExplorerLayout
{
public:
    explicit PresenterExplorerLayout(MainWindow *window);

    void collapse();
    // Shares the width and height out for the window's size now (full screen).
    void fill();
    void restore();
    bool isCollapsed() const { return m_collapsed; }

private:
    MainWindow *m_window;
    bool m_collapsed = false;
    QList<QPointer<QWidget>> m_hidden;
};

} // namespace pe
