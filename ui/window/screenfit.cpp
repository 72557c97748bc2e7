// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/screenfit.h"

namespace pe {

QRect ScreenFit::fitted(const QRect &window, const QRect &available, const QMargins &frame,
                        const QSize &minimum)
{
    if (!available.isValid())
        return window;
    const QSize room = available.size().shrunkBy(frame);
    const QSize size = window.size().boundedTo(room).expandedTo(minimum);
    QRect fitted(window.topLeft(), size);
    // Inside the available area with the frame; the top-left corner wins if it cannot fit.
    const QRect outer = fitted.marginsAdded(frame);
    int dx = 0;
    int dy = 0;
    if (outer.right() > available.right())
        dx = available.right() - outer.right();
    if (outer.left() + dx < available.left())
        dx = available.left() - outer.left();
    if (outer.bottom() > available.bottom())
        dy = available.bottom() - outer.bottom();
    if (outer.top() + dy < available.top())
        dy = available.top() - outer.top();
    return fitted.translated(dx, dy);
}

} // namespace pe
