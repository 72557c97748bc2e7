// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's bands as one-colour rectangles: against a brute force over every pixel (which
// bands' polygons hold its centre, QPolygonF's own test), the composed colour against what
// QPainter blends layer by layer, and more bands than one mask holds.
#include "ui/waves/wavebandpieces.h"

#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

class TestWaveBandPieces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void composedIsWhatThePainterBlends();
    void edgeBetweenItsPoints();
    void oneRectangleBand();
    void piecesAreTheBandsPixels_data();
    void piecesAreTheBandsPixels();
    void moreBandsThanOneMask();
};

namespace {

// A band whose edges run from x0 to x1 with random points between (device pixels).
WaveBandPieces::Band randomBand(QRandomGenerator *random, const QRect &area, int points,
                                double alpha)
{
    const double x0 = area.left() - 5 + random->bounded(40.0);
    const double x1 = area.right() + 5 - random->bounded(40.0);
    WaveBandPieces::Band band;
    const double middle = area.top() + random->bounded(double(area.height()));
    for (const bool upper : { true, false }) {
        QPolygonF edge;
        for (int k = 0; k < points; ++k) {
            const double x = k == 0 ? x0
                : k == points - 1   ? x1
                                    : x0 + (x1 - x0) * (k + random->bounded(0.8)) / points;
            const double reach = random->bounded(double(area.height()) * 0.6);
            edge.append(QPointF(x, upper ? middle - reach : middle + reach));
        }
        (upper ? band.upper : band.lower) = edge;
    }
    band.fill = QColor::fromHsv(random->bounded(360), 200, 200);
    band.fill.setAlphaF(alpha);
    return band;
}

// The band as the polygon it fills: its upper edge, then its lower edge back.
QPolygonF outline(const WaveBandPieces::Band &band)
{
    QPolygonF polygon = band.upper;
    for (qsizetype k = band.lower.size() - 1; k >= 0; --k)
        polygon.append(band.lower.at(k));
    return polygon;
}

int channelGap(const QColor &a, const QColor &b)
{
    return std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                      std::abs(a.blue() - b.blue()) });
}

} // namespace

void TestWaveBandPieces::composedIsWhatThePainterBlends()
{
    QRandomGenerator random(7);
    for (int trial = 0; trial < 50; ++trial) {
        QList<QColor> fills;
        const int count = 1 + random.bounded(8);
        for (int k = 0; k < count; ++k) {
            QColor fill
                = QColor::fromRgb(random.bounded(256), random.bounded(256), random.bounded(256));
            fill.setAlphaF(k % 2 ? 0.3 : 0.6);
            fills.append(fill);
        }
        QImage layers(1, 1, QImage::Format_RGB32);
        layers.fill(QColor(240, 240, 240));
        QPainter painter(&layers);
        for (const QColor &fill : fills)
            painter.fillRect(0, 0, 1, 1, fill);
        painter.end();
        QImage once(1, 1, QImage::Format_RGB32);
        once.fill(QColor(240, 240, 240));
        painter.begin(&once);
        painter.fillRect(0, 0, 1, 1, WaveBandPieces::composed(fills));
        painter.end();
        // 8-bit rounding at each of up to 8 layers.
        QVERIFY2(channelGap(layers.pixelColor(0, 0), once.pixelColor(0, 0)) <= 3,
                 qPrintable(QString::number(trial)));
    }
    QCOMPARE(WaveBandPieces::composed({}).alpha(), 0);
    const QColor opaque(10, 20, 30);
    QCOMPARE(WaveBandPieces::composed({ QColor(200, 0, 0, 100), opaque }).rgba(), opaque.rgba());
}

void TestWaveBandPieces::edgeBetweenItsPoints()
{
    const QPolygonF edge { { 0, 10 }, { 10, 20 }, { 10, 30 }, { 20, 0 } };
    double y = -1;
    QVERIFY(WaveBandPieces::edgeAt(edge, 5, &y));
    QCOMPARE(y, 15.0);
    QVERIFY(WaveBandPieces::edgeAt(edge, 15, &y));
    QCOMPARE(y, 15.0);
    QVERIFY(WaveBandPieces::edgeAt(edge, 0, &y));
    QCOMPARE(y, 10.0);
    QVERIFY(WaveBandPieces::edgeAt(edge, 20, &y));
    QCOMPARE(y, 0.0);
    QVERIFY(!WaveBandPieces::edgeAt(edge, -0.5, &y));
    QVERIFY(!WaveBandPieces::edgeAt(edge, 20.5, &y));
    QVERIFY(!WaveBandPieces::edgeAt({}, 0, &y));
}

void TestWaveBandPieces::oneRectangleBand()
{
    // Pixel centres from 10.5 to 49.5 across, 20.5 to 29.5 down: 40 x 10 pixels.
    const WaveBandPieces::Band band { { { 10, 20 }, { 50, 20 } },
                                      { { 10, 30 }, { 50, 30 } },
                                      QColor(0, 0, 255, 77) };
    const QList<WaveBandPieces::Piece> pieces = WaveBandPieces::of({ band }, QRect(0, 0, 100, 100));
    QCOMPARE(pieces.size(), 1);
    QCOMPARE(pieces.first().rect, QRect(10, 20, 40, 10));
    QCOMPARE(pieces.first().color.rgba(), band.fill.rgba());
    // Cut to the area.
    const QList<WaveBandPieces::Piece> cut = WaveBandPieces::of({ band }, QRect(30, 25, 100, 100));
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut.first().rect, QRect(30, 25, 20, 5));
    QVERIFY(WaveBandPieces::of({ band }, QRect(60, 0, 10, 10)).isEmpty());
    QVERIFY(WaveBandPieces::of({ band }, QRect()).isEmpty());
    QVERIFY(WaveBandPieces::of({}, QRect(0, 0, 10, 10)).isEmpty());
}

