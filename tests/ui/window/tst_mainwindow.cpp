// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "tests/activatewindow.h"
#include "tests/offscreenscreen.h"
#include "ui/common/checkedspinbox.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/waves/waveplot.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace pe;

// The explorer as a user drives it: controls, presets, undo (export: tst_exportview).
class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyViewIsThere();
    void tabNamesAreWhole();
    void spinBoxChangeReachesEveryViewAndUndoes();
    void presetsAreOneUndoStep_data();
    void presetsAreOneUndoStep();
    void encodingToggleFollowsModel();
    void paletteMenu();
    void lessonMenuAsksForLesson();
    void encodingToggleSaysItsState();
    void noticeHasTheStatusLine();
    void layoutRoundTrip();
    void fitsASmallScreen();
    void tabLeavesTheTables();

private:
    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    // Closing a window saves its layout: into the test's own folder, never the user's.
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("config")));
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope,
                       m_dir.filePath(QStringLiteral("system")));
}

void TestMainWindow::init()
{
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestMainWindow::cleanup()
{
    delete m_window;
    delete m_model;
}

void TestMainWindow::everyViewIsThere()
{
    for (const QString &name : ViewRegistry::ids()) {
        QWidget *view = m_window->view(name);
        QVERIFY2(view, qPrintable(name));
        m_window->raiseView(name);
        QVERIFY2(view->isVisible(), qPrintable(name));
    }
    QVERIFY(!m_window->view(QStringLiteral("nonsense")));
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("parametersDock"))->isVisible());
}

void TestMainWindow::tabNamesAreWhole()
{
    // The right-hand docks' tab bar scrolls rather than cutting names to "Clo…".
    QApplication::processEvents();
    QTabBar *docked = nullptr;
    for (QTabBar *tabs : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        if (tabs->count() >= ViewRegistry::ids().size() - 2)
            docked = tabs;
    QVERIFY(docked);
    QCOMPARE(docked->elideMode(), Qt::ElideNone);
    QVERIFY(docked->usesScrollButtons());
    for (int k = 0; k < docked->count(); ++k)
        QVERIFY2(docked->tabRect(k).width()
                     >= docked->fontMetrics().horizontalAdvance(docked->tabText(k)),
                 qPrintable(docked->tabText(k)));
}

void TestMainWindow::spinBoxChangeReachesEveryViewAndUndoes()
{
    CheckedSpinBox *q = m_window->parameterPanel()->positionQSpinBox();
    q->setValue(6);
    QCOMPARE(m_model->positionQ(), 6);
    QCOMPARE(m_window->comparisonPanel()->summaryText(),
             QStringLiteral("‖x(q) − x(p)‖ = 0.657741"));
    QCOMPARE(m_window->undoStack()->count(), 1);
    m_window->actions()->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(m_model->positionQ(), 3);
    QCOMPARE(q->value(), 3);
    QCOMPARE(m_window->comparisonPanel()->summaryText(),
             QStringLiteral("‖x(q) − x(p)‖ = 2.017479"));
    m_window->actions()->action(QStringLiteral("redo"))->trigger();
    QCOMPARE(q->value(), 6);
}

void TestMainWindow::presetsAreOneUndoStep_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("dimension");
    QTest::addRow("lecture") << "lectureDefaults" << 128;
    QTest::addRow("workbench") << "workbenchDefaults" << 8;
}

void TestMainWindow::presetsAreOneUndoStep()
{
    QFETCH(QString, action);
    QFETCH(int, dimension);
    m_model->setDimension(32);
    m_model->setPositionP(9);
    m_model->setEncodingEnabled(false);
    const int before = m_window->undoStack()->count();
    m_window->actions()->action(action)->trigger();
    QCOMPARE(m_model->dimension(), dimension);
    QCOMPARE(m_model->positionP(), 0);
    QCOMPARE(m_model->positionQ(), 3);
    QCOMPARE(m_model->positionCount(), 50);
    QVERIFY(m_model->isEncodingEnabled());
    QCOMPARE(m_window->undoStack()->count(), before + 1);
    m_window->undoStack()->undo();
    QCOMPARE(m_model->dimension(), 32);
    QCOMPARE(m_model->positionP(), 9);
    QVERIFY(!m_model->isEncodingEnabled());
}

