// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's bands, one item for all of them: on screen the pixels QPainter gives when it
// fills each band's polygon in turn (at pixel ratio 1 and 2), for SVG a translucent polygon per
// band; a press inside a band picks the band on top; the plot puts its bands here and no series
// on the chart.
#include "core/model/positionalencodingmodel.h"
#include "tests/svgdrawing.h"
#include "tests/ui/waves/waveitemof.h"
#include "ui/waves/wavebandsitem.h"
#include "ui/waves/waveplot.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

class TestWaveBandsItem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void screenShowsTheBandsPolygons_data();
    void screenShowsTheBandsPolygons();
    void svgGetsEachBand();
    void pressPicksTheTopBand();
    void thePlotDrawsItsBandsHere();
};

namespace {

constexpr QRectF plotArea(20, 20, 200, 100);

// Two bands over positions 0 .. 10 (values -1 .. 1) that cross, and a line's empty place.
QList<WaveBandsItem::Band> twoBands()
{
    return { { { { 0, 0.9 }, { 4, 0.2 }, { 10, 0.8 } },
               { { 0, -0.3 }, { 6, -0.9 }, { 10, -0.1 } },
               QColor(200, 30, 30, 77) },
             {},
             { { { 0, 0.5 }, { 10, 0.1 } },
               { { 0, -0.8 }, { 3, -0.2 }, { 10, -0.6 } },
               QColor(30, 30, 200, 153) } };
}

QImage rendered(QGraphicsScene *scene, qreal ratio)
{
    QImage image((QSizeF(240, 140) * ratio).toSize(), QImage::Format_RGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene->render(&painter, QRectF(0, 0, 240, 140), QRectF(0, 0, 240, 140));
    return image;
}

} // namespace

void TestWaveBandsItem::screenShowsTheBandsPolygons_data()
{
    QTest::addColumn<qreal>("ratio");
    QTest::addRow("pixel ratio 1") << qreal(1);
    QTest::addRow("pixel ratio 2") << qreal(2);
}

void TestWaveBandsItem::screenShowsTheBandsPolygons()
{
    QFETCH(qreal, ratio);
    QGraphicsScene scene(0, 0, 240, 140);
    auto *item = new WaveBandsItem;
    scene.addItem(item);
    const WavePlotFrame frame { plotArea, 0, 10, -1, 1 };
    item->setGeometry(frame);
    item->setBands(twoBands());
    const QImage image = rendered(&scene, ratio);
    // The same bands filled one after the other as polygons without antialiasing.
    QImage expected(image.size(), QImage::Format_RGB32);
    expected.setDevicePixelRatio(ratio);
    expected.fill(Qt::white);
    QPainter painter(&expected);
    painter.setClipRect(plotArea);
    painter.setPen(Qt::NoPen);
    for (const WaveBandsItem::Band &band : twoBands()) {
        QPolygonF polygon;
        for (const QPointF &value : band.upper)
            polygon.append(frame.map(value.x(), value.y()));
        for (qsizetype k = band.lower.size() - 1; k >= 0; --k)
            polygon.append(frame.map(band.lower.at(k).x(), band.lower.at(k).y()));
        painter.setBrush(band.fill);
        painter.drawPolygon(polygon);
    }
    painter.end();
    // Pixel for pixel, up to rounding, except where an edge passes (the two rasterisers may
    // round a pixel on the edge either way).
    int differing = 0;
    int tinted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor a = image.pixelColor(x, y);
            const QColor b = expected.pixelColor(x, y);
            const int gap = std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                                       std::abs(a.blue() - b.blue()) });
            if (gap > 3)
                ++differing;
            if (a != QColor(Qt::white))
                ++tinted;
        }
    QVERIFY2(tinted > 0.5 * 200 * 100 * ratio * ratio, qPrintable(QString::number(tinted)));
    QVERIFY2(differing < 0.01 * tinted, qPrintable(QString::number(differing)));
    // Where both bands lie (position 1, value 0), the blue band is over the red one.
    const QPointF both = frame.map(1, 0) * ratio;
    const QColor mixed = image.pixelColor(both.toPoint());
    QVERIFY(mixed.blue() > mixed.red() && mixed.red() > mixed.green());
    // Above both (position 5, value 0.95): nothing.
    QCOMPARE(image.pixelColor((frame.map(5, 0.95) * ratio).toPoint()), QColor(Qt::white));
}

