// SPDX-License-Identifier: GPL-3.0-or-later
// What pe-workbench reads, at the edges (issue 28): a scenario file is read once, so a named pipe,
// a pipe on standard input and a name that is not UTF-8 work as a plain file does; an empty
// --scenario, --answers where it does nothing, a zoom past the int range and a --scale whose
// numbers would leave the doubles are refused in one line naming the value and the range; a
// long report shows its progress when standard error is a terminal (and only then).
#include "core/scenarios/scenariowriter.h"
#include "tests/commandlinerun.h"
#include "tests/core/scenarios/scenariosample.h"
#include "tests/rawcommandrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <cstdlib>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace pe;
using Output = RawCommandRun::Output;

class TestCommandLineInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scenarioOnStandardInput();
    void scenarioFromANamedPipe();
    void scenarioNamedInBytes();
    void refused_data();
    void refused();
    void smallestScaleIsFinite();
    void progressOnATerminal();

private:
    QTemporaryDir m_dir;
    QByteArray m_scenario; // the lecture sample: lesson attention, compare position 6
};

namespace {

// The worksheet of the file's lesson: its compare position tells that the file was read.
int comparePositionOf(const RawCommandRun &run)
{
    return QJsonDocument::fromJson(run.out)
        .object()
        .value(QStringLiteral("compare_position"))
        .toInt();
}

} // namespace

void TestCommandLineInput::initTestCase()
{
#ifndef Q_OS_UNIX
    QSKIP("runs the program with posix_spawn");
#endif
    QVERIFY(m_dir.isValid());
    m_scenario = ScenarioWriter::toJson(scenariotest::lecture());
}

void TestCommandLineInput::scenarioOnStandardInput()
{
    // cat F | pe-workbench --scenario /dev/stdin: the first reading took the pipe's bytes, a
    // second one found nothing ("the JSON breaks off at byte 0").
    const RawCommandRun run = RawCommandRun::start(
        { "--worksheet", "scenario", "--scenario", "/dev/stdin", "--format", "json" },
        Output::Captured, 30000, {}, m_scenario);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(comparePositionOf(run), 6);
}

void TestCommandLineInput::scenarioFromANamedPipe()
{
#ifdef Q_OS_UNIX
    const QByteArray fifo = QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.pewscenario")));
    QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
    // The writer writes the whole file once and closes: a second open() would wait forever.
    std::atomic<bool> stop { false };
    std::thread writer([&] {
        for (int tries = 0; tries < 2000 && !stop; ++tries) {
            const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
            if (fd < 0) { // no reader yet
                ::usleep(10000);
                continue;
            }
            ::fcntl(fd, F_SETFL, 0);
            const ssize_t written = ::write(fd, m_scenario.constData(), size_t(m_scenario.size()));
            Q_UNUSED(written)
            ::close(fd);
            return;
        }
    });
    const RawCommandRun run = RawCommandRun::start(
        { "--worksheet", "scenario", "--scenario", fifo, "--format", "json" }, Output::Captured,
        15000);
    stop = true;
    writer.join();
    QVERIFY2(!run.timedOut, "hung on the named pipe");
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(comparePositionOf(run), 6);
#endif
}

void TestCommandLineInput::scenarioNamedInBytes()
{
#ifdef Q_OS_UNIX
    // A Latin-1 name: found by its bytes, as --output finds such a name.
    const QByteArray name = QFile::encodeName(m_dir.path()) + "/caf\xe9.pewscenario";
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(fd >= 0);
    QCOMPARE(::write(fd, m_scenario.constData(), size_t(m_scenario.size())),
             ssize_t(m_scenario.size()));
    ::close(fd);
    const RawCommandRun run = RawCommandRun::start(
        { "--worksheet", "scenario", "--scenario", name, "--format", "json" }, Output::Captured);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(comparePositionOf(run), 6);
    // A missing one is named with its byte shown, not as U+FFFD.
    const RawCommandRun missing = RawCommandRun::start(
        { "--worksheet", "scenario", "--scenario",
          QFile::encodeName(m_dir.path()) + "/na\xefve.pewscenario", "--format", "json" },
        Output::Captured);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("na\\xEFve.pewscenario: cannot be opened"),
             missing.err.constData());
