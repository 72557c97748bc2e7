// SPDX-License-Identifier: GPL-3.0-or-later
// --scenario FILE on the command line: with --render it supplies the view's parameters (options
// given as well win) and --render scenario draws the file's lesson step or window; with
// --worksheet the file's lesson at its number; a bad or missing file is one line naming the file
// and the field, exit 2, nothing written; the file name alone is taken as --scenario.
#include "core/model/positionalencodingmodel.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/commandlinerun.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;
using Run = CommandLineRun;

class TestCommandLineScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void worksheetOfTheFilesLesson();
    void worksheetOfAnotherLesson();
    void renderScenarioDrawsTheLessonStep();
    void renderUsesTheFilesParameters();
    void optionsWinOverTheFile();
    void refused_data();
    void refused();
    void windowFileWithoutAWindowSystem_data();
    void windowFileWithoutAWindowSystem();

private:
    QString m_file;
    QTemporaryDir m_dir;
};

void TestCommandLineScenario::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("lecture.pewscenario"));
    // The sample with its own lesson (attention, step 5, q = 6) and d = 128.
    QVERIFY(ScenarioWriter::save(scenariotest::lecture(), m_file).isEmpty());
}

void TestCommandLineScenario::worksheetOfTheFilesLesson()
{
    const Run run
        = Run::start({ "--worksheet", "scenario", "--scenario", m_file, "--format", "json" });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject sheet = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(sheet.value("lesson").toString(), QStringLiteral("attention"));
    QCOMPARE(sheet.value("compare_position").toInt(), 6);
    // The file's number, compared with the plain worksheet at its default number 3.
    const Run plain = Run::start({ "--worksheet", "attention", "--format", "json" });
    QCOMPARE(QJsonDocument::fromJson(plain.out).object().value("compare_position").toInt(), 3);
    // --compare-position given as well wins.
    const Run given = Run::start({ "--worksheet", "scenario", "--scenario", m_file,
                                   "--compare-position", "9", "--format", "json" });
    QCOMPARE(QJsonDocument::fromJson(given.out).object().value("compare_position").toInt(), 9);
}

void TestCommandLineScenario::worksheetOfAnotherLesson()
{
    // Another lesson than the file's: that lesson's own default number.
    const Run run
        = Run::start({ "--worksheet", "why-waves", "--scenario", m_file, "--format", "json" });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value("compare_position").toInt(), 1000);
}

void TestCommandLineScenario::renderScenarioDrawsTheLessonStep()
{
    const QString fromFile = m_dir.filePath(QStringLiteral("scenario.png"));
    const QString direct = m_dir.filePath(QStringLiteral("direct.png"));
    QCOMPARE(
        Run::start({ "--render", "scenario", "--scenario", m_file, "--output", fromFile }).exitCode,
        0);
    QCOMPARE(Run::start({ "--render", "lesson:attention:6", "--compare-position", "6", "--output",
                          direct })
                 .exitCode,
             0);
    const QImage a(fromFile);
    QVERIFY(!a.isNull());
    QCOMPARE(a, QImage(direct));
}

void TestCommandLineScenario::renderUsesTheFilesParameters()
{
    // The file's heatmap (d = 128, cividis, zoomed) against the same by options: equal pixels;
    // against the defaults: different.
    Scenario s = scenariotest::lecture();
    s.viewport = { 0, 50, 0, 128 };
    s.lesson = {};
    // What the options cannot say stays as the defaults have it.
    s.parameters.shownDimensions = PositionalEncodingModel::defaultShownDimensions(128);
    s.parameters.pickedDimension = 0;
    const QString file = m_dir.filePath(QStringLiteral("heatmap.pewscenario"));
    QVERIFY(ScenarioWriter::save(s, file).isEmpty());
    const QString fromFile = m_dir.filePath(QStringLiteral("heatmap-file.png"));
    const QString byOptions = m_dir.filePath(QStringLiteral("heatmap-options.png"));
    const QString defaults = m_dir.filePath(QStringLiteral("heatmap-defaults.png"));
    QCOMPARE(Run::start({ "--render", "heatmap", "--scenario", file, "--output", fromFile, "--size",
                          "640x400" })
                 .exitCode,
             0);
    QCOMPARE(Run::start({ "--render", "heatmap", "--dim", "128", "--compare", "0,6", "--palette",
                          "cividis", "--output", byOptions, "--size", "640x400" })
                 .exitCode,
             0);
    QCOMPARE(
        Run::start({ "--render", "heatmap", "--output", defaults, "--size", "640x400" }).exitCode,
        0);
    QCOMPARE(QImage(fromFile), QImage(byOptions));
    QVERIFY(QImage(fromFile) != QImage(defaults));
}

