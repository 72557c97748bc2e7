// SPDX-License-Identifier: GPL-3.0-or-later
// SimilarityCurve: a polyline while the points are fewer than the pixel columns, else one bar
// per column covering what the dense polyline covered. Checked against a brute-force walk over
// the polyline's segments.
#include "ui/comparison/similaritycurve.h"

#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>

using namespace pe;

class TestSimilarityCurve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bandOnlyWhenDenserThanPixels();
    void barsCoverThePolyline_data();
    void barsCoverThePolyline();
    void barsFollowTheColumnsNotThePoints();
    void paintsBoth();
};

void TestSimilarityCurve::bandOnlyWhenDenserThanPixels()
{
    QVERIFY(!SimilarityCurve::isBand(50, 1200));
    QVERIFY(!SimilarityCurve::isBand(1200, 1200));
    QVERIFY(SimilarityCurve::isBand(1201, 1200));
    QVERIFY(SimilarityCurve::isBand(16384, 8000)); // --render similarity --size 8192x8192
}

void TestSimilarityCurve::barsCoverThePolyline_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("width"); // pixels the points spread over
    QTest::addColumn<quint32>("seed");
    QTest::addRow("two per pixel") << 2000 << 1000.0 << 1u;
    QTest::addRow("a few per pixel") << 5000 << 700.0 << 2u;
    QTest::addRow("8192 wide") << 16384 << 8100.0 << 3u;
}

void TestSimilarityCurve::barsCoverThePolyline()
{
    QFETCH(int, count);
    QFETCH(double, width);
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    QList<QPointF> points;
    for (int i = 0; i < count; ++i) // a zigzag over 4000 pixel rows, as d = 8192 gives
        points.append(QPointF(10.0 + width * i / (count - 1), 4000.0 * random.generateDouble()));
    const double lineWidth = 2.0;
    const QList<QRectF> bars = SimilarityCurve::bandBars(points, lineWidth);
    // One bar per pixel column the points reach, in order: the cost follows the pixels.
    QCOMPARE(bars.size(), static_cast<qsizetype>(std::floor(points.last().x()) - 10 + 1));
    for (int k = 1; k < bars.size(); ++k)
        QCOMPARE(bars.at(k).center().x(), bars.at(k - 1).center().x() + 1.0);
    // Brute force: every point of every segment lies in a bar of its column or of the column
    // where the segment's other end is, so the band has no gap where the polyline had none.
    const auto barOf = [&](double x) -> const QRectF & {
        return bars.at(static_cast<qsizetype>(std::floor(x)) - 10);
    };
    for (int i = 0; i + 1 < points.size(); ++i) {
        const QPointF a = points.at(i);
        const QPointF b = points.at(i + 1);
        for (int step = 0; step <= 20; ++step) {
            const QPointF p = a + (b - a) * (step / 20.0);
            const bool covered = [&] {
                for (const QRectF *bar : { &barOf(a.x()), &barOf(b.x()) })
                    if (p.y() >= bar->top() - 1e-9 && p.y() <= bar->bottom() + 1e-9)
                        return true;
                return false;
            }();
            QVERIFY2(covered, qPrintable(QStringLiteral("segment %1 at %2").arg(i).arg(step)));
        }
    }
    // And no more than the stroke: each bar reaches at most half the stroke (and its rim)
    // beyond the points of its column and the midpoints towards the neighbours.
    qsizetype first = 0;
    for (const QRectF &bar : bars) {
        double low = 1e300;
        double high = -1e300;
        qsizetype last = first;
        while (last < points.size()
               && std::floor(points.at(last).x()) == std::floor(points.at(first).x()))
            ++last;
        for (qsizetype k = first; k < last; ++k) {
            low = std::min(low, points.at(k).y());
            high = std::max(high, points.at(k).y());
        }
        if (first > 0) {
            const double join = (points.at(first - 1).y() + points.at(first).y()) / 2;
            low = std::min(low, join);
            high = std::max(high, join);
        }
        if (last < points.size()) {
            const double join = (points.at(last - 1).y() + points.at(last).y()) / 2;
            low = std::min(low, join);
            high = std::max(high, join);
        }
        QVERIFY(std::abs(bar.top() - (low - (lineWidth + 1) / 2)) < 1e-9);
        QVERIFY(std::abs(bar.bottom() - (high + (lineWidth + 1) / 2)) < 1e-9);
        QCOMPARE(bar.width(), lineWidth);
        first = last;
    }
}

void TestSimilarityCurve::barsFollowTheColumnsNotThePoints()
{
    // A million points over 100 columns still make 100 bars.
    QList<QPointF> points;
    for (int i = 0; i < 1000000; ++i)
        points.append(QPointF(i / 10000.0, std::sin(i * 0.001)));
    QCOMPARE(SimilarityCurve::bandBars(points, 2.0).size(), 100);
}

void TestSimilarityCurve::paintsBoth()
{
    const QColor color(Qt::blue);
    for (int count : { 20, 2000 }) {
        QImage image(400, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QList<QPointF> points;
        for (int i = 0; i < count; ++i)
            points.append(QPointF(20 + 360.0 * i / (count - 1), 100 + 60 * std::sin(i * 0.7)));
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            SimilarityCurve::paint(&painter, points, QRectF(20, 20, 360, 160), color);
        }
        // The curve is there at the first and the last point, and nothing outside the clip.
        for (const QPointF &p : { points.first(), points.last() })
            QCOMPARE(image.pixelColor(p.toPoint()), color);
        QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    }
}

QTEST_MAIN(TestSimilarityCurve)
#include "tst_similaritycurve.moc"
