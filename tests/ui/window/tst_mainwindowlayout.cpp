// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's layout on a 1024 × 768 lab screen and across a restart (issue 26): a floating
// dock comes back floating where it was, whether the window was closed or the app quit; the
// window never grows past its screen by itself (the lecture defaults, d = 128, d = 1024, in
// English and Japanese); a first start on the small screen is maximised, its title bar on it.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/offscreenscreen.h"
#include "tests/temporarysettings.h"
#include "ui/window/appsession.h"
#include "ui/window/fontsetup.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestMainWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void floatingDocksComeBack_data();
    void floatingDocksComeBack();
    void windowStaysOnTheScreen_data();
    void windowStaysOnTheScreen();
    void firstStartIsMaximised();
    void viewMenuFollowsTheWindow();

private:
    QTemporaryDir m_dir;
};

void TestMainWindowLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1024, 768));
}

void TestMainWindowLayout::init()
{
    QSettings().clear();
    QSettings().sync();
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
    FontSetup::apply(LanguageSetup::english);
}

void TestMainWindowLayout::floatingDocksComeBack_data()
{
    QTest::addColumn<bool>("quit");
    QTest::newRow("Quit (Ctrl+Q)") << true;
    QTest::newRow("the title bar's close") << false;
}

void TestMainWindowLayout::floatingDocksComeBack()
{
    QFETCH(bool, quit);
    QMap<QString, QRect> floated;
    {
        AppSession first(LanguageSetup::english);
        first.show();
        MainWindow *window = first.window();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
        QVERIFY(docks.size() >= 10);
        int k = 0;
        for (QDockWidget *dock : docks) {
            dock->show();
            dock->setFloating(true);
            dock->setGeometry(
                QRect(QPoint(30 + 20 * k, 40 + 15 * k),
                      QSize(480, 420).expandedTo(dock->minimumSizeHint() + QSize(20, 40))));
            ++k;
        }
        QApplication::processEvents();
        for (QDockWidget *dock : docks)
            floated.insert(dock->objectName(), dock->geometry());
        for (QDockWidget *dock : docks)
            QVERIFY(dock->isVisible() && dock->isFloating());
        if (quit) {
            window->actions()->action(QStringLiteral("quit"))->trigger();
        } else {
            window->close();
            // The floating docks go with the window; nothing may save them closed.
            for (QDockWidget *dock : docks)
                dock->close();
        }
        QVERIFY(!window->isVisible());
        // The app's last save (aboutToQuit) comes after every window closed.
        first.saveSettings();
    }
    // A new start reads the saved settings.
    AppSession second(LanguageSetup::english);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(second.window()));
    for (auto it = floated.cbegin(); it != floated.cend(); ++it) {
        auto *dock = second.window()->findChild<QDockWidget *>(it.key());
        QVERIFY(dock);
        QTRY_VERIFY2(dock->isVisible(), qPrintable(it.key()));
        QVERIFY2(dock->isFloating(), qPrintable(it.key()));
        QVERIFY2(dock->toggleViewAction()->isChecked(), qPrintable(it.key()));
        QVERIFY2(dock->geometry() == it.value(),
                 qPrintable(it.key()
                            + QStringLiteral(" min %1x%2")
                                  .arg(dock->minimumSizeHint().width())
                                  .arg(dock->minimumSizeHint().height())));
    }
}

void TestMainWindowLayout::windowStaysOnTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString(LanguageSetup::english);
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestMainWindowLayout::windowStaysOnTheScreen()
{
    QFETCH(QString, language);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    FontSetup::apply(language);
    AppSession appSession(language);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QApplication::processEvents();
    const auto check = [&](const char *step) {
        for (int k = 0; k < 5; ++k) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QApplication::processEvents();
        }
        QVERIFY2(window->frameGeometry().width() <= screen.width(),
                 qPrintable(QStringLiteral("%1: %2 px wide")
                                .arg(QLatin1String(step))
                                .arg(window->frameGeometry().width())));
        QVERIFY2(window->minimumSizeHint().width() <= screen.width(),
                 qPrintable(QStringLiteral("%1: at least %2 px")
                                .arg(QLatin1String(step))
                                .arg(window->minimumSizeHint().width())));
    };
    check("start");
    const int comparisonWidth = window->viewDock(QStringLiteral("comparison"))->width();
    window->actions()->action(QStringLiteral("lectureDefaults"))->trigger();
    QCOMPARE(appSession.model()->dimension(), 128);
    check("lecture defaults");
    window->requestParameter(pe::Parameter::Dimension, 1024);
    check("d = 1024");
    window->requestParameter(pe::Parameter::Dimension, 65536);
    check("d = 65536");
    window->requestParameter(pe::Parameter::PositionP, qint64(1) << 50);
    check("p = 2^50");
    // Back to d = 8: the right-hand panel is as wide as it was (it kept the width d = 128 gave).
    window->requestParameter(pe::Parameter::PositionP, qint64(0));
    window->requestParameter(pe::Parameter::Dimension, 8);
    check("d = 8 again");
    QCOMPARE(window->viewDock(QStringLiteral("comparison"))->width(), comparisonWidth);
}

void TestMainWindowLayout::firstStartIsMaximised()
{
    // No saved layout, a screen smaller than the 1280 × 800 the window would like: maximised,
    // so the window manager keeps its title bar and close button on the screen.
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
    QVERIFY(appSession.window()->isMaximized());
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QTRY_VERIFY(screen.contains(appSession.window()->frameGeometry()));
    // The next start comes back maximised, not as a window of the screen's size at 0, 0.
    appSession.saveSettings();
    AppSession again(LanguageSetup::english);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(again.window()));
    QVERIFY(again.window()->isMaximized());
}

// View lists the docks as the window shows them: the parameters, then the tabs in their order
// (Comparison, the first tab, was listed last).
void TestMainWindowLayout::viewMenuFollowsTheWindow()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    QMenu *view = nullptr;
    for (QAction *a : window.menuBar()->actions())
        if (a->menu() && a->menu()->title() == QStringLiteral("&View"))
            view = a->menu();
    QVERIFY(view);
    QStringList listed;
    for (QAction *a : view->actions())
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            if (dock->toggleViewAction() == a)
                listed.append(dock->objectName());
    QStringList expected { QStringLiteral("parametersDock") };
    for (const ViewEntry *entry : ViewRegistry::windowOrder())
        if (window.findChild<QDockWidget *>(QString::fromLatin1(entry->id)
                                            + QStringLiteral("Dock")))
            expected.append(QString::fromLatin1(entry->id) + QStringLiteral("Dock"));
    QCOMPARE(listed, expected);
}

PEW_TEST_MAIN_WITH_SCREEN(TestMainWindowLayout, 1024, 768)
#include "tst_mainwindowlayout.moc"
