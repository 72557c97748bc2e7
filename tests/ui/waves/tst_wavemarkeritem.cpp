// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavemarkeritem.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QtTest>

using namespace pe;

class TestWaveMarkerItem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void mapsPositionsOntoThePlot();
    void movingAMarkerRepaintsOnlyItsStrips();
    void sameMarkersRepaintNothing();

private:
    static WaveMarkerItem::Marker marker(double position, const QString &caption);
    // What the view repaints for a change (in scene coordinates = view coordinates here).
    QList<QRectF> changedAfter(const std::function<void()> &change);
    bool eventFilter(QObject *watched, QEvent *event) override;

    QGraphicsScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    QWidget *m_viewport = nullptr;
    QList<QRectF> m_painted;
    WaveMarkerItem *m_item = nullptr;
    const QRectF m_plot { 50, 40, 800, 400 };
};

WaveMarkerItem::Marker TestWaveMarkerItem::marker(double position, const QString &caption)
{
    return { position, caption, QColor(Qt::black), Qt::SolidLine, { { 0.5, QColor(Qt::red) } } };
}

void TestWaveMarkerItem::init()
{
    m_scene = new QGraphicsScene(0, 0, 1000, 500);
    m_item = new WaveMarkerItem;
    m_scene->addItem(m_item);
    m_item->setGeometry({ m_plot, 0, 100, -1.1, 1.1 });
    m_item->setMarkers(
        { marker(10, QStringLiteral("p = 10")), marker(13, QStringLiteral("q = 13")) });
    // Viewed as the wave plot's chart is: one scene pixel per screen pixel, from the origin.
    m_view = new QGraphicsView(m_scene);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_view->resize(1000, 500);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    QCoreApplication::processEvents();
}

bool TestWaveMarkerItem::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport && event->type() == QEvent::Paint)
        for (const QRect &rect : static_cast<QPaintEvent *>(event)->region())
            m_painted.append(m_view->mapToScene(rect).boundingRect());
    return false;
}

void TestWaveMarkerItem::cleanup()
{
    m_viewport->removeEventFilter(this);
    m_viewport = nullptr;
    delete m_view;
    m_view = nullptr;
    delete m_scene;
    m_scene = nullptr;
    m_item = nullptr;
}

QList<QRectF> TestWaveMarkerItem::changedAfter(const std::function<void()> &change)
{
    QTest::qWait(20); // the first full paint is over
    m_painted.clear();
    change();
    QCoreApplication::processEvents();
    return m_painted;
}

void TestWaveMarkerItem::mapsPositionsOntoThePlot()
{
    QCOMPARE(m_item->markerX(0), 50.0 + 800.0 * 10 / 100);
    QCOMPARE(m_item->map(13, 1.1), QPointF(50.0 + 800.0 * 13 / 100, 40.0));
    m_item->setMarkers({ marker(150, QStringLiteral("p = 150")) });
    QVERIFY(std::isnan(m_item->markerX(0))); // outside the shown positions
}

// Stepping p from 10 to 11 (a slider drag) dirties the markers' lines, dots and captions there,
// not the plot around them (its curves stay as they are: nothing to repaint). The scene unites
// an item's dirty rectangles, so a jump dirties the span between old and new place.
void TestWaveMarkerItem::movingAMarkerRepaintsOnlyItsStrips()
{
    // The view repaints an item whole the first time it changes after being shown; from then
    // on only what the item says changed.
    changedAfter([this] {
        m_item->setMarkers(
            { marker(9, QStringLiteral("p = 9")), marker(13, QStringLiteral("q = 13")) });
    });
    const QList<QRectF> rects = changedAfter([this] {
        m_item->setMarkers(
            { marker(11, QStringLiteral("p = 11")), marker(13, QStringLiteral("q = 13")) });
    });
    QVERIFY(!rects.isEmpty());
    QRectF dirty;
    for (const QRectF &rect : rects)
        dirty |= rect;
    QVERIFY(dirty.contains(QPointF(m_item->markerX(0), m_plot.center().y())));
    QVERIFY(dirty.contains(QPointF(m_plot.left() + 80, m_plot.center().y()))); // where p was
    // A narrow strip: from p's old line to the right of q's caption, nowhere near the plot's
    // far side.
    QVERIFY2(dirty.left() >= m_plot.left() + 80 - 20, qPrintable(QString::number(dirty.left())));
    QVERIFY2(dirty.right() <= m_plot.left() + 104 + 200,
             qPrintable(QString::number(dirty.right())));
    QVERIFY(dirty.width() * dirty.height() < 0.4 * m_plot.width() * m_plot.height());
}

void TestWaveMarkerItem::sameMarkersRepaintNothing()
{
    const QList<QRectF> rects = changedAfter([this] {
        m_item->setMarkers(
            { marker(10, QStringLiteral("p = 10")), marker(13, QStringLiteral("q = 13")) });
        m_item->setGeometry({ m_plot, 0, 100, -1.1, 1.1 });
    });
    QVERIFY2(rects.isEmpty(), qPrintable(QString::number(rects.size())));
}

QTEST_MAIN(TestWaveMarkerItem)
#include "tst_wavemarkeritem.moc"
