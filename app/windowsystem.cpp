// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/windowsystem.h"

#include <QByteArray>
#include <QtGlobal>

namespace pe {

bool WindowSystem::available()
{
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return true;
#else
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const bool x11 = !qEnvironmentVariableIsEmpty("DISPLAY");
    const bool wayland = !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    if (platform.startsWith("offscreen") || platform.startsWith("minimal"))
        return false;
    if (platform.startsWith("xcb"))
        return x11;
    if (platform.startsWith("wayland"))
        return wayland;
    // Another platform named (eglfs, linuxfb, vnc) draws on its own screen; none named: Qt
    // picks X11 or Wayland by what is there.
    return !platform.isEmpty() || x11 || wayland;
#endif
}

} // namespace pe
