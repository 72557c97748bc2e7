// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files in the explorer: what is saved is what the window shows (parameters, open views
// and the one in front, palette, heatmap zoom, the lesson in front with its step and number, the
// note); opening puts it all back as one undo step and the note in a banner; a bad file changes
// nothing; the title shows the file and the modified mark; unsaved changes are asked about before
// the window closes; samples open untitled with their note in the interface language; a file
// dropped on the window opens; the menu entries exist with their shortcuts.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/temporarysettings.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenarioactions.h"
#include "ui/window/scenariobanner.h"
#include "ui/window/scenariosamples.h"
#include "ui/window/scenariosession.h"
#include "ui/window/windowscenario.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QtTest>

using namespace pe;

class TestScenarioSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void menuEntries();
    void saveCapturesTheWindow();
    void openRestoresEverything();
    void badFileChangesNothing();
    void modifiedMarkAndTitle();
    void closeAsksAboutUnsavedChanges();
    void samplesOpenUntitled_data();
    void samplesOpenUntitled();
    void dropOpensTheFile();
    void recentFiles();

private:
    // Answers the next message box with button, from the event loop.
    static void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
    {
        QTimer::singleShot(0, qApp, [button, text] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    *text = box->text();
                    box->button(button)->click();
                    return;
                }
        });
    }
    QString file(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
};

void TestScenarioSession::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
}

