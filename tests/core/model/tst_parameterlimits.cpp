// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parameterlimits.h"
#include "tests/shownminus.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pe;

namespace {

const QString what = QStringLiteral("--value");
const double inf = std::numeric_limits<double>::infinity();
const double notANumber = std::numeric_limits<double>::quiet_NaN();

// An accepted value gives no message; a rejected one a message naming what, the value and the
// bounds of the allowed range.
void verifyMessage(const QString &message, bool accepted, const QStringList &mentions)
{
    if (accepted) {
        QVERIFY2(message.isEmpty(), qPrintable(message));
        return;
    }
    QVERIFY(!message.isEmpty());
    QVERIFY2(message.contains(what), qPrintable(message));
    for (const QString &m : mentions)
        QVERIFY2(test::namesValue(message, m), qPrintable(message + QStringLiteral(" lacks ") + m));
}

} // namespace

class TestParameterLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dimension_data();
    void dimension();
    void dimensionValue_data();
    void dimensionValue();
    void base_data();
    void base();
    void baseMessage_data();
    void baseMessage();
    void wholeNumber_data();
    void wholeNumber();
    void position_data();
    void position();
    void positionValue_data();
    void positionValue();
    void shift_data();
    void shift();
    void positionCount_data();
    void positionCount();
    void tableSize_data();
    void tableSize();
};

void TestParameterLimits::dimension_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("max");
    QTest::addColumn<bool>("accepted");
    const int cli = ParameterLimits::maxDimension;
    const int gui = ParameterLimits::maxGuiDimension;
    QTest::addRow("2") << "2" << cli << true;
    QTest::addRow("8") << "8" << cli << true;
    QTest::addRow("65536") << "65536" << cli << true;
    QTest::addRow("65536 in the GUI too") << "65536" << gui << true;
    QTest::addRow("odd") << "7" << cli << false;
    QTest::addRow("zero") << "0" << cli << false;
    QTest::addRow("negative") << "-8" << cli << false;
    QTest::addRow("65538") << "65538" << cli << false;
    QTest::addRow("65538 in the GUI") << "65538" << gui << false;
    QTest::addRow("huge") << "99999999999999999999" << cli << false;
    QTest::addRow("text") << "abc" << cli << false;
    QTest::addRow("fraction") << "8.0" << cli << false;
    QTest::addRow("exponent") << "1e3" << cli << false;
    QTest::addRow("leading space") << " 8" << cli << false;
    QTest::addRow("empty") << "" << cli << false;
}

void TestParameterLimits::dimension()
{
    QFETCH(QString, text);
    QFETCH(int, max);
    QFETCH(bool, accepted);
    int d = -1;
    const QString message = ParameterLimits::checkDimension(what, text, &d, max);
    verifyMessage(message, accepted, { text, QStringLiteral("2"), QString::number(max) });
    QCOMPARE(d, accepted ? text.toInt() : -1);
}

void TestParameterLimits::dimensionValue_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("2") << qint64(2) << true;
    QTest::addRow("1024") << qint64(1024) << true;
    QTest::addRow("65536") << qint64(65536) << true;
    QTest::addRow("odd") << qint64(129) << false;
    QTest::addRow("zero") << qint64(0) << false;
    QTest::addRow("negative") << qint64(-2) << false;
    QTest::addRow("65538") << qint64(65538) << false;
    QTest::addRow("beyond int") << (qint64(1) << 33) << false;
}

void TestParameterLimits::dimensionValue()
{
    QFETCH(qint64, value);
    QFETCH(bool, accepted);
    const QString message = ParameterLimits::checkDimension(what, value);
    verifyMessage(message, accepted,
                  { QString::number(value), QStringLiteral("2"), QStringLiteral("65536") });
}

void TestParameterLimits::base_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<double>("value");
    QTest::addRow("10000") << "10000" << true << 10000.0;
    QTest::addRow("1.5") << "1.5" << true << 1.5;
    QTest::addRow("100") << "100" << true << 100.0;
    QTest::addRow("1e4") << "1e4" << true << 1e4;
    QTest::addRow("just above 1") << "1.000001" << true << 1.000001;
    QTest::addRow("smallest double above 1") << "1.0000000000000002" << true << 1.0000000000000002;
    QTest::addRow("largest, 10^12") << "1e12" << true << 1e12;
    QTest::addRow("above 10^12") << "1000000000001" << false << 1000000000001.0;
    QTest::addRow("1e308") << "1e308" << false << 1e308;
    QTest::addRow("rounds to 1") << "1.0000000000000001" << false << 1.0;
    QTest::addRow("leading space") << " 100" << false << 100.0;
    QTest::addRow("trailing space") << "100 " << false << 100.0;
    QTest::addRow("full-width digits") << QString::fromUtf8("１００") << false << notANumber;
    QTest::addRow("hex") << "0x10" << false << notANumber;
    QTest::addRow("1") << "1" << false << 1.0;
    QTest::addRow("0.5") << "0.5" << false << 0.5;
    QTest::addRow("0") << "0" << false << 0.0;
    QTest::addRow("negative") << "-10" << false << -10.0;
    QTest::addRow("inf") << "inf" << false << inf;
    QTest::addRow("nan") << "nan" << false << notANumber;
    QTest::addRow("abc") << "abc" << false << notANumber;
    QTest::addRow("empty") << "" << false << notANumber;
}

