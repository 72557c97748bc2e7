// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in the explorer, in English, Japanese and Traditional Chinese: every
// interactive element of the main window (all views and docks, the parameters, the toolbar) has
// a name, every painted view a description, and the names follow the language.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/accessibletree.h"
#include "tests/lessonrenderchecks.h"
#include "tests/temporarysettings.h"
#include "ui/comparison/pairdistancebars.h"
#include "ui/window/appsession.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QTabBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace pe;

namespace {
// Walks the menu bar as a screen reader does (menus, their items, their submenus) and calls visit
// for every node that is an action.
void forEachMenuAction(QWidget *menuBar,
                       const std::function<void(QAccessibleInterface *, QAction *)> &visit)
{
    const std::function<void(QAccessibleInterface *, int)> walk
        = [&](QAccessibleInterface *node, int depth) {
              if (!node || depth > 8)
                  return;
              if (auto *action = qobject_cast<QAction *>(node->object()))
                  visit(node, action);
              for (int k = 0; k < node->childCount(); ++k)
                  walk(node->child(k), depth + 1);
          };
    walk(QAccessible::queryAccessibleInterface(menuBar), 0);
}
} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyElementNamed_data();
    void everyElementNamed();
    void namesFollowTheLanguage();
    void everyViewReachedByTab_data();
    void everyViewReachedByTab();
    void focusedBarsAreDescribed();
    void toolbarShowsNoMnemonic();
    void checkableMenuItems();

private:
    QTemporaryDir m_catalogs;
};

void TestAccessibility::initTestCase()
{
    // Offscreen there is no screen reader (QAccessible::isActive() stays false even after
    // setActive(true) in Qt 6.4): the tree is walked all the same, as a screen reader would.
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
}

void TestAccessibility::cleanup()
{
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestAccessibility::everyElementNamed_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestAccessibility::everyElementNamed()
{
    QFETCH(QString, language);
    QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
    {
        PositionalEncodingModel model;
        MainWindow window(&model);
        for (const QString &id : LessonCatalog::ids())
            window.actions()->addLesson(id);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSet<QAccessibleInterface *> seen;
        // The walk reaches every view: their widgets are in the tree.
        QVERIFY(accessibilitytest::nodeCount(QAccessible::queryAccessibleInterface(&window), &seen)
                > 200);
        for (const QString &name : ViewRegistry::ids()) {
            QAccessibleInterface *view = QAccessible::queryAccessibleInterface(window.view(name));
            QVERIFY2(view && seen.contains(view), qPrintable(name));
        }
        const QStringList missing = accessibilitytest::unnamedElements(&window);
        for (const QString &item : missing)
            qWarning("%s", qPrintable(item)); // the whole list: QVERIFY2's message is cut short
        QVERIFY2(missing.isEmpty(), qPrintable(QString::number(missing.size())));
        // A menu item is read without its mnemonic: "言語", not "言語(L)" (Qt strips only the
        // "&").
        static const QRegularExpression mnemonic(QStringLiteral("\\([A-Za-z]\\)|&"));
        QStringList wrong;
        int items = 0;
        forEachMenuAction(window.menuBar(), [&](QAccessibleInterface *node, QAction *action) {
            if (action->isSeparator())
                return;
            ++items;
            const QString name = node->text(QAccessible::Name);
            if (name.trimmed().isEmpty() || mnemonic.match(name).hasMatch())
                wrong << QStringLiteral("%1: \"%2\"").arg(action->objectName(), name);
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QVERIFY(items >= 30);
    }
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestAccessibility::namesFollowTheLanguage()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const QHash<QObject *, QString> english = accessibilitytest::texts(&window);
    QCOMPARE(lessontest::useLanguage(QStringLiteral("ja"), m_catalogs.path()),
             QStringLiteral("ja"));
    const QHash<QObject *, QString> japanese = accessibilitytest::texts(&window);
    // Every painted view's name and description are in Japanese now.
    int painted = 0;
    for (const QString &name : ViewRegistry::ids()) {
        QList<QWidget *> widgets = window.view(name)->findChildren<QWidget *>();
        widgets << window.view(name);
        for (QWidget *w : std::as_const(widgets)) {
            QAccessibleInterface *node = QAccessible::queryAccessibleInterface(w);
            // (Qt's inner parts, as a spin box's line edit, are not in the tree.)
            if (!english.contains(w) || !accessibilitytest::isPaintedView(node))
                continue;
            ++painted;
            QVERIFY2(japanese.value(w) != english.value(w),
                     qPrintable(QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ')
                                + english.value(w)));
        }
    }
    QVERIFY(painted >= 8); // waves, heatmap, clocks, similarity, schemes, rope, contexts, precision
    // And back in English, no name or description stays Japanese.
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
    const QHash<QObject *, QString> again = accessibilitytest::texts(&window);
    int changed = 0;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        QCOMPARE(again.value(it.key()), it.value());
        changed += japanese.value(it.key()) != it.value();
    }
    QVERIFY2(changed > english.size() / 3, qPrintable(QString::number(changed)));
}

void TestAccessibility::everyViewReachedByTab_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &view : ViewRegistry::ids())
        QTest::newRow(qPrintable(view)) << view;
}

