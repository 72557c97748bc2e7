// SPDX-License-Identifier: GPL-3.0-or-later
// --rope, --alibi, --profile and --context-scaling refuse bad input with one line naming the
// option, the value and the range (exit 2, nothing on standard output), in the chosen language;
// --help lists them.
#include "tests/commandlinerun.h"

#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

} // namespace

class TestCommandLineSchemeRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void refusedInJapanese();
    void helpNamesTheModes();
};

void TestCommandLineSchemeRejects::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("odd d") << QStringList { "--rope", "1,2", "--dim", "7" }
                           << "--dim: 7 is not allowed";
    QTest::newRow("one position") << QStringList { "--rope", "3" } << "--rope: \"3\" is not two";
    QTest::newRow("negative position") << QStringList { "--rope", "-1,2" } << "--rope: −1 is out";
    QTest::newRow("pairing") << QStringList { "--rope", "1,2", "--pairing", "rotate_half" }
                             << "--pairing: \"rotate_half\" is not a pairing";
    QTest::newRow("short query") << QStringList { "--rope", "1,2", "--query", "1,2,3" }
                                 << "--query: \"1,2,3\" has 3 numbers; with d = 8";
    QTest::newRow("nan key") << QStringList { "--rope", "1,2", "--dim", "2", "--key", "1,nan" }
                             << "--key: component 1, \"nan\", is not allowed";
    QTest::newRow("huge query") << QStringList { "--rope", "1,2", "--dim", "2", "--query", "1e7,0" }
                                << "--query: component 0, \"1e7\"";
    QTest::newRow("no heads") << QStringList { "--alibi" } << "--alibi: needs --heads H";
    QTest::newRow("zero heads") << QStringList { "--alibi", "--heads", "0" }
                                << "--heads: \"0\" is not allowed";
    QTest::newRow("1025 heads") << QStringList { "--alibi", "--heads", "1025" } << "from 1 to 1024";
    QTest::newRow("length") << QStringList { "--alibi", "--heads", "8", "--length", "4097" }
                            << "--length: \"4097\" is not allowed";
    QTest::newRow("alibi value") << QStringList { "--alibi=3", "--heads", "8" } << "takes no value";
    QTest::newRow("scheme") << QStringList { "--profile", "learned" }
                            << "--profile: \"learned\" is not a scheme";
    QTest::newRow("alibi dim") << QStringList { "--profile", "alibi", "--dim", "8" }
                               << "--dim: not used with --profile alibi";
    QTest::newRow("rope heads") << QStringList { "--profile", "rope", "--heads", "8" }
                                << "--heads: not used with --profile rope";
    QTest::newRow("distances") << QStringList { "--profile", "rope", "--distances", "0" }
                               << "--distances: \"0\" is not allowed";
    QTest::newRow("too much work")
        << QStringList { "--profile", "rope", "--dim", "65536", "--distances", "1000" }
        << "--distances 1000: 1000 distances × 32768 terms";
    QTest::newRow("method") << QStringList { "--context-scaling", "rope", "--scale", "2",
                                             "--train-length",    "8" }
                            << "--context-scaling: \"rope\" is not a method";
    QTest::newRow("no scale") << QStringList { "--context-scaling", "pi" }
                              << "--context-scaling pi: needs --scale S";
    QTest::newRow("zero scale") << QStringList { "--context-scaling", "pi", "--scale", "0",
                                                 "--train-length",    "8" }
                                << "--scale: \"0\" is not allowed";
    QTest::newRow("negative scale")
        << QStringList { "--context-scaling", "pi", "--scale", "-2", "--train-length", "8" }
        << "--scale: \"-2\" is not allowed";
    QTest::newRow("inf scale") << QStringList { "--context-scaling", "yarn", "--scale", "inf",
                                                "--train-length",    "8" }
                               << "--scale: \"inf\" is not allowed";
    QTest::newRow("overflowing scale")
        << QStringList { "--context-scaling", "yarn", "--scale", "1e400", "--train-length", "8" }
        << "--scale: \"1e400\" is not allowed";
    QTest::newRow("train length") << QStringList { "--context-scaling", "pi", "--scale", "2",
                                                   "--train-length",    "0" }
                                  << "--train-length: \"0\" is not allowed";
    QTest::newRow("ntk d=2") << QStringList { "--context-scaling", "ntk", "--scale", "2",
                                              "--train-length",    "8",   "--dim",   "2" }
                             << "--dim 2: NTK-aware scaling needs d of at least 4";
    QTest::newRow("format") << QStringList { "--profile", "rope", "--format", "text" }
                            << "--format: \"text\" is not available with --profile";
    QTest::newRow("foreign option") << QStringList { "--alibi", "--heads", "8", "--dim", "8" }
                                    << "--dim 8: not used with --alibi";
    QTest::newRow("two reports") << QStringList { "--rope", "1,2", "--alibi", "--heads", "2" }
                                 << "cannot be combined";
}

void TestCommandLineSchemeRejects::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem({ message });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCommandLineSchemeRejects::refusedInJapanese()
{
    const Run ja = Run::start(
        { "--language", "ja", "--context-scaling", "pi", "--scale", "0", "--train-length", "8" });
    QCOMPARE(ja.exitCode, 2);
    QVERIFY2(QString::fromUtf8(ja.err).contains(QStringLiteral("倍率は 10^-6 から 10^6 までの数")),
             ja.err.constData());
    const Run zh = Run::start({ "--language", "zh_TW", "--alibi", "--heads", "0" });
    QCOMPARE(zh.exitCode, 2);
    QVERIFY2(QString::fromUtf8(zh.err).contains(QStringLiteral("頭數必須是 1 到 1024 的整數")),
             zh.err.constData());
}

void TestCommandLineSchemeRejects::helpNamesTheModes()
{
    const Run run = Run::start({ "--help" });
    QCOMPARE(run.exitCode, 0);
    for (const char *usage : { "--rope M,N", "--alibi --heads H", "--profile sinusoidal|rope|alibi",
                               "--context-scaling pi|ntk|yarn --scale S --train-length L",
                               "--pairing P", "--query v0,v1,...", "--distances N" })
        QVERIFY2(run.out.contains(usage), usage);
}

QTEST_GUILESS_MAIN(TestCommandLineSchemeRejects)

#include "tst_commandlineschemerejects.moc"
