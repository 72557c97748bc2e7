// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/itemcaches.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>

namespace pe {

namespace {
    // An item's data under this key: the cache mode it gets back when the suspension ends.
    constexpr int restoreKey = 0x50454343; // "PECC", clear of the small keys others use
    // A scene's property: how many SuspendedItemCaches hold it now.
    constexpr char depthProperty[] = "pe_itemCachesSuspended";

    int depthOf(const QGraphicsScene *scene)
    {
        return scene->property(depthProperty).toInt();
    }
} // namespace

bool ItemCaches::isSuspended(const QGraphicsScene *scene)
{
    return scene && depthOf(scene) > 0;
}

void ItemCaches::setCached(QGraphicsScene *scene, bool on,
                           const QList<const QGraphicsItem *> &except)
{
    if (!scene)
        return;
    const QGraphicsItem::CacheMode mode
        = on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    const bool suspended = isSuspended(scene);
    const QList<QGraphicsItem *> items = scene->items();
    for (QGraphicsItem *item : items) {
        if (except.contains(item) || item->type() == QGraphicsTextItem::Type
            || item->type() == QGraphicsSimpleTextItem::Type)
            continue;
        if (suspended) {
            item->setData(restoreKey, static_cast<int>(mode)); // once the export is done
            continue;
        }
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
        QGraphicsScene *scene = view->scene();
        if (!scene || m_scenes.contains(scene))
            continue;
        m_scenes.append(scene);
        const int depth = depthOf(scene);
        scene->setProperty(depthProperty, depth + 1);
        if (depth > 0)
            continue; // an outer suspension holds it already
        const QList<QGraphicsItem *> items = scene->items();
        for (QGraphicsItem *item : items) {
            if (item->cacheMode() == QGraphicsItem::NoCache)
                continue;
            item->setData(restoreKey, static_cast<int>(item->cacheMode()));
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    }
}

SuspendedItemCaches::~SuspendedItemCaches()
{
    for (const QPointer<QGraphicsScene> &scene : std::as_const(m_scenes)) {
        if (!scene)
            continue; // gone, and its items with it
        const int depth = depthOf(scene) - 1;
        scene->setProperty(depthProperty, depth > 0 ? QVariant(depth) : QVariant());
        if (depth > 0)
            continue;
        // The items there are now: those deleted meanwhile took their saved mode with them.
        const QList<QGraphicsItem *> items = scene->items();
        for (QGraphicsItem *item : items) {
            const QVariant mode = item->data(restoreKey);
            if (!mode.isValid())
                continue;
            item->setData(restoreKey, QVariant());
            item->setCacheMode(static_cast<QGraphicsItem::CacheMode>(mode.toInt()));
        }
    }
}

} // namespace pe
