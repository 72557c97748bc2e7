// SPDX-License-Identifier: GPL-3.0-or-later
// --model-config and --rope-mismatch refuse bad input with one line naming the option or the
// file, the value and what is allowed (exit 2, nothing on standard output), the file's own
// problems in ModelConfigReader's words, in the chosen language; --help lists both.
#include "tests/commandlinerun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

const QString sample = QStringLiteral(PEW_SOURCE_DIR "/resources/models/llama-2-7b.json");

} // namespace

class TestCommandLineModelConfigRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refused_data();
    void refused();
    void refusedInOtherLanguages();
    void helpNamesTheOptions();
    void windowFileWithoutAWindowSystem();

private:
    QString write(const QString &name, const QByteArray &bytes);
    void addFileRows();
    void addOptionRows();
    QTemporaryDir m_dir;
};

QString TestCommandLineModelConfigRejects::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qWarning() << "cannot write" << path;
    return path;
}

void TestCommandLineModelConfigRejects::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCommandLineModelConfigRejects::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    addFileRows();
    addOptionRows();
}

// The file's problems, in ModelConfigReader's words (and the ALiBi model, which has no pairs).
void TestCommandLineModelConfigRejects::addFileRows()
{
    const QString dir = m_dir.path();
    const QString broken = write(QStringLiteral("broken.json"), "{\"head_dim\": 64,");
    const QString theta
        = write(QStringLiteral("theta.json"), "{\"head_dim\": 64, \"rope_theta\": 1}");
    const QString alibi
        = write(QStringLiteral("alibi.json"), "{\"head_dim\": 64, \"alibi\": true}");
    const QString large = write(QStringLiteral("large.json"), QByteArray((1 << 20) + 1, ' '));
    const QString list = write(QStringLiteral("list.json"), "[1, 2]");
    QTest::newRow("missing file") << QStringList { "--model-config", dir + "/missing.json" }
                                  << dir
            + "/missing.json: cannot be opened: No such file or directory";
    QTest::newRow("folder") << QStringList { "--model-config", dir }
                            << dir + ": cannot be opened: Is a directory";
    QTest::newRow("empty name") << QStringList { "--model-config", "" }
                                << "--model-config: the file name is empty; name a model's "
                                   "config.json.";
    QTest::newRow("broken JSON") << QStringList { "--model-config", broken }
                                 << broken
            + ": not a model configuration: the JSON breaks off "
              "at byte";
    QTest::newRow("not an object") << QStringList { "--model-config", list }
                                   << list
            + ": not a model configuration: it holds no JSON "
              "object { … }.";
    QTest::newRow("bad field") << QStringList { "--model-config", theta }
                               << theta
            + ": rope_theta: 1 is not allowed; a number greater "
              "than 1.";
    QTest::newRow("too large") << QStringList { "--model-config", large }
                               << large
            + ": 1048577 bytes is too large for a model "
              "configuration; at most 1048576 bytes.";
    QTest::newRow("alibi") << QStringList { "--model-config", alibi }
                           << "--model-config: " + alibi
            + " describes an ALiBi model (\"alibi\": "
              "true), which has no RoPE pairs to show.";
    QTest::newRow("bad file in mismatch")
        << QStringList { "--rope-mismatch", "theta", "--model-config", theta }
        << theta + ": rope_theta: 1 is not allowed; a number greater than 1.";
}