void TestParameterLimits::base()
{
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    QFETCH(double, value);
    double base = -1;
    verifyMessage(ParameterLimits::checkBase(what, text, &base), accepted,
                  { text, QStringLiteral("1"), QStringLiteral("10^12") });
    QCOMPARE(base, accepted ? value : -1.0);
    // The same value already parsed (GUI, settings file), where the text is that value.
    const bool sameValue = accepted || QString::number(value, 'g', 17) == text;
    if ((!std::isnan(value) || text == QStringLiteral("nan")) && sameValue) {
        verifyMessage(ParameterLimits::checkBase(what, value), accepted,
                      { accepted ? QString() : text, QStringLiteral("1") });
    }
}

void TestParameterLimits::baseMessage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message"); // after "--value: "
    const QString range
        = QStringLiteral("the base must be a number greater than 1 and at most 10^12");
    QTest::addRow("1e400") << "1e400"
                           << "1e400 is out of range; " + range + ".";
    QTest::addRow("-1e400") << "-1e400"
                            << "−1e400 is out of range; " + range + ".";
    QTest::addRow("1e-400") << "1e-400"
                            << "1e-400 is out of range; " + range + ".";
    QTest::addRow("1e13") << "1e13"
                          << "1e13 is out of range; " + range + ".";
    QTest::addRow("1") << "1"
                       << "1 is out of range; " + range + ".";
    QTest::addRow("1.0") << "1.0"
                         << "1.0 is out of range; " + range + ".";
    QTest::addRow("10e-1, exactly 1") << "10e-1"
                                      << "10e-1 is out of range; " + range + ".";
    QTest::addRow("inf") << "inf"
                         << "inf is out of range; " + range + ".";
    QTest::addRow("nan") << "nan"
                         << "\"nan\" is not a number; " + range + ", e.g. 10000.";
    QTest::addRow("ten") << "ten"
                         << "\"ten\" is not a number; " + range + ", e.g. 10000.";
    const QString rounds = QStringLiteral(
        " rounds to 1 in double precision; the base must be greater than 1 (the smallest "
        "double above 1 is 1.0000000000000002) and at most 10^12.");
    QTest::addRow("1.0000000000000001") << "1.0000000000000001"
                                        << "1.0000000000000001" + rounds;
    QTest::addRow("0.1e1 and a bit") << "0.10000000000000001e1"
                                     << "0.10000000000000001e1" + rounds;
    QTest::addRow("halfway to the next double") << "1.00000000000000011102230246251565"
                                                << "1.00000000000000011102230246251565" + rounds;
}

void TestParameterLimits::baseMessage()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    double base = -1;
    QCOMPARE(ParameterLimits::checkBase(what, text, &base), what + QStringLiteral(": ") + message);
    QCOMPARE(base, -1.0);
}

void TestParameterLimits::wholeNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<qint64>("value");
    QTest::addRow("0") << "0" << true << qint64(0);
    QTest::addRow("+3") << "+3" << true << qint64(3);
    QTest::addRow("-12") << "-12" << true << qint64(-12);
    QTest::addRow("2^53+1") << "9007199254740993" << true << qint64(9007199254740993);
    QTest::addRow("int64 max") << "9223372036854775807" << true << qint64(9223372036854775807);
    QTest::addRow("beyond int64") << "9223372036854775808" << false << qint64(0);
    QTest::addRow("sign alone") << "-" << false << qint64(0);
    QTest::addRow("empty") << "" << false << qint64(0);
    QTest::addRow("space") << " 3" << false << qint64(0);
    QTest::addRow("newline") << "3\n" << false << qint64(0);
    QTest::addRow("full-width 7") << QString::fromUtf8("７") << false << qint64(0);
    QTest::addRow("Arabic-Indic 8") << QString::fromUtf8("٨") << false << qint64(0);
    QTest::addRow("Devanagari 1") << QString::fromUtf8("१") << false << qint64(0);
    QTest::addRow("exponent") << "1e3" << false << qint64(0);
    QTest::addRow("grouped") << "1,000" << false << qint64(0);
}

void TestParameterLimits::wholeNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    QFETCH(qint64, value);
    qint64 v = 0;
    QCOMPARE(ParameterLimits::parseWholeNumber(text, &v), accepted);
    QCOMPARE(qint64(v), value);
}

