// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/format.h"

#include <QLocale>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace pe;

static constexpr double pi = 3.14159265358979323846264338327950288;

class TestFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatFixed_data();
    void formatFixed();
    void formatExactRoundTrips_data();
    void formatExactRoundTrips();
    void formatExactRoundTripsRandomBits();
    void formatExactKeepsIntegers_data();
    void formatExactKeepsIntegers();
    void independentOfLocale();
    void scientificAndSubscript();
};

void TestFormat::formatFixed_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    // Never a minus sign in front of nothing but zeros.
    QTest::addRow("zero") << 0.0 << 6 << "0.000000";
    QTest::addRow("negative zero") << -0.0 << 6 << "0.000000";
    QTest::addRow("-1e-17") << -1e-17 << 6 << "0.000000";
    QTest::addRow("-4e-7") << -4e-7 << 6 << "0.000000";
    QTest::addRow("cos(pi/2) rounding noise") << std::cos(pi / 2) << 6 << "0.000000";
    QTest::addRow("-cos(pi/2)") << -std::cos(pi / 2) << 6 << "0.000000";
    QTest::addRow("-6e-7 keeps its sign") << -6e-7 << 6 << "-0.000001";
    QTest::addRow("-1e-13 at 12 decimals") << -1e-13 << 12 << "0.000000000000";
    QTest::addRow("-0.4 at 0 decimals") << -0.4 << 0 << "0";
    QTest::addRow("-0.6 at 0 decimals") << -0.6 << 0 << "-1";
    // The seed figures as the lessons print them.
    QTest::addRow("sin 3") << std::sin(3.0) << 6 << "0.141120";
    QTest::addRow("cos 3") << std::cos(3.0) << 6 << "-0.989992";
    QTest::addRow("sin 0.3") << std::sin(0.3) << 6 << "0.295520";
    QTest::addRow("cos 0.3") << std::cos(0.3) << 6 << "0.955336";
    QTest::addRow("period i=63") << 2 * pi * std::pow(10000.0, 126.0 / 128) << 6 << "54410.143131";
    QTest::addRow("2 pi") << 2 * pi << 6 << "6.283185";
    // Rounding, not truncation.
    QTest::addRow("2/3") << 2.0 / 3 << 6 << "0.666667";
    QTest::addRow("-2/3") << -2.0 / 3 << 6 << "-0.666667";
    QTest::addRow("0.9999996") << 0.9999996 << 6 << "1.000000";
    QTest::addRow("-0.9999996") << -0.9999996 << 6 << "-1.000000";
    QTest::addRow("1.0000004") << 1.0000004 << 6 << "1.000000";
    QTest::addRow("one") << 1.0 << 6 << "1.000000";
    QTest::addRow("million") << 1e6 << 6 << "1000000.000000";
    // Twelve decimals for the implementation check.
    QTest::addRow("sin 3 at 12") << std::sin(3.0) << 12 << "0.141120008060";
    QTest::addRow("1/3 at 12") << 1.0 / 3 << 12 << "0.333333333333";
    QTest::addRow("2/3 at 12") << 2.0 / 3 << 12 << "0.666666666667";
    QTest::addRow("-1e-12 at 12") << -1e-12 << 12 << "-0.000000000001";
}

void TestFormat::formatFixed()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    const QString text = pe::formatFixed(value, decimals);
    QCOMPARE(text, expected);
    if (decimals == 6)
        QCOMPARE(pe::formatFixed(value), expected); // 6 is the default
}

