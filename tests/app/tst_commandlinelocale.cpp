// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's contract holds whatever locale the environment names: nothing on standard
// error on success, exactly one line on a refusal. A locale that is not installed (a minimal
// Debian root has only C.UTF-8) leaves the C library in plain ASCII; Qt 6.5 and later then switch
// to C.UTF-8 and say so in four lines while the application object is made (Qt 6.4 says nothing).
// The program keeps those lines off standard error on both, and still picks the language the
// locale names (QLocale reads the environment, not the C library).
#include "tests/commandlinerun.h"

#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

// Names no system installs: the C library falls back to "C" (ASCII) for them.
const QString missingJapanese = QStringLiteral("ja_JP.PEW-NOT-INSTALLED");
const QString missingEnglish = QStringLiteral("en_ZZ.PEW-NOT-INSTALLED");

} // namespace

class TestCommandLineLocale : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void successIsSilent_data();
    void successIsSilent();
    void refusalIsOneLine_data();
    void refusalIsOneLine();
};

void TestCommandLineLocale::successIsSilent_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expectedOut"); // a piece of standard output
    QTest::addRow("compare, missing English locale")
        << QStringList { "--compare", "0,3", "--dim", "8" } << missingEnglish << "0.";
    QTest::addRow("table json, missing Japanese locale")
        << QStringList { "--table", "--dim", "8", "--positions", "2", "--format", "json" }
        << missingJapanese << "\"dim\": 8";
    QTest::addRow("help, missing Japanese locale: Japanese help")
        << QStringList { "--help" } << missingJapanese << "--compare";
    QTest::addRow("version") << QStringList { "--version" } << missingEnglish << "pe-workbench ";
    QTest::addRow("worksheet in Chinese")
        << QStringList { "--worksheet", "attention", "--language", "zh_TW" } << missingEnglish
        << "#";
}

void TestCommandLineLocale::successIsSilent()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, locale);
    QFETCH(QString, expectedOut);
    const Run run = Run::start(arguments, locale);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QVERIFY2(QString::fromUtf8(run.out).contains(expectedOut), run.out.left(400).constData());
}

void TestCommandLineLocale::refusalIsOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expectedErr");
    QTest::addRow("bad d, missing English locale")
        << QStringList { "--table", "--dim", "7" } << missingEnglish << "7";
    // The locale's language is still chosen: Qt's own catalog words the unknown option.
    QTest::addRow("unknown option, missing Japanese locale")
        << QStringList { "--bogus" } << missingJapanese << "未知のオプション";
    QTest::addRow("bad render size")
        << QStringList { "--render", "main", "--size", "1x1", "--output", "/tmp/pew-x.png" }
        << missingEnglish << "1x1";
}

void TestCommandLineLocale::refusalIsOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, locale);
    QFETCH(QString, expectedErr);
    const Run run = Run::start(arguments, locale);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.err.endsWith('\n'));
    QVERIFY2(QString::fromUtf8(run.err).contains(expectedErr), run.err.constData());
}

QTEST_GUILESS_MAIN(TestCommandLineLocale)
#include "tst_commandlinelocale.moc"
