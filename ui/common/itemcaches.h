// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPointer>

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
    // the items in `except` and text, which is drawn best straight onto the screen. While the
    // scene's caches are suspended the items stay uncached and get this mode when it ends.
    static void setCached(QGraphicsScene *scene, bool on,
                          const QList<const QGraphicsItem *> &except = {});
    static bool isSuspended(const QGraphicsScene *scene);
};

// While it lives, no item of the graphics views in a widget keeps a cache: an export draws
// everything afresh (vectors in an SVG, the image's own resolution in a PNG). Then the caches
// are back as they were. Items may come and go meanwhile (a chart lays itself out again for the
// picture's size and makes new series): it keeps no pointer to an item, only to the scenes
// (guarded); each suspended item carries the mode it returns to, and dies with it.
class SuspendedItemCaches
{
public:
    explicit SuspendedItemCaches(QWidget *widget);
    ~SuspendedItemCaches();
    SuspendedItemCaches(const SuspendedItemCaches &) = delete;
    SuspendedItemCaches &operator=(const SuspendedItemCaches &) = delete;

private:
    QList<QPointer<QGraphicsScene>> m_scenes;
};

} // namespace pe
