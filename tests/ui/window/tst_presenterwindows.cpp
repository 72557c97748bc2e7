// SPDX-License-Identifier: GPL-3.0-or-later
// Presenter mode and the windows it covers: the presented window keeps its screen's size while
// the zoom changes, and a floating dock (a window of its own) is blanked by B and takes the large
// type and the look with the rest.
#include "core/model/languagesetup.h"
#include "tests/offscreenscreen.h"
#include "tests/temporarysettings.h"
#include "ui/common/presenterlook.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"

#include <QApplication>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestPresenterWindows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void liveZoomChangeKeepsTheScreenSize();
    void floatingDockIsBlankedAndZoomed();

private:
    QTemporaryDir m_dir;
};

void TestPresenterWindows::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
    QVERIFY(test::screenNamed(QStringLiteral("lab"))
            && test::screenNamed(QStringLiteral("projector")));
}

void TestPresenterWindows::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestPresenterWindows::liveZoomChangeKeepsTheScreenSize()
{
    // Ctrl++ step by step while presenting on 1024 × 768: the window grew with the type to
    // 1128 × 942 and stayed so when the zoom came down again.
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    PresenterMode *presenter = appSession.presenter();
    QVERIFY(presenter->setZoom(125).isEmpty());
    presenter->setScreenName(QStringLiteral("projector"));
    presenter->enter(window);
    const QRect projector = test::screenNamed(QStringLiteral("projector"))->geometry();
    QTRY_COMPARE(window->geometry(), projector);
    for (const int zoom : { 150, 175, 200, 225, 250, 225, 200, 175, 150, 125 }) {
        QVERIFY(presenter->setZoom(zoom).isEmpty());
        QVERIFY(presenter->shownZoom() <= zoom);
        QTRY_COMPARE(window->geometry(), projector);
        QVERIFY2(window->minimumSizeHint().width() <= projector.width()
                     && window->minimumSizeHint().height() <= projector.height(),
                 qPrintable(QStringLiteral("%1 %: %2 x %3")
                                .arg(zoom)
                                .arg(window->minimumSizeHint().width())
                                .arg(window->minimumSizeHint().height())));
    }
    QCOMPARE(presenter->shownZoom(), 125);
}

void TestPresenterWindows::floatingDockIsBlankedAndZoomed()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    auto *dock = window->findChild<QDockWidget *>(QStringLiteral("comparisonDock"));
    QVERIFY(dock);
    dock->show();
    dock->setFloating(true);
    QVERIFY(QTest::qWaitForWindowExposed(dock));
    const QFont normal = dock->widget()->font();
    PresenterMode *presenter = appSession.presenter();
    QVERIFY(presenter->setZoom(200).isEmpty());
    presenter->setScreenName(QStringLiteral("lab"));
    presenter->enter(window);
    QTRY_VERIFY(window->isFullScreen());
    // The dock's content in the large type and the look, as the window's (fonts and palettes
    // stop at a window's edge: only its headline, a font of its own, had been scaled).
    QCOMPARE(dock->widget()->font().pointSizeF(), window->font().pointSizeF());
    QVERIFY(dock->widget()->font().pointSizeF() > normal.pointSizeF() * 1.5);
    QCOMPARE(dock->palette().color(QPalette::Window), window->palette().color(QPalette::Window));

    // B: the dock is black too, not the answers on the wall.
    window->setFocus();
    QTest::keyClick(window, Qt::Key_B);
    QVERIFY(presenter->isBlanked());
    auto *curtain = dock->findChild<QWidget *>(QStringLiteral("presenterCurtain"));
    QVERIFY(curtain && curtain->isVisible());
    QCOMPARE(curtain->geometry(), dock->rect());
    const QImage shot = dock->grab().toImage();
    QCOMPARE(shot.pixelColor(shot.width() / 2, shot.height() / 2), QColor(Qt::black));
    // A key in the dock brings everything back.
    QTest::keyClick(curtain, Qt::Key_Space);
    QTRY_VERIFY(!presenter->isBlanked());
    QTRY_VERIFY(!dock->findChild<QWidget *>(QStringLiteral("presenterCurtain")));
    QTRY_VERIFY(!window->findChild<QWidget *>(QStringLiteral("presenterCurtain")));

    // Leaving gives the dock its normal type and palette again.
    presenter->leave();
    QTRY_VERIFY(!window->isFullScreen());
    QCOMPARE(dock->widget()->font().pointSizeF(), normal.pointSizeF());
    QVERIFY(!dock->testAttribute(Qt::WA_SetFont));
    QVERIFY(!dock->testAttribute(Qt::WA_SetPalette));
}

PEW_TEST_MAIN_WITH_LAB_AND_PROJECTOR(TestPresenterWindows)

#include "tst_presenterwindows.moc"
