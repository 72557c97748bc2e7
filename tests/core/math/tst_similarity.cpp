// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/comparison.h"
#include "core/math/similarity.h"
#include "tests/dipreference.h"

#include <QtTest>

#include <cmath>

using namespace pe;

class TestSimilarity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedDistances_data();
    void seedDistances();
    void matchesComparison_data();
    void matchesComparison();
    void runMatchesAt_data();
    void runMatchesAt();
    void profile_data();
    void profile();
    void firstDip_data();
    void firstDip();
    void firstDipMatchesReference_data();
    void firstDipMatchesReference();
};

void TestSimilarity::seedDistances_data()
{
    QTest::addColumn<qint64>("k");
    QTest::addColumn<double>("distance");
    QTest::addRow("position 0") << qint64(0) << 0.0;
    QTest::addRow("position 3") << qint64(3) << 2.017479;
    QTest::addRow("position 6") << qint64(6) << 0.657741;
}

// The seeds: d = 8, p = 0.
void TestSimilarity::seedDistances()
{
    QFETCH(qint64, k);
    QFETCH(double, distance);
    const SimilaritySample s = Similarity::at(Encoding(8), 0, k);
    QCOMPARE(s.position, k);
    QVERIFY(std::abs(s.distance - distance) <= 1e-6);
}

void TestSimilarity::matchesComparison_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("k");
    QTest::addRow("d=8 0 vs 3") << 8 << qint64(0) << qint64(3);
    QTest::addRow("d=8 17 vs 5") << 8 << qint64(17) << qint64(5);
    QTest::addRow("d=128 101 vs 104") << 128 << qint64(101) << qint64(104);
    QTest::addRow("d=128 same position") << 128 << qint64(40) << qint64(40);
    QTest::addRow("d=8192 1 vs 999999") << 8192 << qint64(1) << qint64(999999);
}

void TestSimilarity::matchesComparison()
{
    QFETCH(int, dimension);
    QFETCH(qint64, p);
    QFETCH(qint64, k);
    const Encoding encoding(dimension);
    const SimilaritySample s = Similarity::at(encoding, p, k);
    QVERIFY(std::abs(s.dot - peDot(encoding, double(p), double(k))) <= 1e-9);
    QVERIFY(std::abs(s.distance - peDistance(encoding, double(p), double(k))) <= 1e-9);
}

void TestSimilarity::runMatchesAt_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("step");
    QTest::addRow("d=8 step 1") << 8 << qint64(0) << qint64(0) << qint64(1);
    QTest::addRow("d=64 step 7 from 5, p = 30") << 64 << qint64(30) << qint64(5) << qint64(7);
    QTest::addRow("d=512 step 1000") << 512 << qint64(123) << qint64(0) << qint64(1000);
    // Pair counts that the four running sums do not divide: the last pairs counted too.
    QTest::addRow("d=2 (one pair)") << 2 << qint64(4) << qint64(0) << qint64(3);
    QTest::addRow("d=6 (three pairs)") << 6 << qint64(9) << qint64(0) << qint64(1);
    QTest::addRow("d=14 (seven pairs)") << 14 << qint64(0) << qint64(2) << qint64(5);
    QTest::addRow("d=8190 step 11") << 8190 << qint64(77) << qint64(1) << qint64(11);
}

// The rotation recurrence agrees with the direct formula on every sample (100 > anchorInterval).
void TestSimilarity::runMatchesAt()
{
    QFETCH(int, dimension);
    QFETCH(qint64, p);
    QFETCH(qint64, first);
    QFETCH(qint64, step);
    const Encoding encoding(dimension);
    const std::vector<SimilaritySample> samples = Similarity::run(encoding, p, first, step, 100);
    QCOMPARE(samples.size(), size_t(100));
    for (size_t j = 0; j < samples.size(); ++j) {
        const SimilaritySample exact = Similarity::at(encoding, p, first + qint64(j) * step);
        QCOMPARE(samples[j].position, exact.position);
        QVERIFY(std::abs(samples[j].dot - exact.dot) <= 1e-10);
        QVERIFY(std::abs(samples[j].distance - exact.distance) <= 1e-10);
    }
}

void TestSimilarity::profile_data()
{
    QTest::addColumn<qint64>("count");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("maxSamples");
    QTest::addColumn<int>("expected");
    QTest::addRow("fits") << qint64(50) << qint64(0) << 1600 << 50;
    QTest::addRow("exactly fits") << qint64(1600) << qint64(7) << 1600 << 1600;
    QTest::addRow("thinned") << qint64(1000000) << qint64(0) << 1600 << -1;
    QTest::addRow("thinned, p off the plain grid")
        << qint64(1000000) << qint64(40001) << 1600 << -1;
    QTest::addRow("thinned, uneven") << qint64(1601) << qint64(3) << 1600 << -1;
    QTest::addRow("thinned, p beyond") << qint64(100000) << qint64(500000) << 1000 << -1;
}

