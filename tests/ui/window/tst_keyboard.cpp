// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard in every window and language: no two visible items share an Alt mnemonic, and
// Enter in a lesson's number box applies the number without moving to the next step.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/activatewindow.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QTabBar>
#include <QtTest>

using namespace pe;

namespace {

// Alt+letter → the texts that claim it.
using Claims = QMap<QKeySequence, QStringList>;

void claim(Claims *claims, const QString &text, const QString &what)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (!key.isEmpty())
        (*claims)[key].append(what + QStringLiteral(" “") + text + QStringLiteral("”"));
}

QStringList clashes(const Claims &claims, const QString &where)
{
    QStringList found;
    for (auto it = claims.cbegin(); it != claims.cend(); ++it)
        if (it.value().size() > 1)
            found.append(where + QStringLiteral(": ") + it.key().toString() + QStringLiteral(" ")
                         + it.value().join(QStringLiteral(", ")));
    return found;
}

// One window's Alt scope: its menu bar's titles and every visible label (with a buddy), button,
// group box and tab.
Claims windowClaims(QWidget *window)
{
    Claims claims;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != window)
            continue;
        if (auto *bar = qobject_cast<QMenuBar *>(w)) {
            for (QAction *a : bar->actions())
                if (a->isVisible())
                    claim(&claims, a->text(), QStringLiteral("menu"));
        } else if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->buddy())
                claim(&claims, label->text(), QStringLiteral("label"));
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            claim(&claims, button->text(), QStringLiteral("button"));
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            claim(&claims, box->title(), QStringLiteral("group"));
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int k = 0; k < tabs->count(); ++k)
                if (tabs->isTabVisible(k))
                    claim(&claims, tabs->tabText(k), QStringLiteral("tab"));
        }
    }
    return claims;
}

// Each menu's items among themselves, submenus too.
QStringList menuClashes(QMenu *menu, const QString &where)
{
    Claims claims;
    QStringList found;
    for (QAction *a : menu->actions()) {
        if (!a->isVisible() || a->isSeparator())
            continue;
        claim(&claims, a->text(), QStringLiteral("item"));
        if (QMenu *sub = a->menu())
            found += menuClashes(sub, where + QStringLiteral(" → ") + sub->title());
    }
    return found + clashes(claims, where);
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void noMnemonicClashes_data();
    void noMnemonicClashes();
    void enterInANumberBoxDoesNotAdvance();

private:
    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
};

void TestKeyboard::initTestCase()
{
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    for (const QString &id : LessonCatalog::ids())
        m_window->actions()->addLesson(id);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestKeyboard::cleanupTestCase()
{
    delete m_window;
    delete m_model;
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestKeyboard::noMnemonicClashes_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestKeyboard::noMnemonicClashes()
{
    QFETCH(QString, language);
    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    QApplication::processEvents();
    QStringList found;

    // The explorer, with each of the tabbed docks in front in turn.
    QStringList tabs;
    for (const ViewEntry *entry : ViewRegistry::windowOrder())
        if (entry->place == ViewEntry::Place::Tabs)
            tabs.append(QString::fromLatin1(entry->id));
    QVERIFY(tabs.size() > 8);
    for (const QString &view : std::as_const(tabs)) {
        m_window->raiseView(view);
        QApplication::processEvents();
        found += clashes(windowClaims(m_window), language + QStringLiteral(" explorer, ") + view);
    }
    for (QAction *a : m_window->menuBar()->actions())
        if (QMenu *menu = a->menu())
            found += menuClashes(menu, language + QStringLiteral(" menu ") + menu->title());

    // Each lesson, on each of its steps.
    for (const QString &id : LessonCatalog::ids()) {
        LessonWizard wizard(LessonCatalog::lesson(id));
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int step = 0; step < wizard.lesson().stepCount(); ++step) {
            QVERIFY(wizard.goToStep(step));
            QApplication::processEvents();
            found += clashes(windowClaims(&wizard),
                             QStringLiteral("%1 lesson %2, step %3").arg(language, id).arg(step));
        }
    }
    found.removeDuplicates();
    for (const QString &clash : std::as_const(found))
        qInfo().noquote() << clash; // all of them: a failure message is cut short
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 clashes").arg(found.size())));
}

void TestKeyboard::enterInANumberBoxDoesNotAdvance()
{
    LessonWizard wizard(LessonCatalog::lesson(QStringLiteral("workbench")));
    wizard.show();
    QVERIFY(pe::test::activate(&wizard));
    QVERIFY(wizard.goToStep(1));
    auto *box = wizard.sidePanel()->comparePositionSpinBox();
    box->setFocus();
    QTRY_VERIFY(box->hasFocus());
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("5"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(wizard.comparePosition(), 5); // applied
    QCOMPARE(wizard.currentStep(), 1); // and still on the same step
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("6"));
    QTest::keyClick(box, Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(wizard.comparePosition(), 6);
    QCOMPARE(wizard.currentStep(), 1);
    // Elsewhere Enter still presses the default button: Next.
    wizard.button(QWizard::NextButton)->setFocus();
    QTest::keyClick(wizard.button(QWizard::NextButton), Qt::Key_Return);
    QCOMPARE(wizard.currentStep(), 2);
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
