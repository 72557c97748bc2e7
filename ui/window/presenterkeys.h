// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QKeyEvent;
class QWidget;

namespace pe {

class PresenterMode;

// The keys of presenter mode: Esc leaves, B blanks (any key brings the screen back), and in a
// lesson PageDown / PageUp (a clicker), Space and the arrow keys step, Home / End go to the first
// and last step; a number field keeps its arrows and a text field its letters.
class PresenterKeys
{
public:
    // true when the key was presenter mode's (the widget does not get it).
    static bool handle(PresenterMode *presenter, QKeyEvent *event, QWidget *receiver);
};

} // namespace pe
