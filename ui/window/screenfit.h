// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMargins>
#include <QRect>
#include <QSize>

namespace pe {

// Where a window fits on a screen: a 1280 × 800 first start on a 1024 × 768 lab screen, or a
// layout saved on a projector opened on a laptop. A pure function, so it is tested without one.
class ScreenFit
{
public:
    // The window rectangle (without the frame) that fits window plus frame into available: made
    // smaller if needed (not below minimum), then moved inside.
    static QRect fitted(const QRect &window, const QRect &available, const QMargins &frame = {},
                        const QSize &minimum = {});
};

} // namespace pe
