// SPDX-License-Identifier: GPL-3.0-or-later
// The running app: settings written soon after each change (a crash loses nothing), and Quit
// (Ctrl+Q) ends everything from any window.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/activatewindow.h"
#include "tests/offscreenscreen.h"
#include "tests/temporarysettings.h"
#include "ui/lessons/pages/lessonmistakespage.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestWorkbench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void parametersAreSavedSoonAfterAChange();
    void layoutIsSavedSoonAfterAChange();
    void failedSaveIsReported();
    void ctrlQInALessonClosesEverything();
    void quitFromTheExplorerClosesTheLessons();
    void firstStartFitsTheScreen();
    void layoutFromABiggerScreenFits();
    void sixthMistakeOpensTheTrainingStep();
    void showInExplorerBringsTheExplorerForward();

private:
    // What is on disk now, read past QSettings' own cache.
    QVariant stored(const QString &key) const
    {
        QSettings file(m_dir.filePath(QStringLiteral("pe-workbench/pe-workbench.conf")),
                       QSettings::IniFormat);
        return file.value(key);
    }
    static void activate(QWidget *window) { QVERIFY(pe::test::activate(window)); }

    QTemporaryDir m_dir;
};

void TestWorkbench::initTestCase()
{
    // Never the user's own settings, nor a classroom's system-wide file.
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestWorkbench::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestWorkbench::parametersAreSavedSoonAfterAChange()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    QVERIFY(stored(QStringLiteral("parameters/dimension")) != 48);
    appSession.model()->setDimension(48);
    appSession.model()->setPositionQ(17);
    // Without quitting: the file has the values once the short delay has passed.
    QTRY_COMPARE(stored(QStringLiteral("parameters/dimension")).toInt(), 48);
    QCOMPARE(stored(QStringLiteral("parameters/positionQ")).toInt(), 17);
    appSession.model()->setShownDimensions({ 2, 5 });
    QTRY_COMPARE(stored(QStringLiteral("parameters/shownDimensions")).toString(),
                 QStringLiteral("2,5"));
}

void TestWorkbench::layoutIsSavedSoonAfterAChange()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    appSession.window()->setHeatmapPalette(Palette::Cividis);
    QTRY_COMPARE(stored(QStringLiteral("view/palette")).toString(), QStringLiteral("cividis"));
    QVERIFY(!stored(QStringLiteral("window/state")).toByteArray().isEmpty());
    const QByteArray before = stored(QStringLiteral("window/geometry")).toByteArray();
    appSession.window()->resize(appSession.window()->size() + QSize(20, 10));
    QTRY_VERIFY(stored(QStringLiteral("window/geometry")).toByteArray() != before);
}

// The settings file cannot be written (here: a folder stands where the file goes; as root no
// permission stops a write): the status bar names the file, and the app goes on with its values.
void TestWorkbench::failedSaveIsReported()
{
    const QString file = QSettings().fileName();
    QFile::remove(file);
    QVERIFY(QDir().mkpath(file));
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    appSession.model()->setDimension(48);
    QTRY_VERIFY(appSession.window()->statusBar()->currentMessage().contains(
        QStringLiteral("could not be saved")));
    QVERIFY(appSession.window()->statusBar()->currentMessage().contains(file));
    QCOMPARE(appSession.model()->dimension(), 48);
    QVERIFY(QDir(file).removeRecursively());
}

