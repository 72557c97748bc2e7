// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files across saves, opens and restarts (issue 26): Open Recent offers a file as soon
// as one was saved or opened (it stayed greyed until a restart); every open view is saved, the
// Training tab too, and comes back; a restart after a sample with a note shows no empty note
// bar; a file that cannot be opened is said in the same message box wherever it came from; a
// note is cut at its limit in characters as the reader counts them (issue 28: 1001 emoji); the
// Your model view's model and context length go with the file (issue 30).
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/temporarysettings.h"
#include "ui/modelview/modelview.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenarioactions.h"
#include "ui/window/scenariobanner.h"
#include "ui/window/scenariosamples.h"
#include "ui/window/scenariosession.h"
#include "ui/window/viewregistry.h"
#include "ui/window/windowscenario.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <tuple>

using namespace pe;

class TestScenarioSessionFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void openRecentFollowsSaveAndOpen();
    void everyOpenViewIsSaved_data();
    void everyOpenViewIsSaved();
    void samplesKeepEveryViewOpen();
    void noEmptyNoteBarAfterARestart();
    void openFailureIsTheFileOpenMessage();
    void noteLimitCountsCharacters();
    void theModelIsSavedAndOpened();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
};

void TestScenarioSessionFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
}

void TestScenarioSessionFiles::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestScenarioSessionFiles::openRecentFollowsSaveAndOpen()
{
    AppSession appSession(LanguageSetup::english);
    ScenarioSession *session = appSession.scenarios();
    QMenu *recent = session->actions()->recentMenu();
    QVERIFY(!recent->isEnabled());
    // Saved: offered at once, without the menu being opened first (a greyed menu never opens).
    const QString saved = file(QStringLiteral("saved.pewscenario"));
    QVERIFY(session->saveFile(saved).isEmpty());
    QVERIFY(recent->isEnabled());
    QVERIFY(recent->menuAction()->isEnabled());
    QCOMPARE(recent->actions().size(), 1);
    QCOMPARE(recent->actions().first()->text(),
             QDir::toNativeSeparators(QFileInfo(saved).absoluteFilePath()));
    // Opened: first in the list.
    const QString other = file(QStringLiteral("other.pewscenario"));
    QVERIFY(ScenarioWriter::save(session->capture(), other).isEmpty());
    QVERIFY(session->openFile(other).isEmpty());
    QCOMPARE(recent->actions().size(), 2);
    QCOMPARE(recent->actions().first()->text(),
             QDir::toNativeSeparators(QFileInfo(other).absoluteFilePath()));
}

void TestScenarioSessionFiles::everyOpenViewIsSaved_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &name : ViewRegistry::ids())
        QTest::newRow(qPrintable(name)) << name;
}

void TestScenarioSessionFiles::everyOpenViewIsSaved()
{
    QFETCH(QString, view);
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    // Every view open, this one in front.
    for (const QString &name : ViewRegistry::ids())
        if (QDockWidget *dock = window->viewDock(name))
            dock->show();
    window->raiseView(view);
    QApplication::processEvents();
    const QString name = file(view + QStringLiteral(".pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(name).isEmpty());
    const ScenarioReader::Result read
        = ScenarioReader::readFile(name, WindowScenario::vocabulary());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.scenario.visibleViews, ViewRegistry::ids());
    if (window->viewDock(view))
        QCOMPARE(read.scenario.currentView, view);

    // Opened in a window with that view closed: it is open again, and stays so after a restart.
    AppSession other(LanguageSetup::english);
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(other.window()));
    if (QDockWidget *dock = other.window()->viewDock(view))
        dock->hide();
    QVERIFY(other.scenarios()->openFile(name).isEmpty());
    QApplication::processEvents();
    for (const QString &shown : ViewRegistry::ids())
        if (QDockWidget *dock = other.window()->viewDock(shown))
            QVERIFY2(dock->toggleViewAction()->isChecked(), qPrintable(shown));
    QCOMPARE(WindowScenario::capture(*other.window()).visibleViews, ViewRegistry::ids());
}

void TestScenarioSessionFiles::samplesKeepEveryViewOpen()
{
    // A sample that left out a view (Training) closed it, a Save then dropped it, and the saved
    // layout kept it closed at every start.
    for (const ScenarioSamples::Sample &sample : ScenarioSamples::all()) {
        AppSession appSession(LanguageSetup::english);
        appSession.show();
        QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
        QVERIFY(appSession.scenarios()->openSample(sample.id));
        QApplication::processEvents();
        QCOMPARE(WindowScenario::capture(*appSession.window()).visibleViews, ViewRegistry::ids());
    }
}

void TestScenarioSessionFiles::noEmptyNoteBarAfterARestart()
{
    const ScenarioSamples::Sample *withNote = nullptr;
    for (const ScenarioSamples::Sample &sample : ScenarioSamples::all())
        if (!ScenarioSamples::note(sample).isEmpty())
            withNote = &sample;
    QVERIFY(withNote);
    {
        AppSession first(LanguageSetup::english);
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(first.window()));
        QVERIFY(first.scenarios()->openSample(withNote->id));
        QApplication::processEvents();
        QVERIFY(first.scenarios()->banner()->isVisible());
        first.window()->close();
        first.saveSettings();
    }
    AppSession second(LanguageSetup::english);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(second.window()));
    QApplication::processEvents();
    ScenarioBanner *banner = second.scenarios()->banner();
    QVERIFY(banner->note().isEmpty());
    QVERIFY(!banner->isVisible());
    QVERIFY(!banner->isVisibleTo(second.window()));
}

