// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QScreen;
class QString;
class QWidget;

namespace pe {

// Where presenter mode puts its window: which screen, and full screen there.
class PresenterPlacement
{
public:
    // The screen named chosen while it is connected; else, with two or more screens, one the
    // window is not on (the projector); else the window's own.
    static QScreen *screenFor(const QWidget *window, const QString &chosen);
    // Full screen on screen, also from full screen on another one.
    static void showFullScreen(QWidget *window, QScreen *screen);
};

} // namespace pe
