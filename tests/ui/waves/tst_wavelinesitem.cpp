// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's lines, one item for all of them: a dashed line is cut into the dashes its pen's
// pattern makes (checked against the pattern walked along the line here again), the line drawn
// from segments has the ink QPainter gives the polyline with the curve's own pen, a press near a
// line picks its curve, and the plot hands the item exactly the points of its curves.
#include "core/model/positionalencodingmodel.h"
#include "tests/ui/waves/waveitemof.h"
#include "ui/waves/waveaxes.h"
#include "ui/waves/wavelinesitem.h"
#include "ui/waves/waveplot.h"

#include <QChartView>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

double distanceToPolyline(const QPointF &point, const QPolygonF &line)
{
    double best = std::numeric_limits<double>::infinity();
    for (int k = 1; k < line.size(); ++k) {
        const QPointF a = line.at(k - 1);
        const QPointF ab = line.at(k) - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double t = length2 > 0
            ? std::clamp(QPointF::dotProduct(point - a, ab) / length2, 0.0, 1.0)
            : 0.0;
        const QPointF offset = point - (a + t * ab);
        best = std::min(best, std::hypot(offset.x(), offset.y()));
    }
    return best;
}

// A wave across a 400 x 200 image, as the plot draws one: a sample every few pixels.
QPolygonF wave(int samples, double cycles)
{
    QPolygonF line;
    for (int i = 0; i < samples; ++i) {
        const double t = double(i) / (samples - 1);
        line.append(QPointF(10 + 380 * t, 100 - 80 * std::cos(cycles * 2 * M_PI * t)));
    }
    return line;
}

QImage drawn(const std::function<void(QPainter &)> &draw)
{
    QImage image(400, 200, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter);
    return image;
}

// Pixels inked (darker than mid grey) in one image and left almost white in the other.
int inkOnlyInOne(const QImage &a, const QImage &b)
{
    int count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const int ga = qGray(a.pixel(x, y));
            const int gb = qGray(b.pixel(x, y));
            if ((ga < 128 && gb > 230) || (gb < 128 && ga > 230))
                ++count;
        }
    return count;
}

int inked(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += qGray(image.pixel(x, y)) < 128;
    return count;
}

} // namespace

class TestWaveLinesItem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dashesFollowThePattern_data();
    void dashesFollowThePattern();
    void segmentsInkAsThePenDoes_data();
    void segmentsInkAsThePenDoes();
    void pressFindsTheNearestLine();
    void thePlotDrawsItsCurves();
};

void TestWaveLinesItem::dashesFollowThePattern_data()
{
    QTest::addColumn<QList<qreal>>("pattern");
    QTest::addColumn<qreal>("offset");
    QTest::addRow("8 on, 4 off") << QList<qreal> { 8, 4 } << qreal(0);
    QTest::addRow("offset into the dash") << QList<qreal> { 8, 4 } << qreal(5);
    QTest::addRow("offset into the gap") << QList<qreal> { 8, 4 } << qreal(10);
    QTest::addRow("negative offset") << QList<qreal> { 8, 4 } << qreal(-3);
    QTest::addRow("two dashes a period") << QList<qreal> { 10, 3, 2, 3 } << qreal(0);
    QTest::addRow("dots of no length") << QList<qreal> { 0, 5 } << qreal(0);
}