void TestFormat::formatExactRoundTrips_data()
{
    QTest::addColumn<double>("value");
    QTest::addRow("0.1") << 0.1;
    QTest::addRow("-0.1") << -0.1;
    QTest::addRow("1/3") << 1.0 / 3;
    QTest::addRow("2/3") << 2.0 / 3;
    QTest::addRow("sin 3") << std::sin(3.0);
    QTest::addRow("cos 3") << std::cos(3.0);
    QTest::addRow("pi") << pi;
    QTest::addRow("1e-300") << 1e-300;
    QTest::addRow("smallest subnormal") << std::numeric_limits<double>::denorm_min();
    QTest::addRow("smallest normal") << std::numeric_limits<double>::min();
    QTest::addRow("largest") << std::numeric_limits<double>::max();
    QTest::addRow("-largest") << -std::numeric_limits<double>::max();
    QTest::addRow("1e22") << 1e22;
    QTest::addRow("2^53") << 9007199254740992.0;
    QTest::addRow("2^53+2") << 9007199254740994.0;
    QTest::addRow("2^53-1") << 9007199254740991.0;
    QTest::addRow("-2^53+1") << -9007199254740991.0;
    QTest::addRow("large integer") << 123456789012345.0;
    QTest::addRow("period i=63") << 2 * pi * std::pow(10000.0, 126.0 / 128);
    QTest::addRow("next after 1") << std::nextafter(1.0, 2.0);
    QTest::addRow("next before 1") << std::nextafter(1.0, 0.0);
    QTest::addRow("1.5") << 1.5;
    QTest::addRow("zero") << 0.0;
}

void TestFormat::formatExactRoundTrips()
{
    QFETCH(double, value);
    const QString text = formatExact(value);
    bool ok = false;
    const double back = text.toDouble(&ok);
    QVERIFY2(ok, qPrintable(text));
    QVERIFY2(back == value, qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char(' ')) && !text.contains(QLatin1Char(',')),
             qPrintable(text));
}

void TestFormat::formatExactRoundTripsRandomBits()
{
    std::mt19937_64 random(20240601);
    int checked = 0;
    while (checked < 100000) {
        const uint64_t bits = random();
        double value = 0;
        std::memcpy(&value, &bits, sizeof value);
        if (!std::isfinite(value))
            continue;
        const QString text = formatExact(value);
        bool ok = false;
        const double back = text.toDouble(&ok);
        if (!ok || back != value)
            QFAIL(qPrintable(QStringLiteral("%1 read back as %2").arg(text).arg(back, 0, 'g', 17)));
        ++checked;
    }
}

void TestFormat::formatExactKeepsIntegers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::addRow("0") << 0.0 << "0";
    QTest::addRow("-0") << -0.0 << "0";
    QTest::addRow("42") << 42.0 << "42";
    QTest::addRow("-7") << -7.0 << "-7";
    QTest::addRow("10000") << 10000.0 << "10000";
    QTest::addRow("1e15") << 1e15 << "1000000000000000";
    QTest::addRow("2^53") << 9007199254740992.0 << "9007199254740992";
    QTest::addRow("0.5") << 0.5 << "0.5";
    QTest::addRow("0.1") << 0.1 << "0.10000000000000001";
}

void TestFormat::formatExactKeepsIntegers()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(formatExact(value), expected);
}

// Files and the command line read the same in every language: no decimal commas, no grouping.
void TestFormat::independentOfLocale()
{
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString fixed = pe::formatFixed(-1234.5);
    const QString exact = formatExact(0.25);
    const QString integer = formatExact(1234567.0);
    QLocale::setDefault(saved);
    QCOMPARE(fixed, QStringLiteral("-1234.500000"));
    QCOMPARE(exact, QStringLiteral("0.25"));
    QCOMPARE(integer, QStringLiteral("1234567"));
}

void TestFormat::scientificAndSubscript()
{
    // A real minus in the exponent, as in every other negative number shown.
    QCOMPARE(formatScientific(3.6e-15), QStringLiteral("3.6e\u221215"));
    QCOMPARE(formatScientific(-2.5e7, 2), QStringLiteral("\u22122.50e+07"));
    // Index digits one by one in subscript: θ₁₂.
    QCOMPARE(formatSubscript(0), QStringLiteral("\u2080"));
    QCOMPARE(formatSubscript(12), QStringLiteral("\u2081\u2082"));
    QCOMPARE(formatSubscript(-3), QStringLiteral("\u208b\u2083"));
    QCOMPARE(formatSubscript(9876543210),
             QStringLiteral("\u2089\u2088\u2087\u2086\u2085\u2084\u2083\u2082\u2081\u2080"));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
