// SPDX-License-Identifier: GPL-3.0-or-later
// The running app: settings written soon after each change (a crash loses nothing), and Quit
// (Ctrl+Q) ends everything from any window.
#include "languagesetup.h"
#include "lessonwizard.h"
#include "mainactions.h"
#include "mainwindow.h"
#include "positionalencodingmodel.h"
#include "workbench.h"

#include <QAction>
#include <QApplication>
#include <QPointer>
#include <QSettings>
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
    void ctrlQInALessonClosesEverything();
    void quitFromTheExplorerClosesTheLessons();

private:
    // What is on disk now, read past QSettings' own cache.
    QVariant stored(const QString &key) const
    {
        QSettings file(m_dir.filePath(QStringLiteral("pe-workbench/pe-workbench.conf")),
                       QSettings::IniFormat);
        return file.value(key);
    }
    static void activate(QWidget *window)
    {
        window->activateWindow();
        QApplication::setActiveWindow(window);
        QVERIFY(QTest::qWaitForWindowActive(window));
    }

    QTemporaryDir m_dir;
};

void TestWorkbench::initTestCase()
{
    // Never the user's own settings, nor a classroom's system-wide file.
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope,
                       m_dir.filePath(QStringLiteral("system")));
    QCoreApplication::setOrganizationName(QStringLiteral("pe-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-workbench"));
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestWorkbench::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestWorkbench::parametersAreSavedSoonAfterAChange()
{
    Workbench workbench(LanguageSetup::english);
    workbench.show();
    QVERIFY(QTest::qWaitForWindowExposed(workbench.window()));
    QVERIFY(stored(QStringLiteral("parameters/dimension")) != 48);
    workbench.model()->setDimension(48);
    workbench.model()->setPositionQ(17);
    // Without quitting: the file has the values once the short delay has passed.
    QTRY_COMPARE(stored(QStringLiteral("parameters/dimension")).toInt(), 48);
    QCOMPARE(stored(QStringLiteral("parameters/positionQ")).toInt(), 17);
    workbench.model()->setShownDimensions({ 2, 5 });
    QTRY_COMPARE(stored(QStringLiteral("parameters/shownDimensions")).toString(),
                 QStringLiteral("2,5"));
}

void TestWorkbench::layoutIsSavedSoonAfterAChange()
{
    Workbench workbench(LanguageSetup::english);
    workbench.show();
    QVERIFY(QTest::qWaitForWindowExposed(workbench.window()));
    workbench.window()->setHeatmapPalette(Palette::Cividis);
    QTRY_COMPARE(stored(QStringLiteral("view/palette")).toString(), QStringLiteral("cividis"));
    QVERIFY(!stored(QStringLiteral("window/state")).toByteArray().isEmpty());
    const QByteArray before = stored(QStringLiteral("window/geometry")).toByteArray();
    workbench.window()->resize(workbench.window()->size() + QSize(20, 10));
    QTRY_VERIFY(stored(QStringLiteral("window/geometry")).toByteArray() != before);
}

void TestWorkbench::ctrlQInALessonClosesEverything()
{
    Workbench workbench(LanguageSetup::english);
    workbench.show();
    QPointer<LessonWizard> lesson = workbench.openLesson(QStringLiteral("workbench"));
    QVERIFY(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    activate(lesson);
    workbench.model()->setPositionP(7);
    QTest::keyClick(lesson, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(lesson.isNull()); // closed, and deleted as it closes
    QVERIFY(!workbench.window()->isVisible());
    QVERIFY(QApplication::topLevelWidgets().size() > 0); // (hidden ones remain, none visible)
    for (QWidget *window : QApplication::topLevelWidgets())
        QVERIFY2(!window->isVisible(), window->metaObject()->className());
    // Closing the explorer wrote the layout, the delay the parameters.
    QTRY_COMPARE(stored(QStringLiteral("parameters/positionP")).toInt(), 7);
}

void TestWorkbench::quitFromTheExplorerClosesTheLessons()
{
    Workbench workbench(LanguageSetup::english);
    workbench.show();
    QPointer<LessonWizard> lesson = workbench.openLesson(QStringLiteral("why-waves"));
    QVERIFY(lesson);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    activate(workbench.window());
    QTest::keyClick(workbench.window(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(lesson.isNull());
    QVERIFY(!workbench.window()->isVisible());
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
