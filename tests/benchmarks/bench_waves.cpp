// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot and the similarity view at their largest: d = 8192, a million positions.
// Measures only; asserts what must hold whatever the speed.
#include "core/math/similarity.h"
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/wavesampler.h"
#include "tests/benchmarks/benchmode.h"
#include "tests/dipreference.h"
#include "ui/comparison/similarityview.h"
#include "ui/waves/waveplot.h"

#include <QtTest>

using namespace pe;

class BenchWaves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleOneDim_data();
    void sampleOneDim();
    void similarityProfile_data();
    void similarityProfile();
    void firstDip();
    void wavePlotUpdate();
    void wavePlotPaint_data();
    void wavePlotPaint();
    void similarityViewUpdate();
};

void BenchWaves::sampleOneDim_data()
{
    QTest::addColumn<int>("dim");
    QTest::addRow("fast dim 0") << 0;
    QTest::addRow("slow dim 8191") << 8191;
}

// One curve over a million positions on a 1000-pixel plot.
void BenchWaves::sampleOneDim()
{
    QFETCH(int, dim);
    const Encoding encoding(8192);
    std::vector<QPointF> points;
    QBENCHMARK
    {
        points = WaveSampler::sample(encoding, dim, 1000000, 1000);
    }
    QVERIFY(points.size() <= 2000);
}

void BenchWaves::similarityProfile_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("count");
    QTest::addRow("d=128, 50 positions") << 128 << qint64(50);
    QTest::addRow("d=8192, a million positions") << 8192 << qint64(1000000);
}

// Both similarity curves for a 1000-pixel plot (2000 samples).
void BenchWaves::similarityProfile()
{
    QFETCH(int, dimension);
    QFETCH(qint64, count);
    const Encoding encoding(dimension);
    std::vector<SimilaritySample> samples;
    QBENCHMARK
    {
        samples = Similarity::profile(encoding, 12345 % count, count, 2000);
    }
    QVERIFY(samples.size() <= 2001);
}

// The longest scan the similarity view makes: at d = 8192 the distance only wiggles within 4096
// gaps (its largest fall after a peak is 0.63 %), so no dip is found and every gap is read.
void BenchWaves::firstDip()
{
    const Encoding encoding(8192);
    DistanceDip dip;
    QBENCHMARK
    {
        dip = Similarity::firstDip(encoding, 4096);
    }
    const ReferenceDip reference = referenceFirstDip(encoding, 4096);
    QCOMPARE(dip.found, reference.found);
    QCOMPARE(dip.found, false);
}

// A parameter change redraws 32 curves over a million positions.
void BenchWaves::wavePlotUpdate()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setPositionCount(1000000);
    QList<int> dims;
    for (int dim = 0; dim < 8192; dim += 256)
        dims.append(dim);
    model.setShownDimensions(dims);
    WavePlot plot(&model);
    plot.resize(1200, 800);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    bool other = false;
    QBENCHMARK
    {
        other = !other;
        model.setBase(other ? 5000 : 10000);
    }
    QCOMPARE(plot.curveCount(), 32);
}

void BenchWaves::wavePlotPaint_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("count");
    QTest::addRow("lecture, d=128") << 128 << 0;
    QTest::addRow("three bands, d=512, 2048 positions") << 512 << 2048;
}

// Painting the whole plot once, as an export does (the bands: WaveBandPieces).
void BenchWaves::wavePlotPaint()
{
    QFETCH(int, dimension);
    QFETCH(int, count);
    PositionalEncodingModel model;
    if (count > 0)
        QVERIFY(model.setPositionCount(count));
    model.setDimension(dimension);
    WavePlot plot(&model);
    QImage image;
    QBENCHMARK
    {
        image = plot.renderImage(QSize(1600, 900));
    }
    QVERIFY(!image.isNull());
    QCOMPARE(plot.curve(0).band, count > 0);
}

void BenchWaves::similarityViewUpdate()
{
    PositionalEncodingModel model;
    model.setDimension(8192);
    model.setPositionCount(1000000);
    SimilarityView view(&model);
    view.resize(1200, 700);
    qint64 p = 0;
    QBENCHMARK
    {
        model.setPositionP(++p);
    }
    QVERIFY(view.data().samples.size() <= 2401);
}

QTEST_MAIN(BenchWaves)
#include "bench_waves.moc"