void TestAccessibility::everyViewReachedByTab()
{
    QFETCH(QString, view);
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.raiseView(view);
    QWidget *shown = window.view(view);
    QVERIFY(shown);
    // Tab from the first parameter on, as far as it takes to go round the window once.
    QWidget *start = window.findChild<QWidget *>(QStringLiteral("dimensionSlider"));
    QVERIFY(start);
    start->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), start);
    bool reached = false;
    for (int k = 0; k < 300 && !reached; ++k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        // The view's figure, table or plot takes the keys, not only a control around it.
        reached = focus && (focus == shown || shown->isAncestorOf(focus))
            && !qobject_cast<QAbstractButton *>(focus) && !qobject_cast<QAbstractSpinBox *>(focus)
            && !qobject_cast<QComboBox *>(focus) && !qobject_cast<QLineEdit *>(focus)
            && !qobject_cast<QAbstractSlider *>(focus) && !qobject_cast<QTabBar *>(focus);
    }
    QVERIFY2(reached, qPrintable(view));
}

// The Comparison dock's "Distance per pair": Tab stops on the scroll area around the bars, so
// that is where the description must be for a screen reader to read it on focus (issue 26).
void TestAccessibility::focusedBarsAreDescribed()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *bars = window.findChild<PairDistanceBars *>();
    QVERIFY(bars);
    QScrollArea *scroll = nullptr;
    for (QWidget *w = bars->parentWidget(); w && !scroll; w = w->parentWidget())
        scroll = qobject_cast<QScrollArea *>(w);
    QVERIFY(scroll);
    QVERIFY(scroll->focusPolicy() & Qt::TabFocus);
    QVERIFY(!(bars->focusPolicy() & Qt::TabFocus));
    model.setPositionQ(5);
    QCoreApplication::processEvents();
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(scroll);
    QCOMPARE(node->text(QAccessible::Name),
             QStringLiteral("Distance per pair, from 0 (same angle) "
                            "to 2 (opposite hands)"));
    QCOMPARE(node->text(QAccessible::Description), bars->describe());
    QVERIFY(node->text(QAccessible::Description).contains(QStringLiteral("q = 5")));
}

// A tool button has no mnemonic: in Japanese and Chinese the toolbar shows "講義の既定値", not
// "講義の既定値(L)" (issue 26).
void TestAccessibility::toolbarShowsNoMnemonic()
{
    for (const QString &language : lessontest::translatedLanguages()) {
        QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
        PositionalEncodingModel model;
        MainWindow window(&model);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("MainToolBar"));
        QVERIFY(toolBar);
        int buttons = 0;
        for (QToolButton *button : toolBar->findChildren<QToolButton *>()) {
            if (!button->defaultAction() || button->text().isEmpty())
                continue;
            ++buttons;
            QVERIFY2(!button->text().contains(QLatin1Char('(')), qPrintable(button->text()));
        }
        QVERIFY(buttons >= 5);
        QVERIFY(window.actions()
                    ->action(QStringLiteral("lectureDefaults"))
                    ->text()
                    .contains(QStringLiteral("(&L)"))); // the menu keeps it
    }
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

// The menus' choices (heatmap palette, language, presenter screen, zoom and look) are read as
// checkable items with their state, so an unticked choice is announced as one (issue 26).
void TestAccessibility::checkableMenuItems()
{
    QTemporaryDir settings;
    QVERIFY(settings.isValid());
    test::useTemporarySettings(settings);
    AppSession appSession(LanguageSetup::english);
    appSession.show();
    MainWindow *window = appSession.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    // Walked as a screen reader walks it: menu bar, menus, their items, their submenus.
    QStringList walked;
    QStringList wrong;
    int unticked = 0;
    forEachMenuAction(window->menuBar(), [&](QAccessibleInterface *node, QAction *action) {
        if (!action->isCheckable() || action->menu())
            return;
        walked << action->objectName();
        const QAccessible::State state = node->state();
        // A choice of a group is a radio button, another a check box: roles whose
        // state every AT-SPI bridge passes on.
        const QAccessible::Role role = action->actionGroup() && action->actionGroup()->isExclusive()
            ? QAccessible::RadioButton
            : QAccessible::CheckBox;
        if (node->role() != role || !state.checkable || state.checked != action->isChecked()
            || node->text(QAccessible::Name).contains(QLatin1Char('&')))
            wrong << QStringLiteral("%1: role %5, checkable %2, checked %3 (action: %4)")
                         .arg(action->objectName())
                         .arg(state.checkable)
                         .arg(state.checked)
                         .arg(action->isChecked())
                         .arg(node->role());
        unticked += state.checkable && !state.checked ? 1 : 0;
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    for (const char *name :
         { "palette_viridis", "palette_rdbu", "palette_cividis", "language_en", "language_ja",
           "language_zh_TW", "language_zh_CN", "presenterScreenAuto", "presenterLookLight",
           "presenterLookDark", "presenterMode", "encodingEnabled" })
        QVERIFY2(walked.contains(QString::fromLatin1(name)), name);
    QVERIFY(walked.filter(QStringLiteral("presenterZoom_")).size() >= 3);
    QVERIFY(unticked >= 6);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
