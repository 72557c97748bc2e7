// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemcaches.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>

namespace pe {

void ItemCaches::setCached(QGraphicsScene *scene, bool on,
                           const QList<const QGraphicsItem *> &except)
{
    if (!scene)
        return;
    const QGraphicsItem::CacheMode mode
            = on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    const QList<QGraphicsItem *> items = scene->items();
    for (QGraphicsItem *item : items) {
        if (except.contains(item) || item->type() == QGraphicsTextItem::Type
            || item->type() == QGraphicsSimpleTextItem::Type)
            continue;
        if (item->cacheMode() != mode)
            item->setCacheMode(mode);
    }
}

SuspendedItemCaches::SuspendedItemCaches(QWidget *widget)
{
    QList<QGraphicsView *> views = widget->findChildren<QGraphicsView *>();
    if (auto *view = qobject_cast<QGraphicsView *>(widget))
        views.append(view);
    for (QGraphicsView *view : std::as_const(views)) {
        if (!view->scene())
            continue;
        const QList<QGraphicsItem *> items = view->scene()->items();
        for (QGraphicsItem *item : items) {
            if (item->cacheMode() == QGraphicsItem::NoCache)
                continue;
            m_items.append({ item, item->cacheMode() });
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    }
}

SuspendedItemCaches::~SuspendedItemCaches()
{
    for (const auto &[item, mode] : std::as_const(m_items))
        item->setCacheMode(mode);
}

} // namespace pe
