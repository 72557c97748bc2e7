// SPDX-License-Identifier: GPL-3.0-or-later
// --precision and --nearest refuse bad input with one line naming the option, the value and the
// range (exit 2, nothing on standard output), in the chosen language; --help lists them.
#include "tests/commandlinerun.h"

#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

} // namespace

class TestCommandLinePrecisionRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void refusedInOtherLanguages();
    void helpNamesTheModes();
};

void TestCommandLinePrecisionRejects::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("type") << QStringList { "--precision", "float64" }
                          << "--precision: \"float64\" is not a number type; choose float16, "
                             "bfloat16 or float32.";
    QTest::newRow("no type") << QStringList { "--precision" } << "--precision TYPE";
    QTest::newRow("variant") << QStringList { "--precision", "float16", "--variant", "mixed" }
                             << "--variant: \"mixed\" is not a variant; choose all or "
                                "angle-float32.";
    QTest::newRow("variant alone") << QStringList { "--variant", "all" }
                                   << "--variant all: only used in a report; add --precision TYPE";
    QTest::newRow("variant with nearest") << QStringList { "--nearest", "--variant", "all" }
                                          << "--variant all: not used with --nearest";
    QTest::newRow("odd d") << QStringList { "--precision", "float16", "--dim", "7" }
                           << "--dim: 7 is not allowed";
    QTest::newRow("base") << QStringList { "--nearest", "--base", "1" } << "--base: 1";
    QTest::newRow("reversed") << QStringList { "--precision", "bfloat16", "--positions", "9-3" }
                              << "--positions: the range 9-3 is reversed";
    QTest::newRow("too large") << QStringList { "--precision", "float32",     "--dim",
                                                "512",         "--positions", "1000000" }
                               << "--positions: 1000000 gives 1000000 rows of d = 512 values";
    QTest::newRow("nearest range") << QStringList { "--nearest", "--positions", "3-9" }
                                   << "--positions: \"3-9\" is a range; --nearest takes a count N";
    QTest::newRow("nearest one") << QStringList { "--nearest", "--positions", "1" }
                                 << "--positions: \"1\" is not allowed with --nearest; a pair "
                                    "needs at least 2 positions.";
    QTest::newRow("nearest zero") << QStringList { "--nearest", "--positions", "0" }
                                  << "--positions: \"0\" is not allowed";
    QTest::newRow("nearest too large")
        << QStringList { "--nearest", "--dim", "65536", "--positions", "2000" }
        << "--positions: 2000 gives 2000 rows of d = 65536 values";
    QTest::newRow("nearest value") << QStringList { "--nearest=3" } << "takes no value";
    QTest::newRow("format") << QStringList { "--precision", "float16", "--format", "csv" }
                            << "--format: \"csv\" is not available with --precision; choose text "
                               "or json.";
    QTest::newRow("layout") << QStringList { "--precision", "float16", "--layout", "concatenated" }
                            << "--layout concatenated: not used with --precision";
    QTest::newRow("two reports") << QStringList { "--precision", "float16", "--nearest" }
                                 << "cannot be combined";
}

void TestCommandLinePrecisionRejects::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem({ message });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCommandLinePrecisionRejects::refusedInOtherLanguages()
{
    const Run ja = Run::start({ "--language", "ja", "--precision", "half" });
    QCOMPARE(ja.exitCode, 2);
    QVERIFY2(QString::fromUtf8(ja.err).contains(QStringLiteral("「half」は数値型ではありません")),
             ja.err.constData());
    const Run zh = Run::start({ "--language", "zh_TW", "--nearest", "--positions", "1" });
    QCOMPARE(zh.exitCode, 2);
    QVERIFY2(QString::fromUtf8(zh.err).contains(QStringLiteral("一對至少需要 2 個位置")),
             zh.err.constData());
}

void TestCommandLinePrecisionRejects::helpNamesTheModes()
{
    const Run run = Run::start({ "--help" });
    QCOMPARE(run.exitCode, 0);
    for (const char *usage :
         { "--precision float16|bfloat16|float32 [--variant all|angle-float32]",
           "--nearest [--dim D] [--base B] [--positions N] [--format text|json]",
           "--precision TYPE", "--variant V", "--nearest  " })
        QVERIFY2(run.out.contains(usage), usage);
}

QTEST_GUILESS_MAIN(TestCommandLinePrecisionRejects)
#include "tst_commandlineprecisionrejects.moc"
