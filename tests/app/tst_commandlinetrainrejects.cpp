// SPDX-License-Identifier: GPL-3.0-or-later
// --train refuses bad input with one line naming the option, the value and the range (exit 2,
// nothing on standard output), in the chosen language.
#include "tests/commandlinerun.h"

#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

} // namespace

class TestCommandLineTrainRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void refusedInOtherLanguages();
};

void TestCommandLineTrainRejects::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList train = { "--train", "who-hits", "--scheme", "none" };
    QTest::newRow("task") << QStringList { "--train", "who-bites", "--scheme", "none" }
                          << "--train: \"who-bites\" is not a task; choose who-hits, "
                             "which-first or longer.";
    QTest::newRow("no task") << QStringList { "--train" } << "--train TASK";
    QTest::newRow("no scheme") << QStringList { "--train", "longer" }
                               << "--train longer: needs --scheme S, the position scheme: none, "
                                  "sinusoidal, learned or rope.";
    QTest::newRow("scheme") << QStringList { "--train", "who-hits", "--scheme", "alibi" }
                            << "--scheme: \"alibi\" is not a position scheme; choose none, "
                               "sinusoidal, learned or rope.";
    QTest::newRow("scheme alone") << QStringList { "--scheme", "rope" }
                                  << "--scheme rope: only used in a report; add --train TASK";
    QTest::newRow("d small") << train + QStringList { "--dim", "6" }
                             << "--dim: \"6\" is not allowed with --train; d must be an even "
                                "whole number from 8 to 64.";
    QTest::newRow("d large") << train + QStringList { "--dim", "128" }
                             << "--dim: \"128\" is not allowed with --train; d must be an even "
                                "whole number from 8 to 64.";
    QTest::newRow("d odd") << train + QStringList { "--dim", "15" } << "--dim: \"15\"";
    QTest::newRow("d text") << train + QStringList { "--dim", "sixteen" } << "--dim: \"sixteen\"";
    QTest::newRow("steps zero") << train + QStringList { "--steps", "0" }
                                << "--steps: \"0\" is not allowed with --train; it must be a "
                                   "whole number from 1 to 100000.";
    QTest::newRow("steps large") << train + QStringList { "--steps", "100001" }
                                 << "--steps: \"100001\" is not allowed";
    QTest::newRow("steps decimal")
        << train + QStringList { "--steps", "1.5" } << "--steps: \"1.5\" is not allowed";
    QTest::newRow("seed negative") << train + QStringList { "--seed", "-1" }
                                   << "--seed: \"-1\" is not allowed with --train; it must be a "
                                      "whole number from 0 to 9007199254740992.";
    QTest::newRow("length other task") << train + QStringList { "--train-length", "4" }
                                       << "--train-length: only used with --train longer";
    QTest::newRow("length small")
        << QStringList { "--train", "longer", "--scheme", "rope", "--train-length", "1" }
        << "--train-length: \"1\" is not allowed with --train; it must be a whole number from 2 "
           "to 16.";
    QTest::newRow("length large") << QStringList { "--train", "longer",         "--scheme",
                                                   "rope",    "--train-length", "17" }
                                  << "--train-length: \"17\" is not allowed";
    QTest::newRow("format") << train + QStringList { "--format", "csv" }
                            << "--format: \"csv\" is not available with --train; choose text or "
                               "json.";
    QTest::newRow("base") << train + QStringList { "--base", "100" }
                          << "--base 100: not used with --train";
    QTest::newRow("steps alone") << QStringList { "--steps", "10" }
                                 << "--steps 10: only used in a report; add --train TASK";
    QTest::newRow("two reports") << train + QStringList { "--nearest" } << "cannot be combined";
    QTest::newRow("space") << train + QStringList { "--steps", " 10" }
                           << "--steps: \" 10\" has a space";
}

void TestCommandLineTrainRejects::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem({ message });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCommandLineTrainRejects::refusedInOtherLanguages()
{
    const Run ja = Run::start(
        { "--language", "ja", "--train", "who-hits", "--scheme", "none", "--dim", "100" });
    QCOMPARE(ja.exitCode, 2);
    QVERIFY2(QString::fromUtf8(ja.err).contains(
                 QString::fromUtf8("「100」は --train では使えません。d は 8 から 64 までの偶数")),
             ja.err.constData());
    const Run zh = Run::start({ "--language", "zh_TW", "--train", "fast", "--scheme", "none" });
    QCOMPARE(zh.exitCode, 2);
    QVERIFY2(QString::fromUtf8(zh.err).contains(QString::fromUtf8("「fast」不是任務")),
             zh.err.constData());
}

QTEST_GUILESS_MAIN(TestCommandLineTrainRejects)
#include "tst_commandlinetrainrejects.moc"
