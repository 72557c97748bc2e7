// SPDX-License-Identifier: GPL-3.0-or-later
// The whole positions of the wave plot's lines as dots, one item for all of them: each dot drawn
// where its value is (the mapping worked out here again), in its curve's colour; the plot's item
// draws exactly the dots its curves report, and a press on a dot picks its curve.
#include "core/model/positionalencodingmodel.h"
#include "tests/ui/waves/waveitemof.h"
#include "ui/waves/wavedotsitem.h"
#include "ui/waves/waveplot.h"

#include <QChartView>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <cmath>

using namespace pe;

class TestWaveDotsItem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachDotWhereItsValueIs();
    void pressFindsTheNearestDot();
    // And a press on one of them picks its curve.
    void thePlotDrawsItsCurvesDots();
};

void TestWaveDotsItem::eachDotWhereItsValueIs()
{
    QGraphicsScene scene(0, 0, 240, 140);
    auto *dots = new WaveDotsItem;
    scene.addItem(dots);
    dots->setGeometry({ QRectF(20, 20, 200, 100), 0, 10, -1, 1 });
    const QList<QPointF> red { { 0, 0 }, { 5, 1 }, { 10, -1 } };
    const QList<QPointF> blue { { 2.5, -0.5 } };
    dots->setCurves({ { red, QColor(Qt::red) }, { blue, QColor(Qt::blue) } }, 8);
    QImage image(240, 140, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter, QRectF(0, 0, 240, 140), QRectF(0, 0, 240, 140));
    painter.end();
    // x: 20 + x / 10 * 200; y: 120 - (y + 1) / 2 * 100.
    const QList<QPoint> redCentres { { 20, 70 }, { 120, 20 }, { 220, 120 } };
    for (const QPoint &centre : redCentres) {
        QCOMPARE(image.pixelColor(centre), QColor(Qt::red));
        QCOMPARE(image.pixelColor(centre + QPoint(6, 0)), QColor(Qt::white)); // 8 px across
    }
    QCOMPARE(dots->map(QPointF(5, 1)), QPointF(120, 20));
    QCOMPARE(image.pixelColor(70, 95), QColor(Qt::blue));
    QCOMPARE(image.pixelColor(95, 95), QColor(Qt::white)); // nothing between the dots
    QCOMPARE(image.pixelColor(120, 70), QColor(Qt::white));

    dots->setCurves({}, 8); // hidden
    image.fill(Qt::white);
    painter.begin(&image);
    scene.render(&painter, QRectF(0, 0, 240, 140), QRectF(0, 0, 240, 140));
    painter.end();
    QCOMPARE(image.pixelColor(120, 20), QColor(Qt::white));
}

void TestWaveDotsItem::pressFindsTheNearestDot()
{
    WaveDotsItem dots;
    dots.setGeometry({ QRectF(0, 0, 100, 100), 0, 10, -1, 1 });
    dots.setCurves({ { { { 5, 0 } }, Qt::red }, { { { 5, 0.1 } }, Qt::blue } }, 6);
    // (5, 0) is at (50, 50), (5, 0.1) at (50, 45): reach 3 + 3 px around each.
    QCOMPARE(dots.curveAt(QPointF(50, 51)), 0);
    QCOMPARE(dots.curveAt(QPointF(50, 44)), 1);
    QCOMPARE(dots.curveAt(QPointF(55, 50)), 0);
    QCOMPARE(dots.curveAt(QPointF(57, 50)), -1); // 7 px off
    QCOMPARE(dots.curveAt(QPointF(90, 90)), -1);
}

void TestWaveDotsItem::thePlotDrawsItsCurvesDots()
{
    PositionalEncodingModel model; // d = 8, 50 positions: every line has its dots
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    WaveDotsItem *dots = wavetest::itemOf<WaveDotsItem>(plot);
    QVERIFY(dots);
    QCOMPARE(dots->curves().size(), plot.curveCount());
    for (int c = 0; c < plot.curveCount(); ++c) {
        QCOMPARE(plot.curve(c).dots.size(), 50);
        QCOMPARE(dots->curves().at(c).values, plot.curve(c).dots);
        QCOMPARE(dots->curves().at(c).color, plot.curve(c).pen.color());
    }
    // Placed on the plot area: the first dot of curve 0 (sin 0 = 0) on its left edge, halfway.
    const QPointF first = dots->map(QPointF(0, 0));
    QVERIFY(std::abs(first.x() - plot.plotArea().left()) < 1e-9);
    QVERIFY(std::abs(first.y() - plot.plotArea().center().y()) < 1e-9);
    auto *view = plot.findChild<QChartView *>();
    // Curve 2 (dimension 2, a slow sine) at position 20, where no other curve's dot is near.
    const QPointF value = plot.curve(2).dots.at(20);
    const QPointF scenePoint = dots->mapToScene(dots->map(value));
    QCOMPARE(dots->curveAt(dots->map(value)), 2);
    QVERIFY(model.pickedDimension() != plot.curve(2).dim);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePoint));
    QTRY_COMPARE(model.pickedDimension(), plot.curve(2).dim);
    QVERIFY(model.setPositionCount(400)); // too crowded: no dots drawn
    for (const WaveDotsItem::Curve &curve : dots->curves())
        QVERIFY(curve.values.isEmpty());
}

QTEST_MAIN(TestWaveDotsItem)
#include "tst_wavedotsitem.moc"