void TestCommandLineScenario::optionsWinOverTheFile()
{
    const QString withOption = m_dir.filePath(QStringLiteral("option.png"));
    const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
    QCOMPARE(
        Run::start({ "--render", "heatmap", "--scenario", m_file, "--dim", "8", "--palette",
                     "viridis", "--compare", "0,3", "--output", withOption, "--size", "640x400" })
            .exitCode,
        0);
    QCOMPARE(
        Run::start({ "--render", "heatmap", "--dim", "8", "--output", plain, "--size", "640x400" })
            .exitCode,
        0);
    // The file's zoom (2.5 + 20 positions of 128 dimensions) does not fit d = 8: the view shows
    // the whole table, as without the file.
    QCOMPARE(QImage(withOption).size(), QImage(plain).size());
}

void TestCommandLineScenario::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("output"); // must not exist afterwards
    const QString missing = m_dir.filePath(QStringLiteral("missing.pewscenario"));
    const QString bad = m_dir.filePath(QStringLiteral("bad.pewscenario"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray bytes = ScenarioWriter::toJson(scenariotest::lecture());
    bytes.replace("\"dimension\": 128", "\"dimension\": 129");
    file.write(bytes);
    file.close();
    const QString png = m_dir.filePath(QStringLiteral("never.png"));
    QTest::newRow("missing file") << QStringList { "--render", "main",     "--scenario",
                                                   missing,    "--output", png }
                                  << "missing.pewscenario: cannot be opened" << png;
    QTest::newRow("bad field") << QStringList { "--render", "main",     "--scenario",
                                                bad,        "--output", png }
                               << "bad.pewscenario: parameters.dimension: 129" << png;
    QTest::newRow("window, bad field")
        << QStringList { bad } << "bad.pewscenario: parameters.dimension: 129" << QString();
    QTest::newRow("render scenario without a file")
        << QStringList { "--render", "scenario", "--output", png }
        << "--render scenario: needs --scenario FILE" << png;
    QTest::newRow("worksheet scenario without a file")
        << QStringList { "--worksheet", "scenario" }
        << "--worksheet scenario: needs --scenario FILE" << QString();
    QTest::newRow("with a report")
        << QStringList { "--compare", "0,3", "--scenario", bad }
        << "not used with --compare; it belongs to --render VIEW or --worksheet ID" << QString();
    QTest::newRow("two files") << QStringList { "a.pewscenario", "b.pewscenario" }
                               << "unexpected argument \"a.pewscenario\"" << QString();
    QTest::newRow("not a scenario")
        << QStringList { "notes.txt" } << "unexpected argument \"notes.txt\"" << QString();
}

void TestCommandLineScenario::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFETCH(QString, output);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem({ message });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    if (!output.isEmpty())
        QVERIFY(!QFile::exists(output));
}

void TestCommandLineScenario::windowFileWithoutAWindowSystem_data()
{
    QTest::addColumn<QString>("platform");
    // With a window system the window opens and says it in File → Open's message box
    // (tst_scenariosessionfiles); without one, or offscreen, the one line and exit 2 stay.
    QTest::newRow("X11 without a display") << "xcb";
    QTest::newRow("Wayland without a display") << "wayland";
    QTest::newRow("none named, no display") << "";
    QTest::newRow("offscreen") << "offscreen";
}

void TestCommandLineScenario::windowFileWithoutAWindowSystem()
{
    QFETCH(QString, platform);
    const QString bad = m_dir.filePath(QStringLiteral("broken.pewscenario"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": \"pe-workbench-scenario\"");
    file.close();
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PEW_EXECUTABLE), { bad });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("pe-workbench: "))
                 && err.contains(QStringLiteral("broken.pewscenario")),
             qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

QTEST_GUILESS_MAIN(TestCommandLineScenario)
#include "tst_commandlinescenario.moc"