void TestMainWindow::encodingToggleFollowsModel()
{
    QAction *toggle = m_window->actions()->action(QStringLiteral("encodingEnabled"));
    QVERIFY(toggle->isChecked());
    toggle->trigger();
    QVERIFY(!m_model->isEncodingEnabled());
    QCOMPARE(m_window->comparisonPanel()->summaryText(),
             QStringLiteral("‖x(q) − x(p)‖ = 0.000000"));
    m_model->setEncodingEnabled(true);
    QVERIFY(toggle->isChecked());
}

void TestMainWindow::paletteMenu()
{
    auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("PaletteComboBox"));
    QVERIFY(combo);
    for (Palette palette : ColorMap::palettes()) {
        m_window->actions()
            ->action(QStringLiteral("palette_") + ColorMap::name(palette))
            ->trigger();
        QCOMPARE(m_window->heatmapView()->colorPalette(), palette);
        QCOMPARE(combo->currentData().value<Palette>(), palette); // the panel follows the menu
    }
    // And the menu follows the panel.
    const int cividis = combo->findData(QVariant::fromValue(Palette::Cividis));
    combo->setCurrentIndex(cividis);
    Q_EMIT combo->activated(cividis);
    QCOMPARE(m_window->heatmapView()->colorPalette(), Palette::Cividis);
    QVERIFY(m_window->actions()->action(QStringLiteral("palette_cividis"))->isChecked());
}

void TestMainWindow::lessonMenuAsksForLesson()
{
    m_window->actions()->addLesson(QStringLiteral("workbench"));
    QSignalSpy spy(m_window, &MainWindow::lessonRequested);
    QAction *lesson = m_window->actions()->action(QStringLiteral("lesson_workbench"));
    QVERIFY(lesson);
    QVERIFY(!lesson->text().isEmpty());
    lesson->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), QStringLiteral("workbench"));
}

void TestMainWindow::encodingToggleSaysItsState()
{
    QAction *toggle = m_window->actions()->action(QStringLiteral("encodingEnabled"));
    auto *toolBar = m_window->findChild<QToolBar *>(QStringLiteral("MainToolBar"));
    auto *button = qobject_cast<QToolButton *>(toolBar->widgetForAction(toggle));
    QVERIFY(button);
    QVERIFY(button->isChecked());
    QCOMPARE(button->text(), QStringLiteral("Positional encoding: on"));
    const int width = button->width();
    toggle->trigger();
    QVERIFY(!m_model->isEncodingEnabled());
    QVERIFY(!button->isChecked());
    QCOMPARE(button->text(), QStringLiteral("Positional encoding: off"));
    QApplication::processEvents();
    QCOMPARE(button->width(), width); // the next buttons stay where they were
    m_model->setEncodingEnabled(true);
    QCOMPARE(button->text(), QStringLiteral("Positional encoding: on"));
    // The menu shows the state with its check mark.
    QCOMPARE(toggle->text(), QStringLiteral("Positional &Encoding"));
}

// A notice and the parameters' summary shared the status line and ran into each other (presenter
// mode's large type cut the notice): the summary steps aside while a notice shows.
void TestMainWindow::noticeHasTheStatusLine()
{
    auto *summary = m_window->statusBar()->findChild<QWidget *>(QStringLiteral("statusSummary"));
    QVERIFY(summary && summary->isVisible());
    m_window->statusBar()->showMessage(
        QStringLiteral("Presenter zoom 175 % (250 % does not fit)."));
    QVERIFY(!summary->isVisible());
    m_window->statusBar()->clearMessage();
    QVERIFY(summary->isVisible());
}

