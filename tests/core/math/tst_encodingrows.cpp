// SPDX-License-Identifier: GPL-3.0-or-later
// EncodingRows: blocks of rows that go on where the last block stopped are bit for bit the rows
// of one Encoding::fillRows call, and within 1e-12 of sin and cos computed straight.
#include "core/math/encoding.h"
#include "core/math/encodingrows.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <vector>

using namespace pe;

class TestEncodingRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocksAreOneCall_data();
    void blocksAreOneCall();
    void againstSinAndCos();
    void emptyBlockChangesNothing();
};

void TestEncodingRows::blocksAreOneCall_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("first");
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("count");
    // Blocks shorter than, equal to and longer than the 64 rows between anchors, and ones that
    // do not divide them (the last block is shorter).
    for (const int block : { 1, 5, 16, 63, 64, 65, 200 })
        QTest::addRow("d=8, blocks of %d", block)
            << 8 << int(Layout::Interleaved) << 0.0 << block << 300;
    QTest::newRow("d=512 in blocks of 16 (the Precision pass)")
        << 512 << int(Layout::Interleaved) << 1700.0 << 16 << 400;
    QTest::newRow("concatenated") << 10 << int(Layout::Concatenated) << 3.0 << 7 << 150;
    QTest::newRow("far out") << 64 << int(Layout::Interleaved) << 999990.5 << 33 << 200;
}

void TestEncodingRows::blocksAreOneCall()
{
    QFETCH(int, dimension);
    QFETCH(int, layout);
    QFETCH(double, first);
    QFETCH(int, block);
    QFETCH(int, count);
    const Encoding encoding(dimension, 10000.0, Layout(layout));
    const std::size_t d = std::size_t(dimension);
    std::vector<double> whole(std::size_t(count) * d);
    encoding.fillRows(first, count, whole.data());
    std::vector<double> blocks(whole.size(), -7.0);
    EncodingRows rows(encoding, first);
    for (int start = 0; start < count; start += block)
        rows.fill(std::min(block, count - start), blocks.data() + std::size_t(start) * d);
    QVERIFY(std::memcmp(whole.data(), blocks.data(), whole.size() * sizeof(double)) == 0);
}

void TestEncodingRows::againstSinAndCos()
{
    // Worked out straight, one angle at a time, in long double (no rotation, no anchors).
    const Encoding encoding(16, 10000.0, Layout::Interleaved);
    const double first = 5000.0;
    const int count = 257;
    std::vector<double> out(std::size_t(count) * 16);
    EncodingRows rows(encoding, first);
    for (int start = 0; start < count; start += 10)
        rows.fill(std::min(10, count - start), out.data() + std::size_t(start) * 16);
    double worst = 0;
    for (int r = 0; r < count; ++r)
        for (int i = 0; i < 8; ++i) {
            const long double angle = (long double)(first + r)
                / std::pow((long double)10000.0, (long double)(2 * i) / 16.0L);
            worst = std::max(worst,
                             double(std::abs(out[std::size_t(r * 16 + 2 * i)] - std::sin(angle))));
            worst = std::max(
                worst, double(std::abs(out[std::size_t(r * 16 + 2 * i + 1)] - std::cos(angle))));
        }
    QVERIFY2(worst <= 1e-12, qPrintable(QString::number(worst, 'e', 3)));
}

void TestEncodingRows::emptyBlockChangesNothing()
{
    const Encoding encoding(4);
    std::vector<double> whole(4 * 70);
    encoding.fillRows(0, 70, whole.data());
    std::vector<double> blocks(whole.size(), -7.0);
    EncodingRows rows(encoding, 0);
    rows.fill(65, blocks.data());
    rows.fill(0, blocks.data() + 65 * 4); // writes nothing, moves nothing
    QCOMPARE(blocks[65 * 4], -7.0);
    rows.fill(5, blocks.data() + 65 * 4);
    QVERIFY(std::memcmp(whole.data(), blocks.data(), whole.size() * sizeof(double)) == 0);
}

QTEST_APPLESS_MAIN(TestEncodingRows)
#include "tst_encodingrows.moc"