void TestWaveBandPieces::piecesAreTheBandsPixels_data()
{
    QTest::addColumn<int>("bands");
    QTest::addColumn<int>("points");
    QTest::addColumn<quint32>("seed");
    QTest::addRow("one band") << 1 << 20 << 1u;
    QTest::addRow("three bands, jagged") << 3 << 60 << 2u;
    QTest::addRow("eight bands, smooth") << 8 << 6 << 3u;
    QTest::addRow("eight bands, jagged") << 8 << 120 << 4u;
    QTest::addRow("twelve bands") << 12 << 30 << 5u;
}

void TestWaveBandPieces::piecesAreTheBandsPixels()
{
    QFETCH(int, bands);
    QFETCH(int, points);
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    const QRect area(13, 7, 180, 120);
    QList<WaveBandPieces::Band> list;
    for (int b = 0; b < bands; ++b)
        list.append(randomBand(&random, area, points, b % 3 ? 0.3 : 0.6));
    const QList<WaveBandPieces::Piece> pieces = WaveBandPieces::of(list, area);
    // Which piece holds each pixel of the area (and the pixels just outside).
    const QRect around = area.adjusted(-3, -3, 3, 3);
    QList<int> owner(around.width() * around.height(), -1);
    for (int p = 0; p < pieces.size(); ++p) {
        const QRect rect = pieces.at(p).rect;
        QVERIFY(!rect.isEmpty());
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x) {
                QVERIFY2(area.contains(x, y), "a piece outside the area");
                int &at = owner[(y - around.top()) * around.width() + x - around.left()];
                QVERIFY2(at < 0, "two pieces on one pixel");
                at = p;
            }
    }
    int covered = 0;
    for (int y = around.top(); y <= around.bottom(); ++y)
        for (int x = around.left(); x <= around.right(); ++x) {
            const QPointF centre(x + 0.5, y + 0.5);
            QList<QColor> fills;
            if (area.contains(x, y))
                for (const WaveBandPieces::Band &band : std::as_const(list))
                    if (outline(band).containsPoint(centre, Qt::OddEvenFill))
                        fills.append(band.fill);
            const int piece = owner[(y - around.top()) * around.width() + x - around.left()];
            if (fills.isEmpty()) {
                QVERIFY2(piece < 0,
                         qPrintable(QStringLiteral("(%1, %2) in no band").arg(x).arg(y)));
                continue;
            }
            ++covered;
            QVERIFY2(piece >= 0, qPrintable(QStringLiteral("(%1, %2) in a band").arg(x).arg(y)));
            QCOMPARE(pieces.at(piece).color.rgba(), WaveBandPieces::composed(fills).rgba());
        }
    QVERIFY(covered > area.width() * area.height() / 10); // the bands cover something
    // Far fewer pieces than pixels: rows that do not change share their rectangles.
    QVERIFY2(pieces.size() < covered / 4, qPrintable(QString::number(pieces.size())));
}

void TestWaveBandPieces::moreBandsThanOneMask()
{
    // 70 bands over one rectangle: the first 64 composed in one piece, the other 6 in another
    // drawn over it; together what the 70 layers blend.
    QList<WaveBandPieces::Band> list;
    QList<QColor> fills;
    for (int b = 0; b < 70; ++b) {
        QColor fill = QColor::fromHsv((b * 37) % 360, 200, 220);
        fill.setAlphaF(0.05);
        fills.append(fill);
        list.append({ { { 0, 0 }, { 10, 0 } }, { { 0, 10 }, { 10, 10 } }, fill });
    }
    const QList<WaveBandPieces::Piece> pieces = WaveBandPieces::of(list, QRect(0, 0, 10, 10));
    QCOMPARE(pieces.size(), 2);
    QCOMPARE(pieces.at(0).color.rgba(), WaveBandPieces::composed(fills.mid(0, 64)).rgba());
    QCOMPARE(pieces.at(1).color.rgba(), WaveBandPieces::composed(fills.mid(64)).rgba());
    QImage drawn(1, 1, QImage::Format_RGB32);
    drawn.fill(Qt::white);
    QPainter painter(&drawn);
    for (const WaveBandPieces::Piece &piece : pieces)
        painter.fillRect(0, 0, 1, 1, piece.color);
    painter.end();
    QImage once(1, 1, QImage::Format_RGB32);
    once.fill(Qt::white);
    painter.begin(&once);
    painter.fillRect(0, 0, 1, 1, WaveBandPieces::composed(fills));
    painter.end();
    QVERIFY(channelGap(drawn.pixelColor(0, 0), once.pixelColor(0, 0)) <= 2);
}

QTEST_MAIN(TestWaveBandPieces)
#include "tst_wavebandpieces.moc"
