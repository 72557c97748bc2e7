// SPDX-License-Identifier: GPL-3.0-or-later
// Presenter mode on a lab PC with a projector: full screen on the projector, large type in a
// high-contrast look, lessons stepped with clicker keys, B blanks, and nothing of the student's
// setting changed by presenting.
#include "core/model/languagesetup.h"
#include "core/model/presentersettings.h"
#include "tests/offscreenscreen.h"
#include "tests/temporarysettings.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/indicatorstyle.h"
#include "ui/common/presenterlook.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/waves/waveplot.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenariosession.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestPresenterMode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void f5PresentsTheExplorerOnTheProjector();
    void escapeLeavesAndPutsEverythingBack();
    void studentSettingsAreNotTouched();
    void zoomAndLookAreRememberedForPresenterModeOnly();
    void zoomIsLoweredToFitASmallScreen();
    void clickerKeysStepThroughALesson();
    void arrowKeysStayInANumberField();
    void bBlanksAndAnyKeyBringsItBack();
    void closingAPresentedLessonEndsPresenterMode();
    void scenarioKeepsPresenterMode();

private:
    static void press(QWidget *window, Qt::Key key)
    {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : window;
        QTest::keyClick(target, key);
    }

    QTemporaryDir m_dir;
};

void TestPresenterMode::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
    QCOMPARE(QGuiApplication::screens().size(), 2);
    QVERIFY(test::screenNamed(QStringLiteral("lab"))
            && test::screenNamed(QStringLiteral("projector")));
}

void TestPresenterMode::init()
{
    QSettings().clear();
    QSettings().sync();
}

void TestPresenterMode::f5PresentsTheExplorerOnTheProjector()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCOMPARE(window->screen()->name(), QStringLiteral("lab"));
    QAction *toggle = window->findChild<QAction *>(QStringLiteral("presenterMode"));
    QVERIFY(toggle);
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::Key_F5));
    const double normalSize = window->font().pointSizeF();

    toggle->trigger();
    PresenterMode *presenter = appSession.presenter();
    QVERIFY(presenter->isActive());
    QVERIFY(toggle->isChecked());
    QTRY_VERIFY(window->isFullScreen());
    // The other screen, the one the window was not on: the projector.
    QTRY_COMPARE(window->geometry(), test::screenNamed(QStringLiteral("projector"))->geometry());
    // Black on white, and every view takes it: the parameter panel and the heatmap share it.
    QCOMPARE(window->palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(window->palette().color(QPalette::WindowText), QColor(Qt::black));
    QCOMPARE(window->heatmapView()->palette().color(QPalette::WindowText), QColor(Qt::black));
    // Type scaled by the shown zoom (lowered on the 1024 px projector, see below).
    QVERIFY(presenter->shownZoom() >= PresenterSettings::minimumZoom);
    QCOMPARE(window->font().pointSizeF(), normalSize * presenter->shownZoom() / 100.0);
    QVERIFY(PresenterLook::lineScale(window->wavePlot()) > 1.2);
}

void TestPresenterMode::escapeLeavesAndPutsEverythingBack()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTRY_VERIFY(window->isVisible());
    const QRect before = window->geometry();
    const QFont font = window->font();
    const QColor ground = window->palette().color(QPalette::Window);
    QCheckBox *box = window->findChild<QCheckBox *>();
    QVERIFY(box);
    appSession.presenter()->enter(window);
    QTRY_VERIFY(window->isFullScreen());
    QVERIFY(window->palette().color(QPalette::Window) != ground || ground == QColor(Qt::white));
    // Tick boxes framed in the ink while presenting (Fusion's frame is the window colour's).
    QVERIFY(qobject_cast<IndicatorStyle *>(box->style()));

    press(window, Qt::Key_Escape);
    QVERIFY(!appSession.presenter()->isActive());
    QTRY_VERIFY(!window->isFullScreen());
    // Its size and screen again (offscreen puts a restored window a frame's height lower).
    QTRY_COMPARE(window->size(), before.size());
    QVERIFY((window->pos() - before.topLeft()).manhattanLength() <= 40);
    QCOMPARE(window->screen()->name(), QStringLiteral("lab"));
    QCOMPARE(window->font(), font);
    QVERIFY(!window->testAttribute(Qt::WA_SetFont));
    QVERIFY(!window->testAttribute(Qt::WA_SetPalette));
    QCOMPARE(window->palette().color(QPalette::Window), ground);
    QCOMPARE(box->style(), QApplication::style());
    QVERIFY(!window->findChild<QAction *>(QStringLiteral("presenterMode"))->isChecked());
}

