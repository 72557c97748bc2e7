// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pe {

// Whether a window can be shown, decided before any application object exists (a QApplication
// without a display ends the program): the platform Qt would use and its display. The offscreen
// and minimal platforms are none: --render, the tests and a server have no one to see a dialog.
class WindowSystem
{
public:
    static bool available();
};

} // namespace pe
