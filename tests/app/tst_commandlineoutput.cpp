// SPDX-License-Identifier: GPL-3.0-or-later
// Where pe-workbench's output goes, run as a process with raw-byte arguments: every report, --help
// and --version to a full (/dev/full) or closed standard output exit with 2 and one line on
// standard error instead of claiming success; an --output name that is not UTF-8 is written under
// exactly its bytes.
#include "tests/rawcommandrun.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using pe::RawCommandRun;
using Output = RawCommandRun::Output;

Q_DECLARE_METATYPE(RawCommandRun::Output)

namespace {

QList<QByteArray> bytes(const QStringList &arguments)
{
    QList<QByteArray> list;
    for (const QString &a : arguments)
        list.append(a.toUtf8());
    return list;
}

} // namespace

class TestCommandLineOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void failingStandardOutput_data();
    void failingStandardOutput();
    void failureAfterFirstBlocks_data();
    void failureAfterFirstBlocks();
    void failureInJapanese();
    void renderWithClosedStandardOutput();
    void byteNamedOutput_data();
    void byteNamedOutput();
    void byteNamedOutputMissingFolder();
    void byteNamedOutputThroughALink();
    void closedPipe_data();
    void closedPipe();

    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
};

void TestCommandLineOutput::initTestCase()
{
#ifndef Q_OS_UNIX
    QSKIP("runs the program with posix_spawn");
#endif
    QVERIFY(m_dir.isValid());
}

void TestCommandLineOutput::cleanupTestCase()
{
    RawCommandRun::removeContents(QFile::encodeName(m_dir.path()));
}

void TestCommandLineOutput::failingStandardOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<Output>("output");
    const QList<QPair<const char *, QStringList>> reports = {
        { "table csv", { "--table" } },
        { "table json", { "--table", "--format", "json" } },
        { "long table", { "--table", "--positions", "12000000" } },
        { "compare text", { "--compare", "0,3" } },
        { "compare json", { "--compare", "0,3", "--format", "json" } },
        { "shift text", { "--shift", "3", "--from", "1" } },
        { "shift json", { "--shift", "3", "--from", "1", "--format", "json" } },
        { "worksheet markdown", { "--worksheet", "workbench" } },
        { "worksheet json", { "--worksheet", "why-waves", "--format", "json" } },
        { "help", { "--help" } },
        { "version", { "--version" } },
    };
    for (const auto &report : reports) {
        QTest::addRow("%s, full", report.first) << report.second << Output::Full;
        QTest::addRow("%s, closed", report.first) << report.second << Output::Closed;
    }
}

void TestCommandLineOutput::failingStandardOutput()
{
    QFETCH(QStringList, arguments);
    QFETCH(Output, output);
    // The same report succeeds into a file: the failure below is the output's alone.
    if (!arguments.contains(QStringLiteral("12000000"))) {
        const RawCommandRun good = RawCommandRun::start(bytes(arguments), Output::Captured);
        QCOMPARE(good.exitCode, 0);
        QVERIFY(!good.out.isEmpty());
        QVERIFY2(good.err.isEmpty(), good.err.constData());
    }
    const RawCommandRun run = RawCommandRun::start(bytes(arguments), output);
    QVERIFY(run.exitedNormally());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(run.err.startsWith("pe-workbench: cannot write to standard output ("),
             run.err.constData());
    const QByteArray reason = output == Output::Full ? "no space left" : "closed";
    QVERIFY2(run.err.contains(reason), run.err.constData());
}

void TestCommandLineOutput::failureAfterFirstBlocks_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addRow("table csv") << QStringList { "--table", "--positions", "20000" };
    QTest::addRow("table json") << QStringList { "--table", "--positions", "20000", "--format",
                                                 "json" };
    QTest::addRow("compare json") << QStringList { "--compare", "0,3",      "--dim",
                                                   "4096",      "--format", "json" };
    QTest::addRow("shift text") << QStringList { "--shift", "3", "--from", "1", "--dim", "4096" };
}

void TestCommandLineOutput::failureAfterFirstBlocks()
{
    // The disk fills after the first 64 KiB: what was written stays cut off, and the exit code
    // and the one line say so (the "full disk" of issue 12: a CSV cut at the first block, exit 0).
    QFETCH(QStringList, arguments);
    const RawCommandRun run = RawCommandRun::start(bytes(arguments), Output::Limited);
    QVERIFY(run.exitedNormally());
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out.size(), RawCommandRun::limitedSize);
    QCOMPARE(run.err,
             QByteArray("pe-workbench: cannot write to standard output (the file is too large); "
                        "the output is incomplete.\n"));
}

void TestCommandLineOutput::failureInJapanese()
{
    const RawCommandRun run
        = RawCommandRun::start(bytes({ "--compare", "0,3", "--language", "ja" }), Output::Full);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.count('\n'), 1);
    const QString message = QString::fromUtf8(run.err);
    QVERIFY2(message.contains(QStringLiteral("標準出力")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("cannot write")), qPrintable(message));
}

