// SPDX-License-Identifier: GPL-3.0-or-later
// What the pe-workbench command line accepts and rejects, run as a process: every bad input exits
// with 2, prints nothing on stdout and one line on stderr that names the value; --help and
// --version exit with 0. The reports themselves: tst_commandline.cpp.
#include "tests/commandlinerun.h"
#include "tests/shownminus.h"

#include <QtTest>

class TestCommandLineRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badInput_data();
    void badInput();
    void helpAndVersion_data();
    void helpAndVersion();
};

void TestCommandLineRejects::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named"); // the stderr line names this

    const QStringList compare { "--compare", "0,3" };
    const QStringList table { "--table" };
    // values
    QTest::addRow("d not a number") << compare + QStringList { "--dim", "eight" } << "eight";
    QTest::addRow("d odd") << compare + QStringList { "--dim", "7" } << "--dim: 7";
    QTest::addRow("d zero") << compare + QStringList { "--dim", "0" } << "--dim: 0";
    QTest::addRow("d negative") << compare + QStringList { "--dim", "-8" } << "-8";
    QTest::addRow("d above 65536") << compare + QStringList { "--dim", "65538" } << "65538";
    QTest::addRow("d fraction") << table + QStringList { "--dim", "8.5" } << "8.5";
    QTest::addRow("base 1") << compare + QStringList { "--base", "1" } << "--base: 1";
    QTest::addRow("base below 1") << compare + QStringList { "--base", "0.5" } << "0.5";
    QTest::addRow("base inf") << compare + QStringList { "--base", "inf" } << "inf";
    QTest::addRow("base nan") << table + QStringList { "--base", "nan" } << "nan";
    QTest::addRow("base text") << compare + QStringList { "--base", "ten" } << "ten";
    QTest::addRow("negative position") << QStringList { "--compare", "-1,3" } << "-1";
    QTest::addRow("position above 2^53")
        << QStringList { "--compare", "0,9007199254740993" } << "9007199254740993";
    QTest::addRow("position not a number") << QStringList { "--compare", "0,x" } << "\"x\"";
    QTest::addRow("one position") << QStringList { "--compare", "3" } << "\"3\"";
    QTest::addRow("three positions") << QStringList { "--compare", "0,3,4" } << "0,3,4";
    QTest::addRow("negative count") << table + QStringList { "--positions", "-5" } << "-5";
    QTest::addRow("negative range start") << table + QStringList { "--positions", "-3-5" } << "-3";
    QTest::addRow("range above 2^53")
        << table + QStringList { "--positions", "0-9007199254740993" } << "9007199254740993";
    QTest::addRow("reversed range") << table + QStringList { "--positions", "20-10" } << "20-10";
    QTest::addRow("open range") << table + QStringList { "--positions", "10-" } << "10-";
    QTest::addRow("over 10^8 cells")
        << table + QStringList { "--positions", "0-12500000" } << "0-12500000";
    QTest::addRow("over 10^8 cells, wide")
        << table + QStringList { "--dim", "65536", "--positions", "1526" } << "1526";
    QTest::addRow("shift not a number")
        << QStringList { "--shift", "three", "--from", "1" } << "three";
    QTest::addRow("from negative") << QStringList { "--shift", "3", "--from", "-1" } << "-1";
    QTest::addRow("target negative") << QStringList { "--shift", "-5", "--from", "2" } << "-3";
    QTest::addRow("layout") << compare + QStringList { "--layout", "diagonal" } << "diagonal";
    QTest::addRow("format for compare") << compare + QStringList { "--format", "csv" } << "csv";
    QTest::addRow("format for table") << table + QStringList { "--format", "text" } << "text";
    QTest::addRow("format unknown")
        << QStringList { "--shift", "1", "--from", "0", "--format", "xml" } << "xml";
    QTest::addRow("language") << QStringList { "--language", "fr" } << "fr";
    // options
    QTest::addRow("unknown option") << QStringList { "--bogus" } << "bogus";
    QTest::addRow("unknown short option") << compare + QStringList { "-x" } << "x";
    QTest::addRow("missing value") << compare + QStringList { "--dim" } << "--dim";
    QTest::addRow("value on a switch") << compare + QStringList { "--off=1" } << "--off=1";
    QTest::addRow("stray argument") << compare + QStringList { "8" } << "\"8\"";
    QTest::addRow("given twice") << compare + QStringList { "--dim", "8", "--dim", "16" } << "16";
    QTest::addRow("--from without --shift") << QStringList { "--from", "3" } << "--from 3";
    QTest::addRow("--shift without --from") << QStringList { "--shift", "3" } << "--from";
    QTest::addRow("--compare and --table") << compare + table << "--table";
    QTest::addRow("--table and --shift")
        << table + QStringList { "--shift", "3", "--from", "1" } << "--shift 3";
    QTest::addRow("option of another mode")
        << compare + QStringList { "--positions", "5" } << "--positions 5";
    QTest::addRow("report option alone") << QStringList { "--off" } << "--off";
    // one line, whatever the value holds: control characters are shown escaped
    QTest::addRow("newline in a value") << QStringList { "--compare", "0\n,3" } << "\"0\\n\"";
    QTest::addRow("newline in a layout")
        << compare + QStringList { "--layout", "a\nb" } << "\"a\\nb\"";
    QTest::addRow("terminal escape")
        << compare + QStringList { "--layout", "\x1b[2J" } << "\\u001B[2J";
    QTest::addRow("line separator")
        << QStringList { "--worksheet", QString::fromUtf8("a\u2028b") } << "a\\u2028b";
    QTest::addRow("newline in an unknown option") << QStringList { "--a\nb" } << "a\\nb";
    // numbers beyond double, and a base that rounds to 1
    QTest::addRow("base 1e400") << compare + QStringList { "--base", "1e400" }
                                << "1e400 is out of range";
    QTest::addRow("base 1e400 range")
        << compare + QStringList { "--base", "1e400" } << "greater than 1 and at most 10^12";
    QTest::addRow("base 1e-400") << compare + QStringList { "--base", "1e-400" }
                                 << "1e-400 is out of range";
    QTest::addRow("base above 10^12")
        << compare + QStringList { "--base", "1.7e308" } << "1.7e308 is out of range";
    QTest::addRow("base rounds to 1") << compare + QStringList { "--base", "1.0000000000000001" }
                                      << "1.0000000000000001 rounds to 1 in double precision";
    QTest::addRow("base rounds to 1, range")
        << compare + QStringList { "--base", "1.0000000000000001" }
        << "the smallest double above 1 is 1.0000000000000002) and at most 10^12";
    QTest::addRow("full-width digits")
        << compare + QStringList { "--dim", QString::fromUtf8("１６") }
        << QString::fromUtf8("１６");
    QTest::addRow("full-width base")
        << compare + QStringList { "--base", QString::fromUtf8("１００") } << "not a number";
    QTest::addRow("spaces inside --size") << QStringList {
        "--render", "clock", "--output", "/nonexistent/x.png", "--size", "300x 300"
    } << "300x 300";
    // one rule for spaces around a value, whatever the option
    for (const QStringList &spaced :
         { compare + QStringList { "--dim", " 8" }, compare + QStringList { "--base", "100 " },
           compare + QStringList { "--layout", " interleaved" },
           compare + QStringList { "--format", "json\t" }, QStringList { "--compare", " 0,3" },
           table + QStringList { "--positions", "50 " },
           QStringList { "--shift", "3", "--from", " 1" },
           QStringList { "--worksheet", "workbench ", "--compare-position", "3" },
           QStringList { "--render", "clock", "--output", " /nonexistent/x.png" },
           QStringList { "--language", "ja " } })
        QTest::addRow("spaces: %s", qPrintable(spaced.mid(spaced.size() - 2).join(' ')))
            << spaced << "has a space before or after the value";
    // one rule for repeats, switches too
    QTest::addRow("switch twice") << compare + QStringList { "--off", "--off" }
                                  << "--off is given 2";
    QTest::addRow("report switch twice") << table + table << "--table is given 2";
    QTest::addRow("-h and --help") << QStringList { "-h", "--help" } << "--help is given 2";
    QTest::addRow("value option three times")
        << compare + QStringList { "--base", "2", "--base", "3", "--base", "4" }
        << "3 times (2, 3, 4)";
}