void TestPresenterMode::studentSettingsAreNotTouched()
{
    QByteArray geometry;
    {
        AppSession appSession(LanguageSetup::english);
        appSession.show();
        QVERIFY(QTest::qWaitForWindowExposed(appSession.window()));
        appSession.saveSettings();
        geometry = QSettings().value(QStringLiteral("window/geometry")).toByteArray();
        QVERIFY(!geometry.isEmpty());
        appSession.presenter()->enter(appSession.window());
        QTRY_VERIFY(appSession.window()->isFullScreen());
        // Saved while presenting, and at the end while still presenting: the layout from before.
        appSession.saveSettings();
        QCOMPARE(QSettings().value(QStringLiteral("window/geometry")).toByteArray(), geometry);
        appSession.window()->close();
    }
    QCOMPARE(QSettings().value(QStringLiteral("window/geometry")).toByteArray(), geometry);
    // Presenting alone wrote nothing to [presenter] either: only choices do.
    QSettings settings;
    settings.beginGroup(QStringLiteral("presenter"));
    QVERIFY(settings.allKeys().isEmpty());
}

void TestPresenterMode::zoomAndLookAreRememberedForPresenterModeOnly()
{
    {
        AppSession appSession(LanguageSetup::english);
        PresenterMode *presenter = appSession.presenter();
        const QString refused = presenter->setZoom(300);
        QVERIFY2(refused.contains(QStringLiteral("300")) && refused.contains(QStringLiteral("250")),
                 qPrintable(refused));
        QCOMPARE(presenter->settings().zoom, PresenterSettings::defaultZoom);
        QVERIFY(presenter->setZoom(200).isEmpty());
        presenter->setLook(PresenterSettings::Look::Dark);
        // The menu shows the choice.
        QVERIFY(appSession.window()
                    ->findChild<QAction *>(QStringLiteral("presenterZoom_200"))
                    ->isChecked());
        QVERIFY(appSession.window()
                    ->findChild<QAction *>(QStringLiteral("presenterLookDark"))
                    ->isChecked());
        appSession.presenter()->enter(appSession.window());
        QCOMPARE(appSession.window()->palette().color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(appSession.window()->palette().color(QPalette::WindowText), QColor(Qt::white));
    }
    QCOMPARE(QSettings().value(QStringLiteral("presenter/zoom")).toInt(), 200);
    QCOMPARE(QSettings().value(QStringLiteral("presenter/look")).toString(),
             QStringLiteral("dark"));
    AppSession again(LanguageSetup::english);
    QCOMPARE(again.presenter()->settings().zoom, 200);
    QCOMPARE(again.presenter()->settings().look, PresenterSettings::Look::Dark);
    // Outside presenter mode the window keeps the normal look.
    QVERIFY(!again.window()->testAttribute(Qt::WA_SetPalette));
}

void TestPresenterMode::zoomIsLoweredToFitASmallScreen()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(appSession.presenter()->setZoom(250).isEmpty());
    QSignalSpy notices(appSession.presenter(), &PresenterMode::notice);
    appSession.presenter()->setScreenName(QStringLiteral("projector"));
    appSession.presenter()->enter(window);
    QTRY_COMPARE(window->geometry(), test::screenNamed(QStringLiteral("projector"))->geometry());
    // 250 % of the explorer does not fit 1024 × 768: a lower step that does, and said so.
    QVERIFY(appSession.presenter()->shownZoom() < 250);
    QVERIFY(!notices.isEmpty());
    QVERIFY(notices.constFirst().constFirst().toString().contains(QStringLiteral("1024")));
    QTRY_VERIFY(window->minimumSizeHint().width() <= 1024);
    // The remembered choice stays the teacher's: 250 for a larger projector.
    QCOMPARE(appSession.presenter()->settings().zoom, 250);

    // On the large screen the whole 250 % fits.
    appSession.presenter()->setScreenName(QStringLiteral("lab"));
    QTRY_COMPARE(window->geometry(), test::screenNamed(QStringLiteral("lab"))->geometry());
    QTRY_COMPARE(appSession.presenter()->shownZoom(), 250);
}

void TestPresenterMode::clickerKeysStepThroughALesson()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("why-waves"));
    QVERIFY(wizard && QTest::qWaitForWindowExposed(wizard));
    const int last = wizard->lesson().stepCount() - 1;
    appSession.presenter()->enter(wizard);
    QTRY_VERIFY(wizard->isFullScreen());
    wizard->button(QWizard::NextButton)->setFocus();
    auto *badge = wizard->findChild<QLabel *>(QStringLiteral("presenterStepBadge"));
    QVERIFY(badge && badge->isVisible());
    QCOMPARE(badge->accessibleName(), QStringLiteral("Step 1 of %1").arg(last + 1));

    const std::pair<Qt::Key, int> walk[]
        = { { Qt::Key_PageDown, 1 }, { Qt::Key_Space, 2 },  { Qt::Key_Right, 3 },
            { Qt::Key_Down, 4 },     { Qt::Key_PageUp, 3 }, { Qt::Key_Left, 2 },
            { Qt::Key_Up, 1 },       { Qt::Key_End, last }, { Qt::Key_PageDown, last },
            { Qt::Key_Home, 0 } };
    for (const auto &[key, step] : walk) {
        press(wizard, key);
        QCOMPARE(wizard->currentStep(), step);
    }
    press(wizard, Qt::Key_End);
    QTRY_COMPARE(badge->accessibleName(), QStringLiteral("Step %1 of %1").arg(last + 1));
    // Esc leaves presenter mode; the lesson stays open where it was.
    press(wizard, Qt::Key_Escape);
    QVERIFY(!appSession.presenter()->isActive());
    QVERIFY(wizard->isVisible());
    QCOMPARE(wizard->currentStep(), last);
    QTRY_VERIFY(!wizard->findChild<QLabel *>(QStringLiteral("presenterStepBadge")));
}