void TestWaveBandsItem::svgGetsEachBand()
{
    QGraphicsScene scene(0, 0, 240, 140);
    auto *item = new WaveBandsItem;
    scene.addItem(item);
    item->setGeometry({ plotArea, 0, 10, -1, 1 });
    item->setBands(twoBands());
    const QString svg = svgtest::svgOf(QSize(240, 140), [&scene](QPainter *painter) {
        scene.render(painter, QRectF(0, 0, 240, 140), QRectF(0, 0, 240, 140));
    });
    // Each band one polygon (its upper edge, then its lower edge back), in its colour and
    // opacity; nothing for the line between them.
    QCOMPARE(svg.count(QStringLiteral("<path")), 2);
    const auto filled = [&svg](const QString &fill, const QString &outline) {
        return QRegularExpression(
                   QStringLiteral("fill=\"%1\" [^>]*>\\s*<path [^>]*d=\"%2\"")
                       .arg(QRegularExpression::escape(fill), QRegularExpression::escape(outline)))
            .match(svg)
            .hasMatch();
    };
    QVERIFY(filled(QStringLiteral("#c81e1e\" fill-opacity=\"0.301961"),
                   QStringLiteral("M20,25 L100,60 L220,30 L220,75 L140,115 L20,85 L20,25")));
    QVERIFY(filled(QStringLiteral("#1e1ec8\" fill-opacity=\"0.6"),
                   QStringLiteral("M20,45 L220,65 L220,100 L80,80 L20,110 L20,45")));
}

void TestWaveBandsItem::pressPicksTheTopBand()
{
    WaveBandsItem item;
    const WavePlotFrame frame { plotArea, 0, 10, -1, 1 };
    item.setGeometry(frame);
    item.setBands(twoBands());
    QCOMPARE(item.curveAt(frame.map(1, 0)), 2); // both: the top one
    QCOMPARE(item.curveAt(frame.map(1, 0.7)), 0); // the red band alone
    QCOMPARE(item.curveAt(frame.map(9, -0.5)), 2); // the blue band alone
    QCOMPARE(item.curveAt(frame.map(5, 0.95)), -1); // above both
    QCOMPARE(item.curveAt(QPointF(10, 70)), -1); // left of the plot

    QGraphicsScene scene(0, 0, 240, 140);
    auto *shown = new WaveBandsItem;
    scene.addItem(shown);
    shown->setGeometry(frame);
    shown->setBands(twoBands());
    QGraphicsView view(&scene);
    view.resize(300, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy clicked(shown, &WaveBandsItem::curveClicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      view.mapFromScene(shown->mapToScene(frame.map(1, 0.7))));
    QTRY_COMPARE(clicked.size(), 1);
    QCOMPARE(clicked.first().first().toInt(), 0);
}

void TestWaveBandsItem::thePlotDrawsItsBandsHere()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setShownDimensions({ 0, 1, 8191 });
    WavePlot plot(&model);
    plot.resize(1000, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    WaveBandsItem *bands = wavetest::itemOf<WaveBandsItem>(plot);
    QVERIFY(bands);
    QVERIFY(model.setPositionCount(1000000));
    QCOMPARE(bands->bands().size(), 3);
    for (int c = 0; c < 3; ++c) {
        const WavePlot::Curve curve = plot.curve(c);
        const WaveBandsItem::Band &band = bands->bands().at(c);
        QCOMPARE(curve.band, c < 2);
        QCOMPARE(band.upper, curve.band ? curve.points : QList<QPointF>());
        QCOMPARE(band.lower, curve.lower);
        if (curve.band)
            QCOMPARE(band.fill, curve.fill);
    }
    // Nothing on the chart: a new series would lay its axes out again.
    QVERIFY(plot.findChild<QChartView *>()->chart()->series().isEmpty());
    // Its pixels on the plot: the middle of the plot is shaded.
    const QImage image = plot.grab().toImage();
    const QChartView *view = plot.findChild<QChartView *>();
    const QPoint middle = view->viewport()->mapTo(
        &plot, view->mapFromScene(bands->mapToScene(plot.plotArea().center())));
    QVERIFY(image.pixelColor(middle) != plot.palette().color(QPalette::Window));
    QVERIFY(model.setPositionCount(50)); // lines again
    for (const WaveBandsItem::Band &band : bands->bands())
        QVERIFY(band.upper.isEmpty() && band.lower.isEmpty());
}

QTEST_MAIN(TestWaveBandsItem)
#include "tst_wavebandsitem.moc"
