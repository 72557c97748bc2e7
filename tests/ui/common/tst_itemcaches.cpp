// SPDX-License-Identifier: GPL-3.0-or-later
// SuspendedItemCaches while the scene changes under it: items deleted or added during an export
// (a chart that lays itself out again for the picture makes new series) must neither be touched
// afterwards nor get their caches back in the middle of the export.
#include "ui/common/itemcaches.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QtTest>

using namespace pe;

class TestItemCaches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void suspendsAndRestores();
    void itemDeletedWhileSuspended();
    void cachingAskedWhileSuspended();
    void nested();
    void sceneDeletedWhileSuspended();
};

namespace {

QGraphicsRectItem *addCached(QGraphicsScene *scene)
{
    auto *item = scene->addRect(0, 0, 10, 10);
    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    return item;
}

} // namespace

void TestItemCaches::suspendsAndRestores()
{
    QWidget window;
    QGraphicsScene scene;
    auto *view = new QGraphicsView(&scene, &window);
    Q_UNUSED(view)
    QGraphicsRectItem *cached = addCached(&scene);
    QGraphicsRectItem *plain = scene.addRect(0, 0, 5, 5);
    {
        const SuspendedItemCaches suspended(&window);
        QVERIFY(ItemCaches::isSuspended(&scene));
        QCOMPARE(cached->cacheMode(), QGraphicsItem::NoCache);
        QCOMPARE(plain->cacheMode(), QGraphicsItem::NoCache);
    }
    QVERIFY(!ItemCaches::isSuspended(&scene));
    QCOMPARE(cached->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
    QCOMPARE(plain->cacheMode(), QGraphicsItem::NoCache);
}

void TestItemCaches::itemDeletedWhileSuspended()
{
    QGraphicsScene scene;
    QGraphicsView view(&scene);
    QList<QGraphicsRectItem *> items;
    for (int k = 0; k < 20; ++k)
        items.append(addCached(&scene));
    {
        const SuspendedItemCaches suspended(&view);
        // What WavePlot::rebuildSeries did during a render: its series and their items go,
        // new ones come (maybe at the same addresses).
        for (int k = 0; k < 10; ++k)
            delete items.takeFirst();
        for (int k = 0; k < 10; ++k)
            items.append(scene.addRect(0, 0, 3, 3));
    } // under ASan, touching a deleted item here is a heap-use-after-free
    for (int k = 0; k < 10; ++k)
        QCOMPARE(items.at(k)->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
    for (int k = 10; k < 20; ++k) // made during the export, never cached
        QCOMPARE(items.at(k)->cacheMode(), QGraphicsItem::NoCache);
}

void TestItemCaches::cachingAskedWhileSuspended()
{
    QGraphicsScene scene;
    QGraphicsView view(&scene);
    QGraphicsRectItem *old = addCached(&scene);
    QGraphicsRectItem *except = scene.addRect(0, 0, 1, 1);
    {
        const SuspendedItemCaches suspended(&view);
        QGraphicsRectItem *fresh = scene.addRect(0, 0, 2, 2);
        ItemCaches::setCached(&scene, true, { except });
        // Not during the export: an SVG gets vectors, not cached pixels.
        QCOMPARE(fresh->cacheMode(), QGraphicsItem::NoCache);
        QCOMPARE(old->cacheMode(), QGraphicsItem::NoCache);
    }
    for (QGraphicsItem *item : scene.items())
        QCOMPARE(item->cacheMode(),
                 item == except ? QGraphicsItem::NoCache : QGraphicsItem::DeviceCoordinateCache);
    {
        const SuspendedItemCaches suspended(&view);
        ItemCaches::setCached(&scene, false);
    }
    for (QGraphicsItem *item : scene.items())
        QCOMPARE(item->cacheMode(), QGraphicsItem::NoCache); // the last wish holds afterwards
}

void TestItemCaches::nested()
{
    QGraphicsScene scene;
    QGraphicsView view(&scene);
    QGraphicsRectItem *item = addCached(&scene);
    {
        const SuspendedItemCaches outer(&view);
        {
            const SuspendedItemCaches inner(&view);
            QCOMPARE(item->cacheMode(), QGraphicsItem::NoCache);
        }
        QVERIFY(ItemCaches::isSuspended(&scene));
        QCOMPARE(item->cacheMode(), QGraphicsItem::NoCache); // the outer export still runs
    }
    QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
}

void TestItemCaches::sceneDeletedWhileSuspended()
{
    QGraphicsView view;
    auto *scene = new QGraphicsScene;
    view.setScene(scene);
    addCached(scene);
    {
        const SuspendedItemCaches suspended(&view);
        view.setScene(nullptr);
        delete scene; // with its items: nothing left to restore
    }
    QVERIFY(!view.scene());
}

QTEST_MAIN(TestItemCaches)
#include "tst_itemcaches.moc"
