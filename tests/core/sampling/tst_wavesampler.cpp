// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/wavesampler.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

namespace {

// The sampler's points as the charts take them (QLineSeries::replace), and back.
QList<QPointF> listOf(const std::vector<QPointF> &points)
{
    return QList<QPointF>(points.begin(), points.end());
}

std::vector<QPointF> vectorOf(const QList<QPointF> &points)
{
    return std::vector<QPointF>(points.begin(), points.end());
}

} // namespace

class TestWaveSampler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPosition_data();
    void everyPosition();
    void envelope_data();
    void envelope();
    void pointsAreExactValues_data();
    void pointsAreExactValues();
    void envelopeReachesAcrossPixels_data();
    void envelopeReachesAcrossPixels();
    void simplifiedStaysWithinTolerance();
    void rejectsBadInput();
};

void TestWaveSampler::everyPosition_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<int>("buckets");
    QTest::addRow("d=128 dim 10, 50 positions (the lecture)") << 128 << 10 << qint64(50) << 800;
    QTest::addRow("d=8 dim 1, exactly two per pixel") << 8 << 1 << qint64(200) << 100;
    QTest::addRow("d=8192 last dim, one position") << 8192 << 8191 << qint64(1) << 100;
}

void TestWaveSampler::everyPosition()
{
    QFETCH(int, dimension);
    QFETCH(int, dim);
    QFETCH(qint64, count);
    QFETCH(int, buckets);
    const Encoding encoding(dimension);
    const QList<QPointF> points = listOf(WaveSampler::sample(encoding, dim, count, buckets));
    QCOMPARE(points.size(), count);
    for (qsizetype k = 0; k < points.size(); ++k) {
        QCOMPARE(points[k].x(), double(k));
        QVERIFY(std::abs(points[k].y() - encoding.value(double(k), dim)) <= 1e-12);
    }
}

void TestWaveSampler::envelope_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<int>("buckets");
    // Runs of up to 20 positions: the fast pair spans about three periods per run.
    QTest::addRow("d=8 dim 0 (sin, period 6.28)") << 8 << 0 << qint64(20000) << 1000;
    QTest::addRow("d=8 dim 1 (cos, period 6.28)") << 8 << 1 << qint64(20000) << 1000;
    QTest::addRow("d=8 dim 3 (cos, period 62.8)") << 8 << 3 << qint64(20000) << 1000;
    QTest::addRow("d=128 dim 127 (slow, monotonic runs)") << 128 << 127 << qint64(5000) << 700;
    QTest::addRow("uneven runs") << 16 << 2 << qint64(3001) << 997;
    // Both ways of finding a run's extremes: scanned position by position, and in closed form.
    QTest::addRow("runs of 255, scanned") << 8 << 0 << qint64(255 * 400) << 400;
    QTest::addRow("runs of 256, closed form") << 8 << 1 << qint64(256 * 400) << 400;
}

// Per pixel run, the two points are the run's lowest and highest values, found exactly.
void TestWaveSampler::envelope()
{
    QFETCH(int, dimension);
    QFETCH(int, dim);
    QFETCH(qint64, count);
    QFETCH(int, buckets);
    const Encoding encoding(dimension);
    const QList<QPointF> points = listOf(WaveSampler::sample(encoding, dim, count, buckets));
    QVERIFY(points.size() <= 2 * buckets);
    qsizetype next = 0;
    for (int b = 0; b < buckets; ++b) {
        const qint64 first = count * b / buckets;
        const qint64 last = count * (b + 1) / buckets - 1;
        double low = 2, high = -2;
        for (qint64 k = first; k <= last; ++k) {
            low = std::min(low, encoding.value(double(k), dim));
            high = std::max(high, encoding.value(double(k), dim));
        }
        double seenLow = 2, seenHigh = -2;
        while (next < points.size() && points[next].x() <= double(last)) {
            QVERIFY(points[next].x() >= double(first));
            seenLow = std::min(seenLow, points[next].y());
            seenHigh = std::max(seenHigh, points[next].y());
            ++next;
        }
        QVERIFY2(std::abs(seenLow - low) <= 1e-12, qPrintable(QStringLiteral("run %1").arg(b)));
        QVERIFY2(std::abs(seenHigh - high) <= 1e-12, qPrintable(QStringLiteral("run %1").arg(b)));
    }
    QCOMPARE(next, points.size());
}

void TestWaveSampler::pointsAreExactValues_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("count");
    QTest::addRow("d=8 dim 0, a million positions") << 8 << 0 << qint64(1000000);
    QTest::addRow("d=8192 dim 4097, a million positions") << 8192 << 4097 << qint64(1000000);
}

// Thinned out, every point is still (whole position, Encoding::value there), in order, and the
// fast wave's band reaches nearly +-1 in every run (the search covers the run's first
// maxPeriodsPerRun periods only).
void TestWaveSampler::pointsAreExactValues()
{
    QFETCH(int, dimension);
    QFETCH(int, dim);
    QFETCH(qint64, count);
    const int buckets = 800;
    const Encoding encoding(dimension);
    const QList<QPointF> points = listOf(WaveSampler::sample(encoding, dim, count, buckets));
    QVERIFY(points.size() <= 2 * buckets);
    QVERIFY(points.size() >= buckets);
    for (qsizetype i = 0; i < points.size(); ++i) {
        QCOMPARE(points[i].x(), std::floor(points[i].x()));
        QVERIFY(points[i].x() >= 0 && points[i].x() < double(count));
        if (i > 0)
            QVERIFY(points[i].x() > points[i - 1].x());
        QVERIFY(std::abs(points[i].y() - encoding.value(points[i].x(), dim)) <= 1e-12);
    }
    if (dimension == 8) {
        for (qsizetype i = 0; i + 1 < points.size(); i += 2) {
            // Within 0.05 % of the band: far under a pixel at any screen height.
            QVERIFY(std::min(points[i].y(), points[i + 1].y()) < -0.999);
            QVERIFY(std::max(points[i].y(), points[i + 1].y()) > 0.999);
        }
    }
}

