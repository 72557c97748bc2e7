// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QList>

#include <utility>

QT_BEGIN_NAMESPACE
class QGraphicsScene;
class QWidget;
QT_END_NAMESPACE

namespace pe {

// Pixel caches of graphics items (QGraphicsItem::DeviceCoordinateCache): on for what changes
// seldom under something that moves often, off while a picture is exported.
class ItemCaches
{
public:
    // Every item of the scene keeps its pixels in a cache (on) or draws afresh (off), except
    // the items in `except` and text, which is drawn best straight onto the screen.
    static void setCached(QGraphicsScene *scene, bool on,
                          const QList<const QGraphicsItem *> &except = {});
};

// While it lives, no item of the graphics views in a widget keeps a cache: an export draws
// everything afresh (vectors in an SVG, the image's own resolution in a PNG). Then the caches
// are back as they were.
class SuspendedItemCaches
{
public:
    explicit SuspendedItemCaches(QWidget *widget);
    ~SuspendedItemCaches();
    SuspendedItemCaches(const SuspendedItemCaches &) = delete;
    SuspendedItemCaches &operator=(const SuspendedItemCaches &) = delete;

private:
    QList<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> m_items;
};

} // namespace pe