void TestWorkbench::ctrlQInALessonClosesEverything()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QPointer<LessonWizard> lesson = appSession.openLesson(QStringLiteral("workbench"));
    QVERIFY(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    activate(lesson);
    appSession.model()->setPositionP(7);
    QTest::keyClick(lesson, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(lesson.isNull()); // closed, and deleted as it closes
    QVERIFY(!appSession.window()->isVisible());
    QVERIFY(QApplication::topLevelWidgets().size() > 0); // (hidden ones remain, none visible)
    for (QWidget *window : QApplication::topLevelWidgets())
        QVERIFY2(!window->isVisible(), window->metaObject()->className());
    // Closing the explorer wrote the layout, the delay the parameters.
    QTRY_COMPARE(stored(QStringLiteral("parameters/positionP")).toInt(), 7);
}

void TestWorkbench::quitFromTheExplorerClosesTheLessons()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QPointer<LessonWizard> lesson = appSession.openLesson(QStringLiteral("why-waves"));
    QVERIFY(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    activate(appSession.window());
    QTest::keyClick(appSession.window(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(lesson.isNull());
    QVERIFY(!appSession.window()->isVisible());
}

void TestWorkbench::firstStartFitsTheScreen()
{
    // This test's screen is a 1024 × 768 lab screen (see main): smaller than the 1280 × 800 the
    // window would like.
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(available.size(), QSize(1024, 768));
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    QTRY_VERIFY2(available.contains(appSession.window()->frameGeometry()),
                 qPrintable(QStringLiteral("%1×%2")
                                .arg(appSession.window()->width())
                                .arg(appSession.window()->height())));
    QVERIFY(appSession.window()->frameGeometry().width() >= available.width() - 4);
}

void TestWorkbench::layoutFromABiggerScreenFits()
{
    {
        AppSession big(LanguageSetup::english);
        big.window()->setGeometry(200, 100, 1900, 1050);
        big.saveSettings();
    }
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    QTRY_VERIFY(available.contains(appSession.window()->frameGeometry()));
    QVERIFY(appSession.window()->width() >= 1000);
}

// The workbench lesson's sixth mistake links to the attention lesson's "Does a model use it?".
void TestWorkbench::sixthMistakeOpensTheTrainingStep()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QPointer<LessonWizard> lesson = appSession.openLesson(QStringLiteral("workbench"));
    QVERIFY(lesson);
    const int mistakes = lesson->lesson().indexOfStep(QStringLiteral("mistakes"));
    QVERIFY(lesson->goToStep(mistakes));
    auto *page = qobject_cast<LessonMistakesPage *>(lesson->page(mistakes));
    QVERIFY(page);
    page->setMistake(LessonMistakes::Mistake::InputsDifferMeansOrder);
    auto *link = page->findChild<QLabel *>(QStringLiteral("tryIt"));
    QVERIFY(link && link->isVisible());
    Q_EMIT link->linkActivated(QStringLiteral("lesson:attention:model-uses-it"));
    QApplication::processEvents();
    QPointer<LessonWizard> attention = appSession.activeLesson();
    QVERIFY(attention);
    QCOMPARE(attention->lesson().id(), QStringLiteral("attention"));
    QCOMPARE(attention->currentStep(),
             attention->lesson().indexOfStep(QStringLiteral("model-uses-it")));
    for (LessonWizard *w : { lesson.data(), attention.data() })
        if (w)
            w->close();
    QApplication::processEvents();
}

// The lesson window stays above the explorer: Show in explorer did its work unseen under it.
void TestWorkbench::showInExplorerBringsTheExplorerForward()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QPointer<LessonWizard> lesson = appSession.openLesson(QStringLiteral("beyond"));
    QVERIFY(lesson && QTest::qWaitForWindowExposed(lesson));
    lesson->button(QWizard::CustomButton1)->click();
    QVERIFY(lesson->windowState() & Qt::WindowMinimized);
    QVERIFY(appSession.window()->isVisible());
    // The Lessons menu brings it back as it was.
    QCOMPARE(appSession.openLesson(QStringLiteral("beyond")), lesson.data());
    QVERIFY(!(lesson->windowState() & Qt::WindowMinimized));
    // Presenting the lesson, the button presents the explorer in its place.
    appSession.presenter()->enter(lesson);
    QTRY_VERIFY(lesson->isFullScreen());
    lesson->button(QWizard::CustomButton1)->click();
    QCOMPARE(appSession.presenter()->target(), appSession.window());
    QTRY_VERIFY(appSession.window()->isFullScreen());
    appSession.presenter()->leave();
    lesson->close();
    QApplication::processEvents();
}

PEW_TEST_MAIN_WITH_SCREEN(TestWorkbench, 1024, 768)
#include "tst_appsession.moc"