void TestSimilarity::profile()
{
    QFETCH(qint64, count);
    QFETCH(qint64, p);
    QFETCH(int, maxSamples);
    QFETCH(int, expected);
    const Encoding encoding(8);
    const std::vector<SimilaritySample> samples
        = Similarity::profile(encoding, p, count, maxSamples);
    if (expected >= 0)
        QCOMPARE(int(samples.size()), expected);
    QVERIFY(int(samples.size()) <= maxSamples + 2);
    QCOMPARE(samples.front().position, qint64(0));
    QCOMPARE(samples.back().position, count - 1);
    bool hasP = false;
    for (size_t j = 0; j < samples.size(); ++j) {
        if (j > 0)
            QVERIFY(samples[j].position > samples[j - 1].position);
        hasP = hasP || samples[j].position == p;
        const SimilaritySample exact = Similarity::at(encoding, p, samples[j].position);
        QVERIFY(std::abs(samples[j].distance - exact.distance) <= 1e-10);
    }
    QCOMPARE(hasP, p < count); // the peak of the dot product, the zero of the distance
}

void TestSimilarity::firstDip_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("maxGap");
    QTest::addColumn<bool>("found");
    QTest::addColumn<qint64>("peakGap");
    QTest::addColumn<qint64>("dipGap");
    QTest::addRow("d=8: gap 6 nearer than gap 3")
        << 8 << qint64(49) << true << qint64(3) << qint64(6);
    QTest::addRow("d=8, window ends while falling")
        << 8 << qint64(5) << true << qint64(3) << qint64(5);
    QTest::addRow("d=8, window too short") << 8 << qint64(3) << false << qint64(0) << qint64(0);
    // d = 128 wiggles from gap 3 on, but the first drop of 1 % or more is from 34 to 37.
    QTest::addRow("d=128, 50 positions") << 128 << qint64(49) << true << qint64(34) << qint64(37);
    QTest::addRow("d=128, too short for a one percent drop")
        << 128 << qint64(30) << false << qint64(0) << qint64(0);
    QTest::addRow("d=8192: no one percent drop")
        << 8192 << qint64(1000) << false << qint64(0) << qint64(0);
}

void TestSimilarity::firstDip()
{
    QFETCH(int, dimension);
    QFETCH(qint64, maxGap);
    QFETCH(bool, found);
    QFETCH(qint64, peakGap);
    QFETCH(qint64, dipGap);
    const Encoding encoding(dimension);
    const DistanceDip dip = Similarity::firstDip(encoding, maxGap);
    QCOMPARE(dip.found, found);
    if (!found)
        return;
    QCOMPARE(dip.peakGap, peakGap);
    QCOMPARE(dip.dipGap, dipGap);
    QVERIFY(std::abs(dip.peakDistance - peDistance(encoding, 0, double(peakGap))) <= 1e-9);
    QVERIFY(std::abs(dip.dipDistance - peDistance(encoding, 0, double(dipGap))) <= 1e-9);
    QVERIFY(dip.dipDistance <= 0.99 * dip.peakDistance);
    if (dipGap == 6) {
        QVERIFY(std::abs(dip.peakDistance - 2.017479) <= 1e-6);
        QVERIFY(std::abs(dip.dipDistance - 0.657741) <= 1e-6);
    }
}

// The whole scan against the slow reference, up to the benchmark's d = 8192 over 4096 gaps, where
// the distance only wiggles (its largest fall after a peak is 0.63 %) and no dip is found.
void TestSimilarity::firstDipMatchesReference_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("maxGap");
    for (int d : { 8, 16, 64, 128, 512, 1024, 2048, 8192 }) {
        for (qint64 gap : { 49, 1000, 4096 })
            QTest::addRow("d=%d, gaps 1-%lld", d, static_cast<long long>(gap)) << d << gap;
    }
}

void TestSimilarity::firstDipMatchesReference()
{
    QFETCH(int, dimension);
    QFETCH(qint64, maxGap);
    const Encoding encoding(dimension);
    const DistanceDip dip = Similarity::firstDip(encoding, maxGap);
    const ReferenceDip reference = referenceFirstDip(encoding, maxGap);
    QCOMPARE(dip.found, reference.found);
    if (!reference.found)
        return;
    QCOMPARE(dip.peakGap, reference.peakGap);
    QCOMPARE(dip.dipGap, reference.dipGap);
}

QTEST_GUILESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"
