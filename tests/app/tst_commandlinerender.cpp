// SPDX-License-Identifier: GPL-3.0-or-later
// --render, --worksheet and --lesson through the real executable (--worksheet's JSON and
// languages: tst_commandlineworksheet).
#include "tests/commandlinerun.h"
#include "ui/window/viewregistry.h"

#include <QImageReader>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace pe;

namespace {

// Runs the app with at most `bytes` bytes per written file (SIGXFSZ ignored, so write() fails
// with EFBIG as on a full disk; root's permissions would let every other write succeed).
CommandLineRun runWithFileSizeLimit(const QStringList &arguments, rlim_t bytes)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(env);
    process.setChildProcessModifier([bytes] {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit {};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(QStringLiteral(PEW_EXECUTABLE), arguments);
    CommandLineRun run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray contents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCommandLineRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renders_data();
    void renders();
    void rejects_data();
    void rejects();
    void sameBytesTwice_data();
    void sameBytesTwice();
    void sizeIsExactOrRefused_data();
    void sizeIsExactOrRefused();
    void sizeRefusalIsTranslated();
    void writeFailureKeepsTheOldFile_data();
    void writeFailureKeepsTheOldFile();

private:
    QTemporaryDir m_dir;
};

void TestCommandLineRender::renders_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QSize>("size");
    const QSize standard(1280, 800);
    for (const QString &view : ViewRegistry::renderTargets())
        QTest::addRow("%s", qPrintable(view))
            << QStringList { QStringLiteral("--render"), view } << standard;
    QTest::addRow("main 1920x1080 d=128 ja")
        << QStringList { "--render", "main", "--size",     "1920x1080",
                         "--dim",    "128",  "--language", "ja" }
        << QSize(1920, 1080);
    QTest::addRow("heatmap big rdbu")
        << QStringList { "--render", "heatmap",   "--positions", "1000000", "--dim",
                         "8192",     "--palette", "rdbu",        "--size",  "800x600" }
        << QSize(800, 600);
    QTest::addRow("comparison off q=6")
        << QStringList { "--render", "comparison", "--compare", "0,6", "--off" } << standard;
    QTest::addRow("lesson step 7") << QStringList { "--render", "lesson:workbench:7" } << standard;
    QTest::addRow("lesson step 8 q=6 zh_TW") << QStringList { "--render",
                                                              "lesson:workbench:9",
                                                              "--compare-position",
                                                              "6",
                                                              "--language",
                                                              "zh_TW",
                                                              "--size",
                                                              "1024x700" }
                                             << QSize(1024, 700);
}

void TestCommandLineRender::renders()
{
    QFETCH(QStringList, arguments);
    QFETCH(QSize, size);
    for (const QString &suffix : { QStringLiteral("png"), QStringLiteral("svg") }) {
        const QString file = m_dir.filePath(
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))
            + QLatin1Char('.') + suffix);
        const CommandLineRun run
            = CommandLineRun::start(arguments + QStringList { QStringLiteral("--output"), file });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.isEmpty());
        if (suffix == QLatin1String("svg")) {
            QSvgRenderer svg(file);
            QVERIFY(svg.isValid());
            QCOMPARE(svg.viewBox().size(), size);
        } else {
            QImageReader reader(file);
            QCOMPARE(reader.format(), QByteArray("png"));
            QCOMPARE(reader.size(), size);
        }
    }
}