void TestCommandLineOutput::renderWithClosedStandardOutput()
{
    // A render prints nothing: a closed standard output is no error, and the image is not
    // written into descriptor 1 by accident.
    const QString path = m_dir.filePath(QStringLiteral("closed.png"));
    const RawCommandRun run = RawCommandRun::start(
        bytes({ "--render", "heatmap", "--size", "240x200", "--output", path }), Output::Closed);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(RawCommandRun::fileStart(QFile::encodeName(path), 8), QByteArray("\x89PNG\r\n\x1a\n"));
}

void TestCommandLineOutput::byteNamedOutput_data()
{
    QTest::addColumn<QByteArray>("folder"); // made inside the scratch folder
    QTest::addColumn<QByteArray>("name"); // the file's name, Latin-1 bytes
    QTest::addColumn<bool>("relative"); // --output NAME from inside the folder
    QTest::addColumn<QByteArray>("magic"); // how the file starts
    QTest::addRow("png") << QByteArray("plain") << QByteArray("caf\xe9.png") << false
                         << QByteArray("\x89PNG");
    QTest::addRow("svg in a Latin-1 folder")
        << QByteArray("d\xe9j\xe0") << QByteArray("na\xefve.svg") << false << QByteArray("<?xml");
    QTest::addRow("relative") << QByteArray("rel") << QByteArray("\xe9t\xe9.png") << true
                              << QByteArray("\x89PNG");
}

void TestCommandLineOutput::byteNamedOutput()
{
    QFETCH(QByteArray, folder);
    QFETCH(QByteArray, name);
    QFETCH(bool, relative);
    QFETCH(QByteArray, magic);
    const QByteArray dir = QFile::encodeName(m_dir.path()) + '/' + folder;
    QVERIFY(RawCommandRun::makeFolder(dir));
    const QByteArray path = dir + '/' + name;
    const RawCommandRun run = RawCommandRun::start(
        { "--render", "heatmap", "--size", "240x200", "--output", relative ? name : path },
        Output::Captured, 60000, relative ? dir : QByteArray());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    // Exactly one file, under exactly the bytes given (not "caf\xef\xbf\xbd.png"), no leftovers.
    QCOMPARE(RawCommandRun::entries(dir), QList<QByteArray> { name });
    QVERIFY(RawCommandRun::fileStart(path, 64).startsWith(magic));
}

void TestCommandLineOutput::byteNamedOutputMissingFolder()
{
    const QByteArray path = QFile::encodeName(m_dir.path()) + "/missing\xe9/caf\xe9.png";
    const RawCommandRun run = RawCommandRun::start(
        { "--render", "heatmap", "--size", "240x200", "--output", path }, Output::Captured);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    // The name as typed, its Latin-1 bytes shown as \xE9, and valid UTF-8 on standard error.
    QVERIFY2(run.err.contains("missing\\xE9/caf\\xE9.png"), run.err.constData());
    QVERIFY(QString::fromUtf8(run.err).toUtf8() == run.err);
}

// A name that is not UTF-8 and is a symbolic link: written to the link's target, as a UTF-8
// name is, the link left as it was (it was replaced by a file).
void TestCommandLineOutput::byteNamedOutputThroughALink()
{
    const QByteArray dir = QFile::encodeName(m_dir.path()) + "/linked";
    QVERIFY(RawCommandRun::makeFolder(dir));
    QVERIFY(RawCommandRun::makeLink("target\xe9.png", dir + "/caf\xe9.png"));
    QVERIFY(RawCommandRun::makeLink("plain.png", dir + "/na\xefve.png"));
    for (const QByteArray &link : { QByteArray("caf\xe9.png"), QByteArray("na\xefve.png") }) {
        const RawCommandRun run = RawCommandRun::start(
            { "--render", "heatmap", "--size", "240x200", "--output", dir + '/' + link },
            Output::Captured);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        struct stat info = {};
        QVERIFY(::lstat(QByteArray(dir + '/' + link).constData(), &info) == 0);
        QVERIFY2(S_ISLNK(info.st_mode), link.constData());
    }
    QVERIFY(RawCommandRun::fileStart(dir + "/target\xe9.png", 8).startsWith("\x89PNG"));
    QVERIFY(RawCommandRun::fileStart(dir + "/plain.png", 8).startsWith("\x89PNG"));
    QCOMPARE(RawCommandRun::entries(dir).size(), 4); // two links, two files, no leftovers
}

void TestCommandLineOutput::closedPipe_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("table") << QStringList { "--table", "--dim", "8", "--positions", "100000" };
    QTest::newRow("alibi") << QStringList { "--alibi", "--heads", "8" };
    QTest::newRow("profile") << QStringList { "--profile", "rope", "--distances", "100000" };
}

// pe-workbench --table ... | head -c 10: the reader has gone. Not killed by SIGPIPE without a
// word: exit 2 and one line, at once (not after computing the rest).
void TestCommandLineOutput::closedPipe()
{
    QFETCH(QStringList, arguments);
    QElapsedTimer clock;
    clock.start();
    const RawCommandRun run = RawCommandRun::start(bytes(arguments), Output::BrokenPipe);
    QVERIFY(run.started);
    QCOMPARE(run.signal, 0);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err,
             QByteArray("pe-workbench: cannot write to standard output (the reading program has "
                        "ended); the output is incomplete.\n"));
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
}

QTEST_GUILESS_MAIN(TestCommandLineOutput)

#include "tst_commandlineoutput.moc"
