// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pe {

// Handles the layout requests posted so far, and those they post in turn, now: a change's new
// texts and sizes are laid out before the window paints, so it paints once.
class LayoutSettle
{
public:
    static void now();
};

} // namespace pe