void TestMainWindow::layoutRoundTrip()
{
    QSettings().clear();
    // Sizes no default layout would give, in a window of a fixed size.
    m_window->resize(1400, 860);
    QTRY_COMPARE(m_window->size(), QSize(1400, 860));
    auto *parameters = m_window->findChild<QDockWidget *>(QStringLiteral("parametersDock"));
    auto *comparison = m_window->findChild<QDockWidget *>(QStringLiteral("comparisonDock"));
    m_window->resizeDocks({ parameters, comparison }, { 310, 480 }, Qt::Horizontal);
    auto *centre = m_window->findChild<QSplitter *>(QStringLiteral("CentreSplitter"));
    centre->setSizes({ 300, 420 });
    QSplitter *bars = m_window->comparisonPanel()->splitter();
    bars->setSizes({ 150, 400 });
    QApplication::processEvents();
    const int parametersWidth = parameters->width();
    const int comparisonWidth = comparison->width();
    const QList<int> centreSizes = centre->sizes();
    const QList<int> barSizes = bars->sizes();
    QVERIFY(qAbs(parametersWidth - 310) <= 2);
    QVERIFY(qAbs(comparisonWidth - 480) <= 2);
    m_window->saveLayout();

    // Restored the way the app does it: before the window is shown.
    MainWindow restored(m_model);
    restored.restoreLayout();
    restored.show();
    QVERIFY(QTest::qWaitForWindowExposed(&restored));
    QApplication::processEvents();
    QCOMPARE(restored.size(), QSize(1400, 860));
    QCOMPARE(restored.findChild<QDockWidget *>(QStringLiteral("parametersDock"))->width(),
             parametersWidth);
    QCOMPARE(restored.findChild<QDockWidget *>(QStringLiteral("comparisonDock"))->width(),
             comparisonWidth);
    QCOMPARE(restored.findChild<QSplitter *>(QStringLiteral("CentreSplitter"))->sizes(),
             centreSizes);
    QCOMPARE(restored.comparisonPanel()->splitter()->sizes(), barSizes);
    QCOMPARE(restored.centralWidget()->width(), m_window->centralWidget()->width());
}

void TestMainWindow::fitsASmallScreen()
{
    // The window can be as small as a 1024 × 768 lab screen (its panels no wider together)...
    QVERIFY2(m_window->minimumSizeHint().width() <= 1000,
             qPrintable(QString::number(m_window->minimumSizeHint().width())));
    QVERIFY(m_window->minimumSizeHint().height() <= 700);
    // ... and is made so, the first start's 1280 × 800 as well as a bigger saved size.
    for (const QRect &start : { QRect(0, 0, 1280, 800), QRect(300, 200, 1920, 1080) }) {
        m_window->setGeometry(start);
        m_window->fitToScreen(QRect(0, 0, 1024, 768));
        QTRY_VERIFY2(QRect(0, 0, 1024, 768).contains(m_window->frameGeometry()),
                     qPrintable(QStringLiteral("%1,%2 %3×%4")
                                    .arg(m_window->frameGeometry().x())
                                    .arg(m_window->frameGeometry().y())
                                    .arg(m_window->frameGeometry().width())
                                    .arg(m_window->frameGeometry().height())));
        QVERIFY(m_window->statusBar()->isVisible());
    }
}

void TestMainWindow::tabLeavesTheTables()
{
    QVERIFY(pe::test::activate(m_window));
    for (const QString &name : { QStringLiteral("comparison"), QStringLiteral("table") }) {
        m_window->raiseView(name);
        QTableView *table = name == QLatin1String("table")
            ? m_window->view<QTableView>(QStringLiteral("table"))
            : m_window->comparisonPanel()->tableView();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, 0));
        QTRY_COMPARE(QApplication::focusWidget(), table);
        // The arrows move between cells...
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(table->currentIndex().row(), 1);
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(table->currentIndex().column(), 1);
        // ... Tab and Shift+Tab leave the table.
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY2(QApplication::focusWidget() != table, qPrintable(name));
        QCOMPARE(table->currentIndex().row(), 1);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Backtab, Qt::ShiftModifier);
        QVERIFY2(QApplication::focusWidget() != table, qPrintable(name));
    }
}

PEW_TEST_MAIN_WITH_SCREEN(TestMainWindow, 1920, 1080)
#include "tst_mainwindow.moc"