void TestScenarioSession::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestScenarioSession::menuEntries()
{
    AppSession appSession(LanguageSetup::english);
    ScenarioActions *actions = appSession.scenarios()->actions();
    QCOMPARE(actions->open()->shortcut(), QKeySequence(QKeySequence::Open));
    QCOMPARE(actions->save()->shortcut(), QKeySequence(QKeySequence::Save));
    QCOMPARE(actions->saveAs()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QVERIFY(actions->open()->text().contains(QStringLiteral("Scenario")));
    // One entry per sample, named after it.
    const QList<QAction *> samples = actions->sampleMenu()->actions();
    QCOMPARE(samples.size(), ScenarioSamples::all().size());
    for (int k = 0; k < samples.size(); ++k)
        QCOMPARE(samples.at(k)->objectName(),
                 QStringLiteral("sample_") + ScenarioSamples::all().at(k).id);
    // Nothing opened yet: Open Recent has nothing to offer.
    QVERIFY(!actions->recentMenu()->isEnabled());
}

void TestScenarioSession::saveCapturesTheWindow()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    window->requestParameter(pe::Parameter::Dimension, 16);
    window->requestParameter(pe::Parameter::PositionQ, qint64(7));
    window->requestParameter(pe::Parameter::ShownDimensions,
                             QVariant::fromValue(QList<int> { 1, 5 }));
    window->setHeatmapPalette(Palette::Cividis);
    window->viewDock(QStringLiteral("table"))->hide();
    window->raiseView(QStringLiteral("similarity"));
    LessonWizard *lesson = appSession.openLesson(QStringLiteral("attention"), 9);
    QVERIFY(lesson);
    QVERIFY(lesson->goToStep(4));
    appSession.scenarios()->setNote(QStringLiteral("Look at dims 1 and 5."));
    QApplication::processEvents();

    const QString name = file(QStringLiteral("saved.pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(name).isEmpty());
    const ScenarioReader::Result back
        = ScenarioReader::readFile(name, WindowScenario::vocabulary());
    QVERIFY2(back.ok(), qPrintable(back.error));
    const Scenario &s = back.scenario;
    QCOMPARE(s.parameters.dimension, 16);
    QCOMPARE(s.parameters.positionQ, 7);
    QCOMPARE(s.parameters.shownDimensions, QList<int>({ 1, 5 }));
    QCOMPARE(s.palette, QStringLiteral("cividis"));
    QVERIFY(!s.visibleViews.contains(QStringLiteral("table")));
    QVERIFY(s.visibleViews.contains(QStringLiteral("waves")));
    QCOMPARE(s.currentView, QStringLiteral("similarity"));
    QCOMPARE(s.viewport, window->heatmapView()->viewport());
    QCOMPARE(s.lesson.id, QStringLiteral("attention"));
    QCOMPARE(s.lesson.step, 4);
    QCOMPARE(s.lesson.comparePosition, 9);
    QCOMPARE(s.note, QStringLiteral("Look at dims 1 and 5."));
    QVERIFY(!appSession.scenarios()->isModified());
}

void TestScenarioSession::openRestoresEverything()
{
    // A file written by another session, then opened in a fresh one.
    Scenario s;
    s.parameters.dimension = 32;
    s.parameters.base = 500.5;
    s.parameters.positionCount = 80;
    s.parameters.positionQ = 12;
    s.parameters.encodingEnabled = false;
    s.parameters.layout = Layout::Concatenated;
    s.parameters.shownDimensions = { 0, 31 };
    s.parameters.pickedDimension = 31;
    s.visibleViews
        = { QStringLiteral("waves"), QStringLiteral("heatmap"), QStringLiteral("clock") };
    s.currentView = QStringLiteral("clock");
    s.palette = QStringLiteral("rdbu");
    s.viewport = { 10, 20, 4, 8 };
    s.lesson = { QStringLiteral("why-waves"), 5, 100000 };
    s.model = { QStringLiteral("phi-2"), QString(), 1000 };
    s.note = QStringLiteral("Far away, the same turn.");
    const QString name = file(QStringLiteral("open.pewscenario"));
    QVERIFY(ScenarioWriter::save(s, name).isEmpty());

    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const int undoBefore = window->undoStack()->count();
    QVERIFY(appSession.scenarios()->openFile(name).isEmpty());
    QApplication::processEvents();
    PositionalEncodingModel *m = appSession.model();
    QCOMPARE(m->dimension(), 32);
    QCOMPARE(m->base(), 500.5);
    QCOMPARE(m->positionCount(), 80);
    QCOMPARE(m->positionQ(), 12);
    QVERIFY(!m->isEncodingEnabled());
    QCOMPARE(m->componentLayout(), Layout::Concatenated);
    QCOMPARE(m->shownDimensions(), QList<int>({ 0, 31 }));
    QCOMPARE(m->pickedDimension(), 31);
    QVERIFY(!window->viewDock(QStringLiteral("table"))->toggleViewAction()->isChecked());
    QVERIFY(!window->viewDock(QStringLiteral("comparison"))->toggleViewAction()->isChecked());
    QVERIFY(window->viewDock(QStringLiteral("clock"))->isVisible());
    QCOMPARE(window->heatmapPalette(), Palette::RdBu);
    QCOMPARE(window->heatmapView()->viewport(), s.viewport);
    LessonWizard *lesson = appSession.activeLesson();
    QVERIFY(lesson);
    QCOMPARE(lesson->lesson().id(), QStringLiteral("why-waves"));
    QCOMPARE(lesson->currentStep(), 5);
    QCOMPARE(lesson->comparePosition(), 100000);
    // The note in the banner; the parameters as one undo step.
    ScenarioBanner *banner = appSession.scenarios()->banner();
    QVERIFY(banner->isVisible());
    QVERIFY(banner->findChild<QLabel *>(QStringLiteral("scenarioNote"))
                ->text()
                .contains(QStringLiteral("Far away, the same turn.")));
    QCOMPARE(window->undoStack()->count(), undoBefore + 1);
    QCOMPARE(window->undoStack()->undoText(), QStringLiteral("Open scenario"));
    // Saving what was opened gives the same bytes.
    QFile original(name);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QString again = file(QStringLiteral("again.pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(again).isEmpty());
    QFile copy(again);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), original.readAll());
}

void TestScenarioSession::badFileChangesNothing()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    appSession.window()->requestParameter(pe::Parameter::Dimension, 24);
    const Scenario before = appSession.scenarios()->capture();
    const QString name = file(QStringLiteral("bad.pewscenario"));
    QByteArray bytes = ScenarioWriter::toJson(before);
    bytes.replace("\"dimension\": 24", "\"dimension\": 7");
    QFile out(name);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    const QString error = appSession.scenarios()->openFile(name);
    QVERIFY2(error.contains(QStringLiteral("bad.pewscenario"))
                 && error.contains(QStringLiteral("parameters.dimension"))
                 && error.contains(QStringLiteral("7")),
             qPrintable(error));
    QVERIFY(appSession.scenarios()->capture() == before);
    QVERIFY(appSession.scenarios()->fileName().isEmpty());
    // Through the menu path the message is shown in a box, and still nothing changes.
    QString shown;
    answerNextMessageBox(QMessageBox::Ok, &shown);
    QVERIFY(!appSession.scenarios()->openInteractively(name));
    QCOMPARE(shown, error);
    QVERIFY(appSession.scenarios()->capture() == before);
}

void TestScenarioSession::modifiedMarkAndTitle()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCOMPARE(window->windowTitle(), QStringLiteral("Positional Encoding Workbench"));
    const QString name = file(QStringLiteral("lecture.pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(name).isEmpty());
    QCOMPARE(window->windowTitle(),
             QStringLiteral("lecture.pewscenario[*] — Positional Encoding Workbench"));
    QVERIFY(!window->isWindowModified());
    QSignalSpy modified(appSession.scenarios(), &ScenarioSession::modifiedChanged);
    window->requestParameter(pe::Parameter::PositionQ, qint64(9));
    QTRY_VERIFY(window->isWindowModified());
    QCOMPARE(modified.count(), 1);
    // Back to what was saved: no longer modified.
    window->undoStack()->undo();
    QTRY_VERIFY(!window->isWindowModified());
    // Moving the window is not a change of the scenario.
    window->move(window->pos() + QPoint(5, 5));
    QApplication::processEvents();
    QVERIFY(!appSession.scenarios()->isModified());
}

void TestScenarioSession::closeAsksAboutUnsavedChanges()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QString name = file(QStringLiteral("ask.pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(name).isEmpty());
    window->requestParameter(pe::Parameter::PositionQ, qint64(11));
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    QVERIFY(!window->close());
    QVERIFY(window->isVisible());
    QVERIFY2(question.contains(QStringLiteral("ask.pewscenario")), qPrintable(question));
    // Save: the file gets the change, then the window closes.
    answerNextMessageBox(QMessageBox::Save, &question);
    QVERIFY(window->close());
    const ScenarioReader::Result saved
        = ScenarioReader::readFile(name, WindowScenario::vocabulary());
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QCOMPARE(saved.scenario.parameters.positionQ, 11);
}

void TestScenarioSession::samplesOpenUntitled_data()
{
    QTest::addColumn<QString>("id");
    for (const ScenarioSamples::Sample &sample : ScenarioSamples::all())
        QTest::newRow(qPrintable(sample.id)) << sample.id;
}

void TestScenarioSession::samplesOpenUntitled()
{
    QFETCH(QString, id);
    // The built-in file is valid, and its note is the sample's source text.
    const ScenarioReader::Result read
        = ScenarioReader::readFile(ScenarioSamples::resourcePath(id), WindowScenario::vocabulary());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.notes.isEmpty());
    const auto sample
        = std::find_if(ScenarioSamples::all().begin(), ScenarioSamples::all().end(),
                       [&id](const ScenarioSamples::Sample &s) { return s.id == id; });
    QCOMPARE(read.scenario.note, QString::fromUtf8(sample->note));
    QFile resource(ScenarioSamples::resourcePath(id));
    QVERIFY(resource.open(QIODevice::ReadOnly));
    QCOMPARE(ScenarioWriter::toJson(read.scenario), resource.readAll());

    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    QVERIFY(appSession.scenarios()->openSample(id));
    QVERIFY(appSession.scenarios()->fileName().isEmpty());
    QCOMPARE(appSession.model()->dimension(), read.scenario.parameters.dimension);
    QVERIFY(appSession.window()->windowTitle().startsWith(ScenarioSamples::title(*sample)));
    QCOMPARE(appSession.scenarios()->note(), ScenarioSamples::note(*sample));
    if (!read.scenario.lesson.id.isEmpty()) {
        QVERIFY(appSession.activeLesson());
        QCOMPARE(appSession.activeLesson()->currentStep(), read.scenario.lesson.step);
        QCOMPARE(appSession.activeLesson()->comparePosition(),
                 read.scenario.lesson.comparePosition);
    }
}

void TestScenarioSession::dropOpensTheFile()
{
    Scenario s = WindowScenario::capture(*AppSession(LanguageSetup::english).window());
    s.parameters.positionQ = 17;
    const QString name = file(QStringLiteral("dropped.pewscenario"));
    QVERIFY(ScenarioWriter::save(s, name).isEmpty());
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QMimeData data;
    data.setUrls({ QUrl::fromLocalFile(name) });
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &drop);
    QCOMPARE(appSession.model()->positionQ(), 17);
    QCOMPARE(appSession.scenarios()->fileName(), name);
    // Other files are not taken.
    QMimeData text;
    text.setUrls({ QUrl::fromLocalFile(file(QStringLiteral("notes.txt"))) });
    QDragEnterEvent other(QPoint(50, 50), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    other.setAccepted(false);
    QApplication::sendEvent(window, &other);
    QVERIFY(!other.isAccepted());
}

void TestScenarioSession::recentFiles()
{
    AppSession appSession(LanguageSetup::english);
    for (int k = 0; k < ScenarioSession::maxRecent + 2; ++k)
        QVERIFY(appSession.scenarios()
                    ->saveFile(file(QStringLiteral("r%1.pewscenario").arg(k)))
                    .isEmpty());
    const QStringList recent = appSession.scenarios()->recentFiles();
    QCOMPARE(recent.size(), ScenarioSession::maxRecent);
    QCOMPARE(recent.first(), QFileInfo(file(QStringLiteral("r9.pewscenario"))).absoluteFilePath());
    Q_EMIT appSession.scenarios()->actions()->recentMenu()->aboutToShow();
    QCOMPARE(appSession.scenarios()->actions()->recentMenu()->actions().size(),
             ScenarioSession::maxRecent);
    QVERIFY(appSession.scenarios()->actions()->recentMenu()->isEnabled());
}

QTEST_MAIN(TestScenarioSession)
#include "tst_scenariosession.moc"