void TestPresenterMode::arrowKeysStayInANumberField()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("workbench"));
    QVERIFY(wizard && QTest::qWaitForWindowExposed(wizard));
    appSession.presenter()->enter(wizard);
    CheckedSpinBox *number = wizard->sidePanel()->comparePositionSpinBox();
    QVERIFY(number);
    number->setFocus();
    const int before = wizard->comparePosition();
    QTest::keyClick(number, Qt::Key_Up);
    // The field took the arrow (its number went up); the lesson stayed on its step.
    QTRY_COMPARE(wizard->comparePosition(), before + 1);
    QCOMPARE(wizard->currentStep(), 0);
    // A clicker's PageDown still steps.
    QTest::keyClick(number, Qt::Key_PageDown);
    QCOMPARE(wizard->currentStep(), 1);
}

void TestPresenterMode::bBlanksAndAnyKeyBringsItBack()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("attention"));
    QVERIFY(wizard && QTest::qWaitForWindowExposed(wizard));
    appSession.presenter()->enter(wizard);
    wizard->button(QWizard::NextButton)->setFocus();
    press(wizard, Qt::Key_B);
    QVERIFY(appSession.presenter()->isBlanked());
    QWidget *curtain = wizard->findChild<QWidget *>(QStringLiteral("presenterCurtain"));
    QVERIFY(curtain && curtain->isVisible());
    QCOMPARE(curtain->geometry(), wizard->rect());
    // Black all over.
    const QImage shot = curtain->grab().toImage();
    QCOMPARE(shot.pixelColor(shot.width() / 2, shot.height() / 2), QColor(Qt::black));
    // The step badge is blanked too ("Step 1 of 10" stayed on the black screen), also after
    // the wizard lays out again (the badge raises itself then).
    auto *badge = wizard->findChild<QLabel *>(QStringLiteral("presenterStepBadge"));
    QVERIFY(badge);
    QVERIFY(!badge->isVisible());
    wizard->resize(wizard->size() - QSize(1, 1));
    QCoreApplication::processEvents();
    QVERIFY(!badge->isVisible());
    // Any key brings the page back, and only that: the step is still the first.
    press(wizard, Qt::Key_PageDown);
    QVERIFY(!appSession.presenter()->isBlanked());
    QCOMPARE(wizard->currentStep(), 0);
    QTRY_VERIFY(!wizard->findChild<QWidget *>(QStringLiteral("presenterCurtain")));
    QVERIFY(badge->isVisible());
    // In the explorer too.
    appSession.presenter()->enter(appSession.window());
    QTest::keyClick(appSession.window(), Qt::Key_B);
    QVERIFY(appSession.presenter()->isBlanked());
    QTest::mouseClick(appSession.window()->findChild<QWidget *>(QStringLiteral("presenterCurtain")),
                      Qt::LeftButton);
    QTRY_VERIFY(!appSession.presenter()->isBlanked());
}

void TestPresenterMode::closingAPresentedLessonEndsPresenterMode()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("attention"));
    QVERIFY(wizard && QTest::qWaitForWindowExposed(wizard));
    QSignalSpy active(appSession.presenter(), &PresenterMode::activeChanged);
    appSession.presenter()->enter(wizard);
    QPointer<LessonWizard> watched = wizard;
    wizard->close(); // WA_DeleteOnClose
    QTRY_VERIFY(!watched);
    QVERIFY(!appSession.presenter()->isActive());
    QCOMPARE(active.size(), 2);
    QCOMPARE(active.last().constFirst().toBool(), false);
    // Presenting again works.
    appSession.presenter()->enter(appSession.window());
    QVERIFY(appSession.presenter()->isActive());
}

void TestPresenterMode::scenarioKeepsPresenterMode()
{
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    QVERIFY(!appSession.scenarios()->capture().presenter);
    appSession.presenter()->enter(appSession.window());
    QVERIFY(appSession.scenarios()->capture().presenter);
    const QString file = m_dir.filePath(QStringLiteral("present.pewscenario"));
    QVERIFY(appSession.scenarios()->saveFile(file).isEmpty());
    appSession.presenter()->leave();

    AppSession other(LanguageSetup::english);
    other.show();
    QVERIFY(other.scenarios()->openFile(file).isEmpty());
    QTRY_VERIFY(other.presenter()->isActive());
    QCOMPARE(other.presenter()->target(), other.window());
}

PEW_TEST_MAIN_WITH_LAB_AND_PROJECTOR(TestPresenterMode)

#include "tst_presentermode.moc"