// Walked along the line in steps of 0.05: a point where the pattern is in a dash lies on one of
// the dashes, a point in a gap (clear of its ends) on none; the dashes' lengths add up to the
// line's length in dashes.
void TestWaveLinesItem::dashesFollowThePattern()
{
    QFETCH(QList<qreal>, pattern);
    QFETCH(qreal, offset);
    const QPolygonF line = wave(120, 3);
    const QList<QPolygonF> dashes = WaveLinesItem::dashes(line, pattern, offset);
    QVERIFY(!dashes.isEmpty() || pattern.first() == 0);
    double period = 0;
    for (qreal length : pattern)
        period += length;
    double along = 0;
    double onLength = 0;
    const double step = 0.05;
    for (int k = 1; k < line.size(); ++k) {
        const QPointF a = line.at(k - 1);
        const QPointF b = line.at(k);
        const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
        for (double t = 0; t < length; t += step) {
            double phase = std::fmod(along + t + offset, period);
            if (phase < 0)
                phase += period;
            int index = 0;
            while (phase >= pattern.at(index)) {
                phase -= pattern.at(index);
                index = (index + 1) % int(pattern.size());
            }
            const double toEdge = std::min(phase, pattern.at(index) - phase);
            if (toEdge < 0.01)
                continue; // an end: on either side
            const QPointF point = a + (b - a) * (t / length);
            double nearest = std::numeric_limits<double>::infinity();
            for (const QPolygonF &dash : dashes)
                nearest = std::min(nearest, distanceToPolyline(point, dash));
            if (index % 2 == 0) {
                QVERIFY2(nearest < 1e-6,
                         qPrintable(QStringLiteral("%1 along the line: no dash").arg(along + t)));
                onLength += step;
            } else {
                QVERIFY2(nearest > 1e-3,
                         qPrintable(QStringLiteral("%1 along the line: a dash "
                                                   "in a gap")
                                        .arg(along + t)));
            }
        }
        along += length;
    }
    double dashLength = 0;
    for (const QPolygonF &dash : dashes)
        for (int k = 1; k < dash.size(); ++k)
            dashLength += std::hypot(dash.at(k).x() - dash.at(k - 1).x(),
                                     dash.at(k).y() - dash.at(k - 1).y());
    // Each step was counted whole: within a step per dash of the walked length.
    QVERIFY2(std::abs(dashLength - onLength) <= step * (dashes.size() + 2),
             qPrintable(QStringLiteral("%1 in dashes, %2 walked").arg(dashLength).arg(onLength)));
    // A solid pattern of one length (or none) leaves the line whole.
    QCOMPARE(WaveLinesItem::dashes(line, {}, 0), QList<QPolygonF> { line });
}

void TestWaveLinesItem::segmentsInkAsThePenDoes_data()
{
    QTest::addColumn<Qt::PenStyle>("style");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("cycles");
    QTest::addRow("solid, 2 px") << Qt::SolidLine << 2.0 << 3.0;
    QTest::addRow("solid, 4 px, fast wave") << Qt::SolidLine << 4.0 << 8.0;
    QTest::addRow("dashed, 2 px") << Qt::DashLine << 2.0 << 3.0;
    QTest::addRow("dashed, 4 px, fast wave") << Qt::DashLine << 4.0 << 8.0;
    QTest::addRow("dotted, 3 px") << Qt::DotLine << 3.0 << 1.0;
}

// The segments stroked with the drawn pen put ink where QPainter's own polyline with the curve's
// pen (flat caps, round joins) does, and nowhere else: at most a few edge pixels differ.
void TestWaveLinesItem::segmentsInkAsThePenDoes()
{
    QFETCH(Qt::PenStyle, style);
    QFETCH(double, width);
    QFETCH(double, cycles);
    QPen pen(Qt::black, width, style);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    const QPolygonF line = wave(static_cast<int>(40 * cycles), cycles);
    const QImage reference = drawn([&](QPainter &painter) {
        painter.setPen(pen);
        painter.drawPolyline(line);
    });
    const QImage ours = drawn([&](QPainter &painter) {
        painter.setPen(WaveLinesItem::drawnPen(pen));
        painter.drawLines(WaveLinesItem::segments(line, pen));
    });
    QCOMPARE(WaveLinesItem::drawnPen(pen).style(), Qt::SolidLine);
    QVERIFY(inked(reference) > 300);
    const int differing = inkOnlyInOne(reference, ours);
    QVERIFY2(
        differing <= inked(reference) / 100,
        qPrintable(
            QStringLiteral("%1 of %2 inked pixels differ").arg(differing).arg(inked(reference))));
    // The dashes are where the pen's are: the ink differs from the whole line's by about the
    // gaps' share.
    if (style != Qt::SolidLine) {
        const QImage whole = drawn([&](QPainter &painter) {
            painter.setPen(WaveLinesItem::drawnPen(pen));
            painter.drawPolyline(line);
        });
        QVERIFY(inked(ours) < inked(whole) * 0.8);
    }
}