void TestCommandLineRender::rejects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named"); // what the message must name
    const QString out = QDir::temp().filePath(QStringLiteral("pe-reject.png"));
    QTest::addRow("unknown view") << QStringList { "--render", "bars", "--output", out } << "bars";
    QTest::addRow("no output") << QStringList { "--render", "main" } << "--output";
    QTest::addRow("bmp") << QStringList { "--render", "main", "--output", "x.bmp" } << "x.bmp";
    QTest::addRow("tiny size") << QStringList { "--render", "main",   "--output",
                                                out,        "--size", "10x10" }
                               << "10x10";
    QTest::addRow("size text") << QStringList {
        "--render", "main", "--output", out, "--size", "big"
    } << "big";
    QTest::addRow("palette") << QStringList { "--render", "heatmap",   "--output",
                                              out,        "--palette", "pink" }
                             << "pink";
    QTest::addRow("odd d") << QStringList { "--render", "main", "--output", out, "--dim", "7" }
                           << "7";
    QTest::addRow("d above the explorer's")
        << QStringList { "--render", "main", "--output", out, "--dim", "65538" } << "65536";
    QTest::addRow("no positions") << QStringList { "--render", "main",        "--output",
                                                   out,        "--positions", "0" }
                                  << "0";
    QTest::addRow("too many positions")
        << QStringList { "--render", "main", "--output", out, "--positions", "2000000" }
        << "2000000";
    QTest::addRow("one compared position")
        << QStringList { "--render", "main", "--output", out, "--compare", "1" } << "1";
    QTest::addRow("unknown lesson")
        << QStringList { "--render", "lesson:nope:1", "--output", out } << "nope";
    QTest::addRow("step past the end")
        << QStringList { "--render", "lesson:workbench:99", "--output", out } << "99";
    QTest::addRow("compare position 40")
        << QStringList { "--render", "lesson:workbench:3", "--output",
                         out,        "--compare-position", "40" }
        << "40";
    QTest::addRow("compare position for a view")
        << QStringList { "--render", "main", "--output", out, "--compare-position", "4" }
        << "--compare-position";
    QTest::addRow("unwritable") << QStringList { "--render", "main", "--output",
                                                 "/nonexistent-dir/x.png" }
                                << "/nonexistent-dir/x.png";
    QTest::addRow("worksheet unknown") << QStringList { "--worksheet", "nope" } << "nope";
    QTest::addRow("worksheet csv")
        << QStringList { "--worksheet", "workbench", "--format", "csv" } << "csv";
    QTest::addRow("worksheet position 0")
        << QStringList { "--worksheet", "workbench", "--compare-position", "0" } << "0";
    QTest::addRow("worksheet with d")
        << QStringList { "--worksheet", "workbench", "--dim", "16" } << "--dim";
    QTest::addRow("lesson unknown") << QStringList { "--lesson", "nope" } << "nope";
    QTest::addRow("beyond distance 8193")
        << QStringList { "--worksheet", "beyond", "--compare-position", "8193" } << "8193";
    QTest::addRow("lesson position 33")
        << QStringList { "--lesson", "workbench", "--compare-position", "33" } << "33";
}

void TestCommandLineRender::rejects()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CommandLineRun run = CommandLineRun::start(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err)); // one line
    QVERIFY2(err.contains(named), qPrintable(err));
}

void TestCommandLineRender::sameBytesTwice_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &view : ViewRegistry::renderTargets() + QStringList { "lesson:why-waves:4" })
        QTest::addRow("%s", qPrintable(view)) << view;
}

void TestCommandLineRender::sameBytesTwice()
{
    QFETCH(QString, view);
    QByteArray pictures[2];
    for (QByteArray &picture : pictures) {
        const QString file = m_dir.filePath(QStringLiteral("twice.png"));
        const CommandLineRun run = CommandLineRun::start(
            { QStringLiteral("--render"), view, QStringLiteral("--output"), file });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        picture = contents(file);
    }
    QVERIFY(!pictures[0].isEmpty());
    QVERIFY(pictures[0] == pictures[1]);
}

void TestCommandLineRender::sizeIsExactOrRefused_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("size");
    const QStringList views = ViewRegistry::renderTargets()
        + QStringList { "lesson:workbench:7", "lesson:why-waves:4", "lesson:attention:3",
                        "lesson:beyond:9" };
    for (const QString &view : views)
        for (const char *size : { "200x200", "1600x200", "200x1000" })
            QTest::addRow("%s %s", qPrintable(view), size) << view << QString::fromLatin1(size);
}