void TestScenarioSessionFiles::openFailureIsTheFileOpenMessage()
{
    const QString bad = file(QStringLiteral("bad.pewscenario"));
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("{ \"format\": \"pe-workbench-scenario\", \"version\": 1 }");
    out.close();
    const ScenarioReader::Result read = ScenarioReader::readFile(bad, WindowScenario::vocabulary());
    QVERIFY(!read.ok());

    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    // What File → Open shows for the file, and what the start from the file manager shows
    // (main() hands the command line's message to showOpenFailure()).
    const auto boxFor = [](const std::function<void()> &open) {
        QString title;
        QString text;
        QWidget *parent = nullptr;
        QTimer::singleShot(0, qApp, [&] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    title = box->windowTitle();
                    text = box->text();
                    parent = box->parentWidget();
                    box->button(QMessageBox::Ok)->click();
                    return;
                }
        });
        open();
        return std::make_tuple(title, text, parent);
    };
    const auto fromMenu = boxFor([&] { QVERIFY(!appSession.scenarios()->openInteractively(bad)); });
    const auto fromStart = boxFor([&] { appSession.scenarios()->showOpenFailure(read.error); });
    QCOMPARE(std::get<0>(fromMenu), QStringLiteral("Scenario not opened"));
    QCOMPARE(std::get<1>(fromMenu), read.error);
    QVERIFY(std::get<2>(fromMenu) == appSession.window());
    QCOMPARE(fromStart, fromMenu);
}

// 1001 emoji are 2002 UTF-16 units but 1001 characters: the note keeps them all, is saved and
// reads back. Past the limit it keeps 2000 whole emoji (not 1000, nor half of one).
void TestScenarioSessionFiles::noteLimitCountsCharacters()
{
    AppSession appSession(LanguageSetup::english);
    ScenarioSession *session = appSession.scenarios();
    const QString emoji = QString::fromUtf8("\xf0\x9f\x98\x80");
    session->setNote(emoji.repeated(1001));
    QCOMPARE(session->note(), emoji.repeated(1001));
    const QString name = file(QStringLiteral("emoji.pewscenario"));
    QVERIFY(session->saveFile(name).isEmpty());
    const ScenarioReader::Result read
        = ScenarioReader::readFile(name, WindowScenario::vocabulary());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.scenario.note, emoji.repeated(1001));

    session->setNote(emoji.repeated(Scenario::maxNoteLength + 1));
    QCOMPARE(session->note(), emoji.repeated(Scenario::maxNoteLength));
    QVERIFY(session->saveFile(name).isEmpty());
    QVERIFY(ScenarioReader::readFile(name, WindowScenario::vocabulary()).ok());
}

void TestScenarioSessionFiles::theModelIsSavedAndOpened()
{
    // A teacher's own config.json beside the scenario, and a sample: each comes back with its
    // context length in another window.
    QFile source(QStringLiteral(":/models/llama-3.1-8b.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString config = file(QStringLiteral("config.json"));
    QFile copy(config);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    copy.write(source.readAll());
    copy.close();
    for (const QString &model : { config, QStringLiteral(":/models/llama-2-7b.json") }) {
        AppSession appSession(LanguageSetup::english);
        appSession.show();
        auto *view = appSession.window()->view<ModelView>(QStringLiteral("model"));
        QVERIFY(view && view->loadFile(model));
        QVERIFY(view->setContextLength(12345));
        const QString name = file(QStringLiteral("model.pewscenario"));
        QVERIFY(appSession.scenarios()->saveFile(name).isEmpty());
        const ScenarioReader::Result read
            = ScenarioReader::readFile(name, WindowScenario::vocabulary());
        QVERIFY2(read.ok(), qPrintable(read.error));
        const bool sample = model.startsWith(QLatin1Char(':'));
        QCOMPARE(read.scenario.model.sample, sample ? QStringLiteral("llama-2-7b") : QString());
        QCOMPARE(read.scenario.model.file, sample ? QString() : config);
        QCOMPARE(read.scenario.model.context, qint64(12345));

        AppSession other(LanguageSetup::english);
        other.show();
        QVERIFY(other.scenarios()->openFile(name).isEmpty());
        auto *opened = other.window()->view<ModelView>(QStringLiteral("model"));
        QCOMPARE(opened->source(), model);
        QCOMPARE(opened->contextLength(), qint64(12345));
        QVERIFY(opened->message().isEmpty());
    }
    // The config.json gone (another machine): the model shown stays, the view says why, and the
    // rest of the scenario is applied.
    const QString name = file(QStringLiteral("model.pewscenario"));
    Scenario moved = ScenarioReader::readFile(name, WindowScenario::vocabulary()).scenario;
    moved.model = { QString(), file(QStringLiteral("gone/config.json")), 4096 };
    moved.parameters.positionQ = 7;
    QVERIFY(ScenarioWriter::save(moved, name).isEmpty());
    AppSession third(LanguageSetup::english);
    third.show();
    auto *view = third.window()->view<ModelView>(QStringLiteral("model"));
    const QString before = view->source();
    QVERIFY(third.scenarios()->openFile(name).isEmpty());
    QCOMPARE(view->source(), before);
    QVERIFY2(view->message().contains(QStringLiteral("config.json")), qPrintable(view->message()));
    QCOMPARE(third.window()->model()->positionQ(), qint64(7));
}

QTEST_MAIN(TestScenarioSessionFiles)
#include "tst_scenariosessionfiles.moc"
