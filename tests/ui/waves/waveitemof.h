// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveplot.h"

#include <QChartView>
#include <QGraphicsItem>
#include <QGraphicsScene>

namespace wavetest {

// The plot's item of type Item (WaveDotsItem, WaveLinesItem, ...) on its chart's scene, or null.
template<typename Item> Item *itemOf(const pe::WavePlot &plot)
{
    const QGraphicsView *view = plot.findChild<QChartView *>();
    if (!view || !view->scene())
        return nullptr;
    const QList<QGraphicsItem *> items = view->scene()->items();
    for (QGraphicsItem *item : items)
        if (auto *found = qobject_cast<Item *>(item->toGraphicsObject()))
            return found;
    return nullptr;
}

} // namespace wavetest
