// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <QtTest>

namespace pe::test {

// Makes window the active window, as a click on its title bar does, and waits until the platform
// says so. QApplication::setActiveWindow() did this directly until Qt 6.5 deprecated it; asking
// the window (and so the platform, offscreen included) works on every Qt the project builds with.
[[nodiscard]] inline bool activate(QWidget *window)
{
    window->activateWindow();
    return QTest::qWaitForWindowActive(window);
}

} // namespace pe::test
