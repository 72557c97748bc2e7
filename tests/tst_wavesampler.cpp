// SPDX-License-Identifier: GPL-3.0-or-later
#include "wavesampler.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

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
    const QList<QPointF> points = WaveSampler::sample(encoding, dim, count, buckets);
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
}

// Per pixel run, the two points are the run's lowest and highest values, found exactly.
void TestWaveSampler::envelope()
{
    QFETCH(int, dimension);
    QFETCH(int, dim);
    QFETCH(qint64, count);
    QFETCH(int, buckets);
    const Encoding encoding(dimension);
    const QList<QPointF> points = WaveSampler::sample(encoding, dim, count, buckets);
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
    const QList<QPointF> points = WaveSampler::sample(encoding, dim, count, buckets);
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

void TestWaveSampler::rejectsBadInput()
{
    const Encoding encoding(8);
    QVERIFY(WaveSampler::sample(encoding, 8, 50, 100).isEmpty());
    QVERIFY(WaveSampler::sample(encoding, -1, 50, 100).isEmpty());
    QVERIFY(WaveSampler::sample(encoding, 0, 0, 100).isEmpty());
    // No width at all counts as one pixel: the lowest and the highest of the 50 values.
    QCOMPARE(WaveSampler::sample(encoding, 0, 50, 0).size(), 2);
}

QTEST_GUILESS_MAIN(TestWaveSampler)
#include "tst_wavesampler.moc"
