// SPDX-License-Identifier: GPL-3.0-or-later
// pe-workbench-cli (the console program Windows needs for the command line, README "Windows") is
// the same program as pe-workbench: every report, refusal, help text and render gives the same
// bytes on standard output and standard error, and the same exit status.
#include "tests/commandlinerun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

Run runCli(const QStringList &arguments, const QString &locale = QStringLiteral("C.UTF-8"))
{
    return Run::startProgram(QStringLiteral(PEW_CLI_EXECUTABLE), arguments, locale);
}

} // namespace

class TestConsoleProgram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsTheWindowProgram_data();
    void sameAsTheWindowProgram();
    void rendersTheSameImage();
};

void TestConsoleProgram::sameAsTheWindowProgram_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("exitCode");
    const QString en = QStringLiteral("C.UTF-8");
    QTest::newRow("version") << QStringList { QStringLiteral("--version") } << en << 0;
    QTest::newRow("help") << QStringList { QStringLiteral("--help") } << en << 0;
    QTest::newRow("compare seed 0,3")
        << QStringList { QStringLiteral("--compare"), QStringLiteral("0,3"),
                         QStringLiteral("--dim"), QStringLiteral("128") }
        << en << 0;
    QTest::newRow("table json") << QStringList {
        QStringLiteral("--table"),     QStringLiteral("--dim"), QStringLiteral("8"),
        QStringLiteral("--positions"), QStringLiteral("4"),     QStringLiteral("--format"),
        QStringLiteral("json")
    } << en << 0;
    QTest::newRow("refusal") << QStringList { QStringLiteral("--table"), QStringLiteral("--dim"),
                                              QStringLiteral("7") }
                             << en << 2;
    QTest::newRow("refusal in Japanese")
        << QStringList { QStringLiteral("--table"), QStringLiteral("--dim"), QStringLiteral("7"),
                         QStringLiteral("--language"), QStringLiteral("ja") }
        << en << 2;
    QTest::newRow("worksheet in Chinese")
        << QStringList { QStringLiteral("--worksheet"), QStringLiteral("workbench"),
                         QStringLiteral("--language"), QStringLiteral("zh_TW") }
        << en << 0;
}

void TestConsoleProgram::sameAsTheWindowProgram()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, locale);
    QFETCH(int, exitCode);
    const Run window = Run::start(arguments, locale);
    const Run console = runCli(arguments, locale);
    QCOMPARE(window.exitCode, exitCode);
    QCOMPARE(console.exitCode, exitCode);
    QVERIFY(exitCode != 0 || !console.out.isEmpty());
    QVERIFY(exitCode == 0 || !console.err.isEmpty());
    QCOMPARE(console.out, window.out);
    QCOMPARE(console.err, window.err);
}

void TestConsoleProgram::rendersTheSameImage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString a = dir.filePath(QStringLiteral("window.png"));
    const QString b = dir.filePath(QStringLiteral("console.png"));
    const QStringList common { QStringLiteral("--render"), QStringLiteral("heatmap"),
                               QStringLiteral("--size"), QStringLiteral("640x400"),
                               QStringLiteral("--output") };
    QCOMPARE(Run::start(common + QStringList { a }).exitCode, 0);
    QCOMPARE(runCli(common + QStringList { b }).exitCode, 0);
    QFile fa(a), fb(b);
    QVERIFY(fa.open(QIODevice::ReadOnly));
    QVERIFY(fb.open(QIODevice::ReadOnly));
    const QByteArray bytes = fa.readAll();
    QVERIFY(bytes.startsWith("\x89PNG"));
    QCOMPARE(fb.readAll(), bytes);
}

QTEST_GUILESS_MAIN(TestConsoleProgram)
#include "tst_consoleprogram.moc"