void TestCommandLineRejects::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const pe::CommandLineRun run = pe::CommandLineRun::start(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
    const QString message = QString::fromUtf8(run.err);
    QVERIFY2(message.endsWith(QLatin1Char('\n')) && message.count(QLatin1Char('\n')) == 1,
             qPrintable(message));
    QVERIFY2(pe::test::namesValue(message, named), qPrintable(message));
    QVERIFY2(message.size() > named.size() + 30, qPrintable(message)); // says what is allowed
}

void TestCommandLineRejects::helpAndVersion_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("--help") << QStringList { "--help" }
                            << QStringList { "--compare P,Q",
                                             "--table",
                                             "--shift R",
                                             "--from K",
                                             "--dim D",
                                             "--base B",
                                             "--off",
                                             "--layout L",
                                             "--positions N|A-B",
                                             "--format F",
                                             "--language L",
                                             "--version",
                                             "interleaved|concatenated",
                                             "at most 10^12",
                                             "Each option may be given once",
                                             "no spaces around it",
                                             "cannot be written" };
    QTest::addRow("-h wins over a report")
        << QStringList { "--compare", "0,3", "-h" } << QStringList { "Usage:" };
    QTest::addRow("--version") << QStringList { "--version" }
                               << QStringList { "pe-workbench " PEW_VERSION, qVersion() };
}

void TestCommandLineRejects::helpAndVersion()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    const pe::CommandLineRun run = pe::CommandLineRun::start(arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QString text = QString::fromUtf8(run.out).simplified(); // however the help wraps
    for (const QString &piece : expected)
        QVERIFY2(text.contains(piece), qPrintable(piece));
    if (arguments.contains("--version"))
        QVERIFY(run.out.startsWith("pe-workbench 0.1.0\n"));
}

QTEST_GUILESS_MAIN(TestCommandLineRejects)

#include "tst_commandlinerejects.moc"
