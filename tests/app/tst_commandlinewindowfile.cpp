// SPDX-License-Identifier: GPL-3.0-or-later
// The file the window opens, named alone on the command line: a config.json goes to the Your
// model view (read here, so a refusal is the reader's one line, shown over the window or, without
// a window system, the command line's error), a .pewscenario stays a scenario, and a .json after
// a report or a second file is refused. main() hands CommandLine::Settings::model to
// ModelActions::openFile and modelError to ModelActions::showOpenFailure (tst_modelactions).
#include "app/commandline.h"
#include "core/modelconfig/modelconfigreader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using pe::CommandLine;

namespace {

const QString phi2 = QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json");

} // namespace

class TestCommandLineWindowFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void configOpensInTheWindow();
    void refusedFileIsTheWindowsError();
    void alibiModelIsTaken();
    void scenarioStaysAScenario();
    void refused_data();
    void refused();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestCommandLineWindowFile::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCommandLineWindowFile::configOpensInTheWindow()
{
    CommandLine commandLine;
    QVERIFY2(commandLine.parse({ "pe-workbench", phi2 }), qPrintable(commandLine.errorText()));
    QCOMPARE(commandLine.mode(), CommandLine::Mode::Gui);
    const CommandLine::Settings &s = commandLine.settings();
    QCOMPARE(s.model.model, phi2);
    QCOMPARE(s.model.config.headDimension, 80);
    QCOMPARE(s.model.config.rotatedDimensions(), 32);
    QVERIFY(s.modelError.isEmpty());
    QVERIFY(s.scenarioError.isEmpty());
    QVERIFY(!s.scenario);
    // The suffix in any case, as the file manager may name it.
    const QString upper = write(QStringLiteral("CONFIG.JSON"), R"({"head_dim": 64})");
    CommandLine again;
    QVERIFY2(again.parse({ "pe-workbench", upper }), qPrintable(again.errorText()));
    QCOMPARE(again.settings().model.model, upper);
}

void TestCommandLineWindowFile::refusedFileIsTheWindowsError()
{
    const QString bad = write(QStringLiteral("bad.json"), R"({"head_dim": 7})");
    CommandLine commandLine;
    QVERIFY(commandLine.parse({ "pe-workbench", bad }));
    QCOMPARE(commandLine.mode(), CommandLine::Mode::Gui);
    const CommandLine::Settings &s = commandLine.settings();
    QVERIFY(s.model.model.isEmpty());
    const QString expected = pe::ModelConfigReader::readFile(bad).error;
    QVERIFY(expected.startsWith(bad + QLatin1String(": head_dim")));
    QCOMPARE(s.modelError, expected);
    QVERIFY(s.scenarioError.isEmpty());
    CommandLine missing;
    const QString gone = m_dir.filePath(QStringLiteral("gone.json"));
    QVERIFY(missing.parse({ "pe-workbench", gone }));
    QCOMPARE(missing.settings().modelError,
             gone + QLatin1String(": cannot be opened: No such file or directory"));
}

// The window shows an ALiBi model (the view says it rotates nothing), as File → Open takes it;
// only --model-config's report refuses one.
void TestCommandLineWindowFile::alibiModelIsTaken()
{
    const QString alibi = write(QStringLiteral("alibi.json"), R"({"head_dim": 64, "alibi": true})");
    CommandLine commandLine;
    QVERIFY(commandLine.parse({ "pe-workbench", alibi }));
    QVERIFY(commandLine.settings().modelError.isEmpty());
    QVERIFY(commandLine.settings().model.config.alibi);
    CommandLine render;
    QVERIFY(render.parse({ "pe-workbench", "--render", "model", "--output",
                           m_dir.filePath(QStringLiteral("a.png")), "--model-config", alibi }));
    QCOMPARE(render.settings().model.model, alibi);
}

void TestCommandLineWindowFile::scenarioStaysAScenario()
{
    const QString scenario = write(QStringLiteral("lesson.pewscenario"), "{");
    CommandLine commandLine;
    QVERIFY(commandLine.parse({ "pe-workbench", scenario }));
    QVERIFY(commandLine.settings().model.model.isEmpty());
    QVERIFY(commandLine.settings().modelError.isEmpty());
    QVERIFY(commandLine.settings().scenarioError.startsWith(scenario));
}

void TestCommandLineWindowFile::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString png = m_dir.filePath(QStringLiteral("out.png"));
    QTest::newRow("after a report")
        << QStringList { "--table", phi2 } << "unexpected argument \"" + phi2 + "\"";
    QTest::newRow("with --render") << QStringList { "--render", "model", "--output", png, phi2 }
                                   << "unexpected argument \"" + phi2 + "\"";
    QTest::newRow("with --scenario")
        << QStringList { "--scenario", m_dir.filePath(QStringLiteral("x.pewscenario")), phi2 }
        << "unexpected argument \"" + phi2 + "\"";
    QTest::newRow("two files") << QStringList { phi2, phi2 }
                               << "unexpected argument \"" + phi2 + "\"";
    QTest::newRow("model of another view")
        << QStringList { "--render", "waves", "--output", png, "--model-config", phi2 }
        << "--model-config: only used with --render model (the Your model view); --render waves "
           "shows no model.";
    QTest::newRow("context of the window")
        << QStringList { "--render", "main", "--output", png, "--context", "4096" }
        << "--context: only used with --render model (the Your model view); --render main shows "
           "no model.";
    QTest::newRow("context zero")
        << QStringList { "--render", "model", "--output", png, "--context", "0" }
        << "--context: \"0\" is not allowed; the context length must be a whole number from 1 to "
           "2147483648.";
    QTest::newRow("render file refused")
        << QStringList { "--render", "model",          "--output",
                         png,        "--model-config", m_dir.filePath(QStringLiteral("none.json")) }
        << m_dir.filePath(QStringLiteral("none.json"))
            + ": cannot be opened: No such file or directory";
}

void TestCommandLineWindowFile::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    CommandLine commandLine;
    arguments.prepend(QStringLiteral("pe-workbench"));
    QVERIFY(!commandLine.parse(arguments));
    QVERIFY2(commandLine.errorText().startsWith(message), qPrintable(commandLine.errorText()));
}

QTEST_GUILESS_MAIN(TestCommandLineWindowFile)
#include "tst_commandlinewindowfile.moc"