void TestCommandLineRender::sizeIsExactOrRefused()
{
    // Either the picture has exactly the asked size (the view lays itself out smaller), or
    // nothing is written and the one line names the smallest size, which then works. Never a
    // bigger picture with exit 0 (main at 200x200 came out 1137x544).
    QFETCH(QString, view);
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("picture.png"));
    const auto render = [&](const QString &asked) {
        return CommandLineRun::start({ QStringLiteral("--render"), view, QStringLiteral("--size"),
                                       asked, QStringLiteral("--output"), file });
    };
    const auto sizeOf = [](const QString &text) {
        const QStringList sides = text.split(QLatin1Char('x'));
        return QSize(sides.value(0).toInt(), sides.value(1).toInt());
    };
    const CommandLineRun run = render(size);
    if (run.exitCode == 0) {
        QCOMPARE(QImageReader(file).size(), sizeOf(size));
        return;
    }
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFile::exists(file));
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(QLatin1String("--size")) && err.contains(size), qPrintable(err));
    static const QRegularExpression smallestSize(QStringLiteral("(\\d+x\\d+)\\.\\n$"));
    const QRegularExpressionMatch match = smallestSize.match(err);
    QVERIFY2(match.hasMatch(), qPrintable(err));
    const QSize smallest = sizeOf(match.captured(1));
    const QSize asked = sizeOf(size);
    QVERIFY2(smallest.width() > asked.width() || smallest.height() > asked.height(),
             qPrintable(err));
    const CommandLineRun again = render(match.captured(1));
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(QImageReader(file).size(), smallest);
}

void TestCommandLineRender::sizeRefusalIsTranslated()
{
    for (const char *language : { "ja", "zh_TW" }) {
        const CommandLineRun run = CommandLineRun::start(
            { QStringLiteral("--render"), QStringLiteral("main"), QStringLiteral("--size"),
              QStringLiteral("200x200"), QStringLiteral("--output"),
              m_dir.filePath(QStringLiteral("small.png")), QStringLiteral("--language"),
              QString::fromLatin1(language) });
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(QLatin1String("200x200")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("too small")), qPrintable(err));
    }
}

void TestCommandLineRender::writeFailureKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("view");
    for (const char *suffix : { "png", "svg" })
        for (const char *view : { "main", "similarity", "lesson:why-waves:4" })
            QTest::addRow("%s %s", view, suffix)
                << QString::fromLatin1(suffix) << QString::fromLatin1(view);
}

void TestCommandLineRender::writeFailureKeepsTheOldFile()
{
#ifndef Q_OS_UNIX
    QSKIP("needs RLIMIT_FSIZE");
#else
    QFETCH(QString, suffix);
    QFETCH(QString, view);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("picture.") + suffix);
    // A good picture first; the failing run below may write 4096 bytes, less than any picture.
    const CommandLineRun good = CommandLineRun::start(
        { QStringLiteral("--render"), QStringLiteral("heatmap"), QStringLiteral("--size"),
          QStringLiteral("200x200"), QStringLiteral("--output"), file });
    QVERIFY2(good.exitCode == 0, good.err.constData());
    const QByteArray before = contents(file);
    QVERIFY(!before.isEmpty());
    const CommandLineRun run = runWithFileSizeLimit(
        { QStringLiteral("--render"), view, QStringLiteral("--output"), file }, 4096);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line: no "libpng error" besides ours
    QVERIFY2(err.endsWith(QLatin1Char('\n')), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("--output")), qPrintable(err));
    QVERIFY2(err.contains(file), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("File too large")), qPrintable(err)); // the reason
    QCOMPARE(contents(file), before); // byte for byte
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList { QFileInfo(file).fileName() }); // no temporary file left
#endif
}

QTEST_MAIN(TestCommandLineRender)
#include "tst_commandlinerender.moc"