// The options' values and combinations.
void TestCommandLineModelConfigRejects::addOptionRows()
{
    QTest::newRow("no file") << QStringList { "--model-config" } << "--model-config FILE";
    QTest::newRow("context zero") << QStringList { "--model-config", sample, "--context", "0" }
                                  << "--context: \"0\" is not allowed; the context length must be "
                                     "a whole number from 1 to 2147483648.";
    QTest::newRow("context large")
        << QStringList { "--model-config", sample, "--context", "2147483649" }
        << "--context: \"2147483649\" is not allowed; the context length must be a whole number "
           "from 1 to 2147483648.";
    QTest::newRow("context text") << QStringList { "--model-config", sample, "--context", "4k" }
                                  << "--context: \"4k\" is not allowed";
    QTest::newRow("context alone") << QStringList { "--context", "4096" }
                                   << "--context 4096: only used in a report; add --render VIEW or "
                                      "--model-config FILE.";
    QTest::newRow("context with mismatch")
        << QStringList { "--rope-mismatch", "theta", "--context", "4096" }
        << "--context 4096: not used with --rope-mismatch; it belongs to --render VIEW or "
           "--model-config FILE.";
    QTest::newRow("format csv") << QStringList { "--model-config", sample, "--format", "csv" }
                                << "--format: \"csv\" is not available with --model-config; "
                                   "choose text or json.";
    QTest::newRow("format markdown")
        << QStringList { "--rope-mismatch", "theta", "--format", "markdown" }
        << "--format: \"markdown\" is not available with --rope-mismatch; choose text or json or "
           "csv.";
    QTest::newRow("dim") << QStringList { "--model-config", sample, "--dim", "8" }
                         << "--dim 8: not used with --model-config";
    QTest::newRow("mistake") << QStringList { "--rope-mismatch", "other-pairing" }
                             << "--rope-mismatch: \"other-pairing\" is not a mistake; choose "
                                "pairing, theta, bfloat16, float16, double-scaling, offset.";
    QTest::newRow("mistake case") << QStringList { "--rope-mismatch", "Theta" }
                                  << "--rope-mismatch: \"Theta\" is not a mistake";
    QTest::newRow("no mistake") << QStringList { "--rope-mismatch" } << "--rope-mismatch MISTAKE";
    QTest::newRow("positions zero")
        << QStringList { "--rope-mismatch", "offset", "--positions", "0" }
        << "--positions: \"0\" is not allowed with --rope-mismatch; "
           "give a count N from 1 to 1000 (positions 0 to N-1).";
    QTest::newRow("positions large")
        << QStringList { "--rope-mismatch", "offset", "--positions", "1001" }
        << "--positions: \"1001\" is not allowed with --rope-mismatch";
    QTest::newRow("positions range")
        << QStringList { "--rope-mismatch", "offset", "--positions", "3-9" }
        << "--positions: \"3-9\" is not allowed with --rope-mismatch";
    QTest::newRow("seed negative") << QStringList { "--rope-mismatch", "theta", "--seed", "-1" }
                                   << "--seed: \"-1\" is not allowed with --rope-mismatch; it must "
                                      "be a whole number from 0 to 9007199254740992.";
    QTest::newRow("seed text") << QStringList { "--rope-mismatch", "theta", "--seed", "one" }
                               << "--seed: \"one\" is not allowed with --rope-mismatch";
    QTest::newRow("seed large") << QStringList {
        "--rope-mismatch", "theta", "--seed", "9007199254740993"
    } << "--seed: \"9007199254740993\" is not allowed with --rope-mismatch";
    QTest::newRow("seed alone") << QStringList { "--model-config", sample, "--seed", "3" }
                                << "--seed 3: not used with --model-config; it belongs to --train "
                                   "TASK or --rope-mismatch MISTAKE.";
    QTest::newRow("two reports") << QStringList { "--model-config", sample, "--table" }
                                 << "cannot be combined";
    QTest::newRow("mismatch and precision")
        << QStringList { "--rope-mismatch", "offset", "--precision", "float16" }
        << "cannot be combined";
    QTest::newRow("value") << QStringList { "--rope-mismatch=offset", "--positions=x" }
                           << "--positions: \"x\" is not allowed with --rope-mismatch";
}

void TestCommandLineModelConfigRejects::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem({ message });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCommandLineModelConfigRejects::refusedInOtherLanguages()
{
    const Run ja
        = Run::start({ "--language", "ja", "--rope-mismatch", "offset", "--positions", "5000" });
    QVERIFY2(ja.refusalProblem({ "5000", "1000" }).isEmpty(), ja.err.constData());
    QVERIFY(!ja.err.contains("not allowed"));
    const Run zh
        = Run::start({ "--language", "zh_TW", "--model-config", sample, "--context", "0" });
    QVERIFY2(zh.refusalProblem({ "2147483648" }).isEmpty(), zh.err.constData());
    QVERIFY(!zh.err.contains("not allowed"));
    const Run cn = Run::start({ "--language", "zh_CN", "--rope-mismatch", "half" });
    QVERIFY2(cn.refusalProblem({ "half", "double-scaling" }).isEmpty(), cn.err.constData());
    QVERIFY(!cn.err.contains("not a mistake"));
}

void TestCommandLineModelConfigRejects::helpNamesTheOptions()
{
    const Run run = Run::start({ "--help" });
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out).simplified();
    for (const char *text :
         { "--model-config FILE [--context N] [--format text|json]",
           "--rope-mismatch pairing|theta|bfloat16|float16|double-scaling|offset",
           "[--model-config FILE] [--positions N] [--seed S] [--format text|json|csv]",
           "--model-config FILE ", "--context N ", "--rope-mismatch MISTAKE ",
           "--rope-mismatch bfloat16 --positions 300 --format csv" })
        QVERIFY2(help.contains(QLatin1String(text)), text);
}

// pe-workbench config.json with a file the reader refuses: with a window system the window
// opens and says it in a message box (tst_modelactions); offscreen, the one line and exit 2.
void TestCommandLineModelConfigRejects::windowFileWithoutAWindowSystem()
{
    const QString bad = write(QStringLiteral("window.json"), "{\"head_dim\": 7}");
    const Run run = Run::start({ bad });
    QVERIFY2(run.refusalProblem({ bad + ": head_dim" }).isEmpty(), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

QTEST_GUILESS_MAIN(TestCommandLineModelConfigRejects)
#include "tst_commandlinemodelconfigrejects.moc"