void TestParameterLimits::position_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("0") << "0" << true;
    QTest::addRow("3") << "3" << true;
    QTest::addRow("2^53") << "9007199254740992" << true;
    QTest::addRow("-1") << "-1" << false;
    QTest::addRow("2^53+1") << "9007199254740993" << false;
    QTest::addRow("beyond int64") << "99999999999999999999" << false;
    QTest::addRow("1.5") << "1.5" << false;
    QTest::addRow("leading space") << " 3" << false;
    QTest::addRow("trailing space") << "3 " << false;
    QTest::addRow("text") << "three" << false;
    QTest::addRow("empty") << "" << false;
}

void TestParameterLimits::position()
{
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    qint64 p = -7;
    verifyMessage(ParameterLimits::checkPosition(what, text, &p), accepted,
                  { text, QStringLiteral("0"), QStringLiteral("9007199254740992") });
    QCOMPARE(p, accepted ? text.toLongLong() : qint64(-7));
}

void TestParameterLimits::positionValue_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("shown");
    QTest::addRow("0") << 0.0 << true << QString();
    QTest::addRow("104") << 104.0 << true << QString();
    QTest::addRow("2^53") << 9007199254740992.0 << true << QString();
    QTest::addRow("-1") << -1.0 << false << "-1";
    QTest::addRow("1.5") << 1.5 << false << "1.5";
    QTest::addRow("2^53+2") << 9007199254740994.0 << false << "9007199254740994";
    QTest::addRow("inf") << inf << false << "inf";
    QTest::addRow("nan") << notANumber << false << "nan";
}

void TestParameterLimits::positionValue()
{
    QFETCH(double, value);
    QFETCH(bool, accepted);
    QFETCH(QString, shown);
    verifyMessage(ParameterLimits::checkPosition(what, value), accepted,
                  { shown, QStringLiteral("0"), QStringLiteral("9007199254740992") });
}

void TestParameterLimits::shift_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("3") << "3" << true;
    QTest::addRow("-3") << "-3" << true;
    QTest::addRow("0") << "0" << true;
    QTest::addRow("-2^53") << "-9007199254740992" << true;
    QTest::addRow("2^53+1") << "9007199254740993" << false;
    QTest::addRow("-2^53-1") << "-9007199254740993" << false;
    QTest::addRow("1.5") << "1.5" << false;
    QTest::addRow("leading space") << " 3" << false;
    QTest::addRow("text") << "R" << false;
}

void TestParameterLimits::shift()
{
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    qint64 r = 12345;
    verifyMessage(
        ParameterLimits::checkShift(what, text, &r), accepted,
        { text, QStringLiteral("-9007199254740992"), QStringLiteral("9007199254740992") });
    QCOMPARE(r, accepted ? text.toLongLong() : qint64(12345));
}

void TestParameterLimits::positionCount_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<bool>("accepted");
    const qint64 gui = qint64(ParameterLimits::maxPositionCount);
    QTest::addRow("1") << "1" << gui << true;
    QTest::addRow("50") << "50" << gui << true;
    QTest::addRow("1000000") << "1000000" << gui << true;
    QTest::addRow("table limit") << "100000000" << qint64(ParameterLimits::maxTableCells) << true;
    QTest::addRow("0") << "0" << gui << false;
    QTest::addRow("-1") << "-1" << gui << false;
    QTest::addRow("1000001") << "1000001" << gui << false;
    QTest::addRow("over a smaller max") << "5000" << qint64(4096) << false;
    QTest::addRow("fraction") << "2.5" << gui << false;
    QTest::addRow("text") << "many" << gui << false;
}

void TestParameterLimits::positionCount()
{
    QFETCH(QString, text);
    QFETCH(qint64, max);
    QFETCH(bool, accepted);
    qint64 n = -1;
    verifyMessage(ParameterLimits::checkPositionCount(what, text, &n, max), accepted,
                  { text, QStringLiteral("1"), QString::number(max) });
    QCOMPARE(n, accepted ? text.toLongLong() : qint64(-1));
}

void TestParameterLimits::tableSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<bool>("accepted");
    QTest::addRow("small") << "0-49" << qint64(50) << 8 << true;
    QTest::addRow("benchmark table") << "0-8191" << qint64(8192) << 1024 << true;
    QTest::addRow("just fits") << "0-97655" << qint64(97656) << 1024 << true;
    QTest::addRow("one row too many") << "0-97656" << qint64(97657) << 1024 << false;
    QTest::addRow("whole range") << "0-99999999" << qint64(100000000) << 2 << false;
    QTest::addRow("no rows") << "5-4" << qint64(0) << 8 << false;
}

void TestParameterLimits::tableSize()
{
    QFETCH(QString, text);
    QFETCH(qint64, rows);
    QFETCH(int, dimension);
    QFETCH(bool, accepted);
    verifyMessage(ParameterLimits::checkTableSize(what, text, rows, dimension), accepted,
                  { text, QString::number(rows), QString::number(dimension),
                    QString::number(ParameterLimits::maxTableCells) });
}

QTEST_GUILESS_MAIN(TestParameterLimits)
#include "tst_parameterlimits.moc"