#endif
}

void TestCommandLineInput::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("needles"); // all in the one line
    QTest::newRow("empty scenario name") << QStringList { "--scenario", "" }
                                         << QStringList { "--scenario", "empty", ".pewscenario" };
    QTest::newRow("empty scenario name, render")
        << QStringList { "--render", "main", "--scenario", "", "--output", "/tmp/x.png" }
        << QStringList { "--scenario", "empty" };
    QTest::newRow("answers with markdown")
        << QStringList { "--worksheet", "workbench", "--format", "markdown", "--answers" }
        << QStringList { "--answers", "pdf or html" };
    QTest::newRow("answers with json")
        << QStringList { "--worksheet", "workbench", "--format", "json", "--answers" }
        << QStringList { "--answers", "pdf or html" };
    QTest::newRow("zoom past the int range")
        << QStringList { "--render",   "main",     "--presenter", "--presenter-zoom",
                         "4294967446", "--output", "/tmp/x.png" }
        << QStringList { "4294967446", "outside the allowed range", "125 to 250" };
    QTest::newRow("scale 1e-320") << QStringList { "--context-scaling", "pi", "--scale", "1e-320",
                                                   "--train-length",    "8" }
                                  << QStringList { "--scale", "1e-320", "10^-6 to 10^6" };
}

void TestCommandLineInput::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, needles);
    const CommandLineRun run = CommandLineRun::start(arguments);
    const QString problem = run.refusalProblem(needles);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The smallest scale accepted gives finite numbers and no pair wrongly unseen (1e-320 gave
// infinity, null in JSON, and 18 pairs unseen).
void TestCommandLineInput::smallestScaleIsFinite()
{
    for (const char *method : { "pi", "ntk", "yarn" }) {
        const CommandLineRun run = CommandLineRun::start(
            { "--context-scaling", QLatin1String(method), "--scale", "1e-6", "--train-length", "8",
              "--dim", "64", "--base", "1e12", "--format", "json" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY2(!run.out.contains("null") && !run.out.contains("inf"), run.out.constData());
        const QJsonArray pairs
            = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("pairs")).toArray();
        QCOMPARE(pairs.size(), 32);
        for (const QJsonValue &pair : pairs)
            QVERIFY2(!pair.toObject().value(QStringLiteral("unseen")).toBool(), method);
    }
}

// On a terminal a long report says how far it is, on standard error; the report itself is the
// same. Not on a terminal: nothing (every other test checks that standard error stays empty).
void TestCommandLineInput::progressOnATerminal()
{
#ifdef Q_OS_LINUX
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0)
        QSKIP("no pseudo-terminal here");
    QVERIFY(::grantpt(master) == 0 && ::unlockpt(master) == 0);
    const QByteArray slave(::ptsname(master));
    const QByteArray out = QFile::encodeName(m_dir.filePath(QStringLiteral("table.csv")));
    const QByteArray program(PEW_EXECUTABLE);
    const QByteArray command = "exec \"" + program + "\" --table --dim 8 --positions 300000 > \""
        + out + "\" 2> \"" + slave + '"';
    const int status = std::system(command.constData());
    QCOMPARE(status, 0);
    ::fcntl(master, F_SETFL, O_NONBLOCK);
    QByteArray shown;
    char buffer[4096];
    for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
        shown.append(buffer, n);
    ::close(master);
    QVERIFY2(shown.contains("Table: row ") && shown.contains(" of 300000"), shown.constData());
    QVERIFY2(shown.endsWith("\r\x1b[K"), shown.constData()); // the line cleared at the end
    QFile csv(QFile::decodeName(out));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), 300001); // header and every row
#else
    QSKIP("a pseudo-terminal (Linux)");
#endif
}

QTEST_GUILESS_MAIN(TestCommandLineInput)
#include "tst_commandlineinput.moc"
