// SPDX-License-Identifier: GPL-3.0-or-later
// ControlEscape: what a message echoes cannot break it into lines or hide what it says.
#include "core/text/controlescape.h"

#include <QtTest>

using pe::ControlEscape;

class TestControlEscape : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escaped_data();
    void escaped();
    void noLineBreakSurvives();
};

void TestControlEscape::escaped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addRow("plain") << "--dim: \"7\" is odd"
                           << "--dim: \"7\" is odd";
    QTest::addRow("backslash kept") << "C:\\maps\\x.png"
                                    << "C:\\maps\\x.png";
    QTest::addRow("newline") << "a\nb"
                             << "a\\nb";
    QTest::addRow("carriage return") << "a\rb"
                                     << "a\\rb";
    QTest::addRow("tab") << "a\tb"
                         << "a\\tb";
    QTest::addRow("escape") << "\x1b[31mred"
                            << "\\u001B[31mred";
    QTest::addRow("nul") << QString(QChar(0)) + QLatin1String("x") << "\\u0000x";
    QTest::addRow("delete") << "a\x7f"
                            << "a\\u007F";
    QTest::addRow("next line U+0085") << QString::fromUtf8("a\u0085b") << "a\\u0085b";
    QTest::addRow("line separator") << QString::fromUtf8("a\u2028b") << "a\\u2028b";
    QTest::addRow("paragraph separator") << QString::fromUtf8("a\u2029b") << "a\\u2029b";
    QTest::addRow("right-to-left override")
        << QString::fromUtf8("x\u202Egnp.exe") << "x\\u202Egnp.exe";
    QTest::addRow("isolate") << QString::fromUtf8("\u2067x") << "\\u2067x";
    QTest::addRow("Japanese kept")
        << QString::fromUtf8("次元 d は偶数です") << QString::fromUtf8("次元 d は偶数です");
    QTest::addRow("emoji pair kept") << QString::fromUtf8("a😀b") << QString::fromUtf8("a😀b");
    QTest::addRow("escaped byte") << QString(QChar(0xDCE9)) + QLatin1String(".png") << "\\xE9.png";
    QTest::addRow("lone high surrogate")
        << QString(QChar(0xD800)) + QLatin1String("x") << "\\uD800x";
    QTest::addRow("lone low surrogate") << QString(QChar(0xDC10)) << "\\uDC10";
}

void TestControlEscape::escaped()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(ControlEscape::escaped(text), expected);
    QCOMPARE(ControlEscape::escaped(expected), expected); // escaping twice changes nothing
}

void TestControlEscape::noLineBreakSurvives()
{
    // Every code unit from U+0000 to U+FFFF: nothing a terminal or an editor breaks a line at
    // is left, and the result is valid UTF-16 (no lone surrogates).
    QString all;
    for (int c = 0; c <= 0xFFFF; ++c)
        all += QChar(char16_t(c));
    const QString out = ControlEscape::escaped(all);
    for (const QChar c : { QChar(u'\n'), QChar(u'\r'), QChar(u'\v'), QChar(u'\f'), QChar(0x85),
                           QChar(0x2028), QChar(0x2029) })
        QVERIFY2(!out.contains(c), qPrintable(QString::number(c.unicode(), 16)));
    QVERIFY(out.isValidUtf16());
}

QTEST_GUILESS_MAIN(TestControlEscape)

#include "tst_controlescape.moc"
