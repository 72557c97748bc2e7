// SPDX-License-Identifier: GPL-3.0-or-later
// The Precision view's colours: the looked-up colour of an error is colorOf()'s for every error
// tried (each range's ends and middle, a million errors spread over the decades, the edges of the
// scale, and what is not a number), and the cells' image is each sampled error in that colour.
#include "core/math/encoding.h"
#include "core/precision/precisiontable.h"
#include "core/sampling/precisionsampler.h"
#include "ui/precision/precisioncolourscale.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace pe;

class TestPrecisionColourScale : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableColoursAreColorOf();
    void imageIsTheErrorsColours_data();
    void imageIsTheErrorsColours();
};

void TestPrecisionColourScale::tableColoursAreColorOf()
{
    int checked = 0;
    const auto check = [&checked](double error) {
        const QRgb table = PrecisionColourScale::tableColorOf(error);
        const QRgb direct = PrecisionColourScale::colorOf(error);
        if (table != direct)
            QTest::qFail(qPrintable(QStringLiteral("%1: %2 looked up, %3 computed")
                                        .arg(error, 0, 'g', 17)
                                        .arg(table, 8, 16)
                                        .arg(direct, 8, 16)),
                         __FILE__, __LINE__);
        ++checked;
        return table == direct;
    };
    // Every range of 2^44 doubles from 2^−30 to 2^3: its first, middle and last double, and the
    // doubles next to its ends.
    for (uint64_t range = uint64_t(1023 - 30) << 8; range < uint64_t(1023 + 3) << 8; ++range) {
        for (const uint64_t bits :
             { range << 44, (range << 44) + (uint64_t(1) << 43), ((range + 1) << 44) - 1,
               (range << 44) + 1, ((range + 1) << 44) - 2 }) {
            double error;
            std::memcpy(&error, &bits, sizeof error);
            if (!check(error))
                return;
        }
    }
    // A million errors spread evenly over the decades from 10^−10 to 4.
    std::mt19937_64 random(26);
    std::uniform_real_distribution<double> exponent(-10.0, std::log10(4.0));
    for (int i = 0; i < 1000000; ++i)
        if (!check(std::pow(10.0, exponent(random))))
            return;
    // The scale's ends, and what is not an error.
    const double edges[] = { 0.0,
                             -0.0,
                             PrecisionColourScale::lowestError,
                             std::nextafter(PrecisionColourScale::lowestError, 1.0),
                             std::nextafter(PrecisionColourScale::lowestError, 0.0),
                             1.0,
                             std::nextafter(1.0, 0.0),
                             std::nextafter(1.0, 2.0),
                             2.0,
                             std::numeric_limits<double>::denorm_min(),
                             std::numeric_limits<double>::max(),
                             std::numeric_limits<double>::infinity(),
                             std::numeric_limits<double>::quiet_NaN(),
                             -1e-3 };
    for (double error : edges)
        if (!check(error))
            return;
    QVERIFY(checked > 1000000);
}

void TestPrecisionColourScale::imageIsTheErrorsColours_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("positions");
    QTest::addColumn<int>("type");
    QTest::addRow("float16, d = 64, 5000 positions")
        << 64 << qint64(5000) << int(FloatType::Float16);
    QTest::addRow("float16 past 65504, d = 16") << 16 << qint64(100000) << int(FloatType::Float16);
    QTest::addRow("bfloat16, d = 128, 3000 positions")
        << 128 << qint64(3000) << int(FloatType::BFloat16);
    QTest::addRow("float32, d = 512, 2048 positions")
        << 512 << qint64(2048) << int(FloatType::Float32);
}

void TestPrecisionColourScale::imageIsTheErrorsColours()
{
    QFETCH(int, dimension);
    QFETCH(qint64, positions);
    QFETCH(int, type);
    const PrecisionTable table(Encoding(dimension), FloatType(type), PrecisionVariant::AllInType);
    const PrecisionSampler sampler(table, positions, 437, 301);
    const QImage image = PrecisionColourScale::image(sampler);
    QCOMPARE(image.width(), sampler.columns());
    QCOMPARE(image.height(), sampler.rows());
    for (int r = 0; r < sampler.rows(); ++r)
        for (int c = 0; c < sampler.columns(); ++c)
            if (image.pixel(c, r) != PrecisionColourScale::colorOf(sampler.error(c, r)))
                QFAIL(qPrintable(QStringLiteral("cell (%1, %2)").arg(c).arg(r)));
}

QTEST_MAIN(TestPrecisionColourScale)
#include "tst_precisioncolourscale.moc"
