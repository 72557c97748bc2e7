// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/layoutsettle.h"

#include <QCoreApplication>
#include <QEvent>

namespace pe {

void LayoutSettle::now()
{
    // A layout that settles asks its parent's to (a label, its panel, the dock, the window), by
    // an event that one pass of sendPostedEvents() leaves for the next: a pass per level.
    for (int level = 0; level < 8; ++level)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

} // namespace pe