void TestWaveSampler::envelopeReachesAcrossPixels_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("reach");
    QTest::addRow("fast sin, runs of 3, scanned") << 0 << qint64(3000) << 1000 << 2;
    QTest::addRow("slow cos, runs of 7, no reach") << 7 << qint64(7000) << 1000 << 0;
    QTest::addRow("fast cos, runs of 300, closed form") << 1 << qint64(300 * 200) << 200 << 3;
}

// Per pixel, the band's edges are exactly the lowest and highest values among the positions of
// the pixels up to `reach` either side; x runs through each pixel's middle, ends included.
void TestWaveSampler::envelopeReachesAcrossPixels()
{
    QFETCH(int, dim);
    QFETCH(qint64, count);
    QFETCH(int, buckets);
    QFETCH(int, reach);
    const Encoding encoding(8);
    const WaveSampler::Envelope band = WaveSampler::envelope(encoding, dim, count, buckets, reach);
    QCOMPARE(int(band.lower.size()), buckets);
    QCOMPARE(int(band.upper.size()), buckets);
    QCOMPARE(band.upper.front().x(), 0.0);
    QCOMPARE(band.upper.back().x(), double(count - 1));
    for (int b = 0; b < buckets; ++b) {
        const qint64 first = count * std::max(0, b - reach) / buckets;
        const qint64 last = count * (std::min(buckets - 1, b + reach) + 1) / buckets - 1;
        double low = 2, high = -2;
        for (qint64 k = first; k <= last; ++k) {
            low = std::min(low, encoding.value(double(k), dim));
            high = std::max(high, encoding.value(double(k), dim));
        }
        QVERIFY2(std::abs(band.lower[b].y() - low) <= 1e-12, qPrintable(QString::number(b)));
        QVERIFY2(std::abs(band.upper[b].y() - high) <= 1e-12, qPrintable(QString::number(b)));
        QCOMPARE(band.lower[b].x(), band.upper[b].x());
        if (b > 0 && b < buckets - 1)
            QCOMPARE(band.upper[b].x(),
                     (double(count * b / buckets) + double(count * (b + 1) / buckets - 1)) / 2);
    }
}

// Thinning keeps both ends and every dropped point within the tolerance (in scaled units) of
// the kept polyline; a straight line keeps only its ends, a wave its turns.
void TestWaveSampler::simplifiedStaysWithinTolerance()
{
    QList<QPointF> straight;
    for (int k = 0; k < 100; ++k)
        straight.append(QPointF(k, 0.5 * k));
    QCOMPARE(listOf(WaveSampler::simplified(vectorOf(straight), 1, 1, 0.25)).size(), 2);

    const Encoding encoding(8);
    const QList<QPointF> wave = listOf(WaveSampler::sample(encoding, 3, 2000, 1000)); // period 62.8
    const double xScale = 0.5;
    const double yScale = 200;
    const double tolerance = 0.25;
    const QList<QPointF> kept
        = listOf(WaveSampler::simplified(vectorOf(wave), xScale, yScale, tolerance));
    QVERIFY(kept.size() < wave.size() / 2);
    QVERIFY(kept.size() > 2 * 2000 / 63); // at least the peaks and troughs
    QCOMPARE(kept.first(), wave.first());
    QCOMPARE(kept.last(), wave.last());
    qsizetype segment = 0;
    for (const QPointF &point : wave) {
        while (kept[segment + 1].x() < point.x())
            ++segment;
        const QPointF a(kept[segment].x() * xScale, kept[segment].y() * yScale);
        const QPointF b(kept[segment + 1].x() * xScale, kept[segment + 1].y() * yScale);
        const QPointF p(point.x() * xScale, point.y() * yScale);
        const double cross = (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x());
        const double distance = std::abs(cross) / std::hypot(b.x() - a.x(), b.y() - a.y());
        QVERIFY2(distance <= tolerance + 1e-9, qPrintable(QString::number(point.x())));
    }
}

void TestWaveSampler::rejectsBadInput()
{
    const Encoding encoding(8);
    QVERIFY(WaveSampler::sample(encoding, 8, 50, 100).empty());
    QVERIFY(WaveSampler::sample(encoding, -1, 50, 100).empty());
    QVERIFY(WaveSampler::sample(encoding, 0, 0, 100).empty());
    // No width at all counts as one pixel: the lowest and the highest of the 50 values.
    QCOMPARE(listOf(WaveSampler::sample(encoding, 0, 50, 0)).size(), 2);
    QVERIFY(WaveSampler::envelope(encoding, 8, 50, 10, 1).upper.empty());
    QVERIFY(WaveSampler::envelope(encoding, 0, 0, 10, 1).lower.empty());
    // More pixels than positions: one per position.
    QCOMPARE(int(WaveSampler::envelope(encoding, 0, 5, 100, 1).upper.size()), 5);
}

QTEST_GUILESS_MAIN(TestWaveSampler)
#include "tst_wavesampler.moc"
