// SPDX-License-Identifier: GPL-3.0-or-later
// Encoding's two layouts: interleaved and concatenated hold the same columns in another order,
// a layout's name round-trips, and a column is what the rows hold.
#include "core/math/encoding.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pe;

// The seed figures (shared/seeds/README.md) are compared at 1e-6, everything computed at 1e-12.
static constexpr double seedTolerance = 1e-6;
static constexpr double tolerance = 1e-12;
static constexpr double twoPi = 6.283185307179586476925286766559;

class TestEncodingLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void columnMatchesRows_data();
    void columnMatchesRows();
    void layoutRoundTrip_data();
    void layoutRoundTrip();
    void layoutsHoldTheSameColumns_data();
    void layoutsHoldTheSameColumns();
    void layoutNames_data();
    void layoutNames();
};

void TestEncodingLayout::columnMatchesRows_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("first");
    QTest::addRow("interleaved, rows 0..299") << int(Layout::Interleaved) << 0.0;
    QTest::addRow("concatenated, rows 0..299") << int(Layout::Concatenated) << 0.0;
    QTest::addRow("interleaved, from 999990") << int(Layout::Interleaved) << 999990.0;
}

// A column filled on its own holds the same values as that column of the rows, for sin and cos
// columns of fast and slow pairs, with the same anchors.
void TestEncodingLayout::columnMatchesRows()
{
    QFETCH(int, layout);
    QFETCH(double, first);
    const int d = 64;
    const int count = 300;
    const Encoding e(d, Encoding::defaultBase, static_cast<Layout>(layout));
    const std::vector<double> table = e.rows(first, count);
    std::vector<double> column(count + 1, 42.0);
    for (int dim : { 0, 1, 31, 32, 33, 62, 63 }) {
        e.fillColumn(dim, first, count, column.data());
        for (int r = 0; r < count; ++r) {
            const double expected = table[static_cast<size_t>(r) * d + size_t(dim)];
            QVERIFY2(std::abs(column[size_t(r)] - expected) <= tolerance,
                     qPrintable(QStringLiteral("dim %1 row %2").arg(dim).arg(r)));
            QVERIFY(std::abs(column[size_t(r)] - e.value(first + r, dim)) <= tolerance);
        }
        QCOMPARE(column[count], 42.0); // nothing written past count
    }
}

void TestEncodingLayout::layoutRoundTrip_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<Layout>("layout");
    for (int d : { 2, 8, 128 }) {
        QTest::addRow("d=%d interleaved", d) << d << Layout::Interleaved;
        QTest::addRow("d=%d concatenated", d) << d << Layout::Concatenated;
    }
}

void TestEncodingLayout::layoutRoundTrip()
{
    QFETCH(int, dimension);
    QFETCH(Layout, layout);
    const Encoding e(dimension, Encoding::defaultBase, layout);
    QCOMPARE(e.layout(), layout);
    QVector<int> seen(dimension, 0);
    for (int pair = 0; pair < e.pairCount(); ++pair) {
        for (bool cos : { false, true }) {
            const int dim = e.dimensionOf(pair, cos);
            QVERIFY(dim >= 0 && dim < dimension);
            ++seen[dim];
            QCOMPARE(e.pairOfDimension(dim), pair);
            QCOMPARE(e.isCosine(dim), cos);
        }
    }
    for (int dim = 0; dim < dimension; ++dim) {
        QCOMPARE(seen[dim], 1);
        QCOMPARE(e.dimensionOf(e.pairOfDimension(dim), e.isCosine(dim)), dim);
    }
    // The two layouts as their names say.
    if (layout == Layout::Interleaved) {
        QCOMPARE(e.dimensionOf(1, false), 2);
        QCOMPARE(e.dimensionOf(1, true), 3);
    } else {
        QCOMPARE(e.dimensionOf(1, false), 1);
        QCOMPARE(e.dimensionOf(1, true), dimension / 2 + 1);
    }
}

void TestEncodingLayout::layoutsHoldTheSameColumns_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("position");
    QTest::addRow("d=8 position 3") << 8 << 3.0;
    QTest::addRow("d=2 position 17") << 2 << 17.0;
    QTest::addRow("d=128 position 104") << 128 << 104.0;
    QTest::addRow("d=512 position 1e6") << 512 << 1e6;
}

void TestEncodingLayout::layoutsHoldTheSameColumns()
{
    QFETCH(int, dimension);
    QFETCH(double, position);
    const std::vector<double> inter = Encoding(dimension).vector(position);
    const std::vector<double> concat
        = Encoding(dimension, Encoding::defaultBase, Layout::Concatenated).vector(position);
    const int pairs = dimension / 2;
    for (int i = 0; i < pairs; ++i) {
        QCOMPARE(concat[static_cast<size_t>(i)], inter[static_cast<size_t>(2 * i)]);
        QCOMPARE(concat[static_cast<size_t>(pairs + i)], inter[static_cast<size_t>(2 * i + 1)]);
    }
}

void TestEncodingLayout::layoutNames_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<Layout>("layout");
    QTest::addRow("interleaved") << QByteArray("interleaved") << true << Layout::Interleaved;
    QTest::addRow("concatenated") << QByteArray("concatenated") << true << Layout::Concatenated;
    QTest::addRow("capitalised") << QByteArray("Interleaved") << false << Layout::Interleaved;
    QTest::addRow("abbreviated") << QByteArray("concat") << false << Layout::Interleaved;
    QTest::addRow("trailing space") << QByteArray("interleaved ") << false << Layout::Interleaved;
    QTest::addRow("empty") << QByteArray("") << false << Layout::Interleaved;
}

void TestEncodingLayout::layoutNames()
{
    QFETCH(QByteArray, name);
    QFETCH(bool, valid);
    QFETCH(Layout, layout);
    for (Layout before : { Layout::Interleaved, Layout::Concatenated }) {
        Layout parsed = before;
        QCOMPARE(layoutFromName(name.constData(), &parsed), valid);
        QCOMPARE(parsed, valid ? layout : before); // untouched when rejected
    }
    if (valid)
        QCOMPARE(QByteArray(layoutName(layout)), name);
}

QTEST_MAIN(TestEncodingLayout)
#include "tst_encodinglayout.moc"
