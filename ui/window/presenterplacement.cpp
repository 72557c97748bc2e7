// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterplacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <QWindow>

namespace pe {

QScreen *PresenterPlacement::screenFor(const QWidget *window, const QString &chosen)
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QScreen *screen : screens)
        if (!chosen.isEmpty() && screen->name() == chosen)
            return screen;
    QScreen *own = window && window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screens.size() >= 2)
        for (QScreen *screen : screens)
            if (screen != own)
                return screen;
    return own;
}

void PresenterPlacement::showFullScreen(QWidget *window, QScreen *screen)
{
    // Full screen already (another screen chosen): back to a normal window to move it.
    if (window->isFullScreen())
        window->showNormal();
    if (QWindow *handle = window->windowHandle())
        handle->setScreen(screen);
    // Placed on the screen first: without a window manager (a bare X server) full screen alone
    // keeps the window's size.
    window->setGeometry(screen->geometry());
    window->showFullScreen();
    window->raise();
    window->activateWindow();
}

} // namespace pe
