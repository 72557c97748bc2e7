// SPDX-License-Identifier: GPL-3.0-or-later
// The smallest distance between any two of the first positions when only the first pairs are
// used: against a brute force over all position pairs, the list of pair counts, and the figures
// the lesson shows.
#include "core/math/comparison.h"
#include "core/math/fingerprint.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pe;

namespace {

// Every pair of positions, every component: the definition, with no shortcut.
double bruteForce(const Encoding &encoding, int pairs, int positions)
{
    double best = std::numeric_limits<double>::infinity();
    for (int a = 0; a < positions; ++a)
        for (int b = a + 1; b < positions; ++b) {
            double sum = 0;
            for (int i = 0; i < pairs; ++i)
                for (bool cos : { false, true }) {
                    const int dim = encoding.dimensionOf(i, cos);
                    const double d = encoding.value(b, dim) - encoding.value(a, dim);
                    sum += d * d;
                }
            best = std::min(best, std::sqrt(sum));
        }
    return best;
}

} // namespace

class TestFingerprint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesBruteForce_data();
    void matchesBruteForce();
    void pairCounts_data();
    void pairCounts();
    void lessonFigures_data();
    void lessonFigures();
    void allPairsIsTheWholeDistance();
    void growsWithPairs();
};

void TestFingerprint::matchesBruteForce_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("positions");
    for (int d : { 8, 16, 128 })
        for (int n : { 2, 50, 100 })
            QTest::addRow("d=%d N=%d", d, n) << d << n;
}

void TestFingerprint::matchesBruteForce()
{
    QFETCH(int, dimension);
    QFETCH(int, positions);
    const Encoding encoding(dimension);
    for (const Fingerprint::Row &row : Fingerprint::table(encoding, positions)) {
        const double expected = bruteForce(encoding, row.pairs, positions);
        QVERIFY2(std::abs(row.minimumDistance - expected) < 1e-12,
                 qPrintable(QStringLiteral("%1 pairs: %2 vs %3")
                                .arg(row.pairs)
                                .arg(row.minimumDistance, 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
        QVERIFY(row.gap >= 1 && row.gap < positions);
        QVERIFY(std::abs(Fingerprint::distance(encoding, row.pairs, double(row.gap))
                         - row.minimumDistance)
                < 1e-15);
    }
}

void TestFingerprint::pairCounts_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QList<int>>("expected");
    QTest::addRow("d=2") << 2 << QList<int> { 1 };
    QTest::addRow("d=8") << 8 << QList<int> { 1, 2, 4 };
    QTest::addRow("d=12") << 12 << QList<int> { 1, 2, 4, 6 };
    QTest::addRow("d=128") << 128 << QList<int> { 1, 2, 4, 8, 16, 32, 64 };
}

void TestFingerprint::pairCounts()
{
    QFETCH(int, dimension);
    QFETCH(QList<int>, expected);
    const std::vector<int> counts = Fingerprint::pairCounts(Encoding(dimension));
    QCOMPARE(QList<int>(counts.begin(), counts.end()), expected);
}

void TestFingerprint::lessonFigures_data()
{
    QTest::addColumn<int>("pairs");
    QTest::addColumn<double>("distance");
    QTest::addColumn<int>("gap");
    // The fastest pair alone: positions 44 apart are 7 turns minus 0.0177 rad apart.
    QTest::addRow("1 pair") << 1 << 0.017703 << 44;
    QTest::addRow("2 pairs") << 2 << 0.373353 << 94;
    QTest::addRow("64 pairs") << 64 << 1.952596 << 1;
}

void TestFingerprint::lessonFigures()
{
    QFETCH(int, pairs);
    QFETCH(double, distance);
    QFETCH(int, gap);
    const Fingerprint::Row row = Fingerprint::closest(Encoding(128), pairs, 100);
    QVERIFY(std::abs(row.minimumDistance - distance) < 1e-6);
    QCOMPARE(int(row.gap), gap);
    QCOMPARE(row.pairs, pairs);
}

void TestFingerprint::allPairsIsTheWholeDistance()
{
    const Encoding encoding(8);
    for (double gap : { 1.0, 3.0, 6.0, 44.0 })
        QVERIFY(std::abs(Fingerprint::distance(encoding, 4, gap) - peDistance(encoding, 0, gap))
                < 1e-12);
    // 2.017479: the seed's ‖PE(3) − PE(0)‖ at d = 8.
    QVERIFY(std::abs(Fingerprint::distance(encoding, 4, 3) - 2.017479) < 1e-6);
}

void TestFingerprint::growsWithPairs()
{
    double previous = 0;
    for (const Fingerprint::Row &row : Fingerprint::table(Encoding(128), 100)) {
        QVERIFY(row.minimumDistance >= previous);
        previous = row.minimumDistance;
    }
}

QTEST_GUILESS_MAIN(TestFingerprint)
#include "tst_fingerprint.moc"