void TestWaveLinesItem::pressFindsTheNearestLine()
{
    WaveLinesItem lines;
    lines.setGeometry({ QRectF(0, 0, 100, 100), 0, 10, -1, 1 });
    // A flat line at 0 (y = 50) and one at 0.2 (y = 40), 2 and 4 px wide.
    lines.setCurves({ { { { 0, 0 }, { 10, 0 } }, QPen(Qt::red, 2) },
                      { { { 0, 0.2 }, { 10, 0.2 } }, QPen(Qt::blue, 4) } });
    QCOMPARE(lines.map(QPointF(5, 0.2)), QPointF(50, 40));
    QCOMPARE(lines.curveAt(QPointF(30, 51)), 0);
    QCOMPARE(lines.curveAt(QPointF(30, 54)), 0); // reach 1 + 3 px
    QCOMPARE(lines.curveAt(QPointF(30, 55)), -1);
    QCOMPARE(lines.curveAt(QPointF(30, 45)), 1); // 5 px from both: reach 2 + 3 beside the blue
    QCOMPARE(lines.curveAt(QPointF(30, 41)), 1);
    QCOMPARE(lines.curveAt(QPointF(30, 80)), -1);
}

void TestWaveLinesItem::thePlotDrawsItsCurves()
{
    PositionalEncodingModel model; // d = 8, 50 positions: eight lines, four of them dashed
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    WaveLinesItem *lines = wavetest::itemOf<WaveLinesItem>(plot);
    QVERIFY(lines);
    QCOMPARE(plot.curveCount(), 8);
    QCOMPARE(lines->curves().size(), plot.curveCount());
    for (int c = 0; c < plot.curveCount(); ++c) {
        QVERIFY(!plot.curve(c).points.isEmpty());
        QCOMPARE(lines->curves().at(c).values, plot.curve(c).points);
        QCOMPARE(lines->curves().at(c).pen, plot.curve(c).pen);
    }
    // On the plot area: dimension 1 (cos 0 = 1) starts at its left edge, at 1 on the y axis
    // (which runs from -yLimit to yLimit).
    const QPointF first = lines->map(plot.curve(1).points.first());
    const QRectF area = plot.plotArea();
    QVERIFY(std::abs(first.x() - area.left()) < 1e-9);
    QVERIFY(std::abs(first.y() - (area.center().y() - area.height() / 2 / WaveAxes::yLimit))
            < 1e-9);
    // Drawn there: the plot's pixels at the line of dimension 0 at position 12.5 carry its
    // colour, and a press between two dots on it picks it.
    auto *view = plot.findChild<QChartView *>();
    QVERIFY(model.setPickedDimension(3));
    const QPointF value(12.5, std::sin(12.5));
    const QPointF scenePoint = lines->mapToScene(lines->map(value));
    QTRY_VERIFY(plot.curve(0).pen.color().isValid());
    QCOMPARE(lines->curveAt(lines->map(value)), 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePoint));
    QTRY_COMPARE(model.pickedDimension(), 0);
    const QImage shot = view->viewport()->grab().toImage();
    const QColor colour = shot.pixelColor(view->mapFromScene(scenePoint));
    const QColor expected = plot.curve(0).pen.color();
    QVERIFY2(std::abs(colour.red() - expected.red()) + std::abs(colour.green() - expected.green())
                     + std::abs(colour.blue() - expected.blue())
                 < 60,
             qPrintable(colour.name() + QStringLiteral(" where the line is ") + expected.name()));
}

QTEST_MAIN(TestWaveLinesItem)
#include "tst_wavelinesitem.moc"
