// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Getting started and Help → Keyboard shortcuts: the list is read from the window's own
// actions, so a shortcut added or changed there shows up without anyone editing a text.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/offscreenscreen.h"
#include "ui/window/helptopics.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QDialog>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace pe;

class TestHelpTopics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void plainText_data();
    void plainText();
    void listFollowsTheActions();
    void windowHasTheHelpItems();
    void gettingStartedReadsWithoutScrolling_data();
    void gettingStartedReadsWithoutScrolling();
    void keysOfEveryView_data();
    void keysOfEveryView();

private:
    QTemporaryDir m_dir;
};

void TestHelpTopics::initTestCase()
{
    // The window saves its layout when it closes: into the test's own folder.
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("config")));
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope,
                       m_dir.filePath(QStringLiteral("system")));
}

void TestHelpTopics::plainText_data()
{
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("plain");
    QTest::addRow("mnemonic") << "&Undo Change d"
                              << "Undo Change d";
    QTest::addRow("ja accelerator") << "ファイル(&F)"
                                    << "ファイル";
    QTest::addRow("ellipsis") << "Export &Table as CSV…"
                              << "Export Table as CSV";
    QTest::addRow("ja ellipsis") << "表を CSV でエクスポート(&T)…"
                                 << "表を CSV でエクスポート";
    QTest::addRow("literal ampersand") << "Save && &Quit"
                                       << "Save & Quit";
}

void TestHelpTopics::plainText()
{
    QFETCH(QString, menu);
    QFETCH(QString, plain);
    QCOMPARE(HelpTopics::plainText(menu), plain);
}

void TestHelpTopics::listFollowsTheActions()
{
    QAction undo(QStringLiteral("&Undo"));
    undo.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction quit(QStringLiteral("&Quit"));
    quit.setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Q), QKeySequence(Qt::Key_F10) });
    QAction none(QStringLiteral("&Nothing"));
    const QString before = HelpTopics::shortcutList({ &undo, &quit, &none, &undo });
    QVERIFY(before.contains(QStringLiteral("<td>Undo</td><td>Ctrl+Z</td>")));
    QVERIFY(before.contains(QStringLiteral("<td>Quit</td><td>Ctrl+Q, F10</td>")));
    QVERIFY(!before.contains(QStringLiteral("Nothing")));
    QCOMPARE(before.count(QStringLiteral("<td>Undo</td>")), 1);
    QVERIFY(before.indexOf(QStringLiteral("Quit")) < before.indexOf(QStringLiteral("Undo")));
    // Undo's F14 of a Sun keyboard is not listed ("Ctrl+Z, F14").
    undo.setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Z), QKeySequence(Qt::Key_F14) });
    QVERIFY(HelpTopics::shortcutList({ &undo }).contains(QStringLiteral("<td>Ctrl+Z</td>")));
    undo.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_U));
    QVERIFY(HelpTopics::shortcutList({ &undo }).contains(QStringLiteral("Ctrl+U")));
}

void TestHelpTopics::windowHasTheHelpItems()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    QAction *guide = window.actions()->action(QStringLiteral("gettingStarted"));
    QAction *keys = window.actions()->action(QStringLiteral("keyboardShortcuts"));
    QVERIFY(guide && keys);
    QCOMPARE(guide->text(), QStringLiteral("&Getting Started"));
    QCOMPARE(keys->text(), QStringLiteral("&Keyboard Shortcuts"));
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(HelpTopics::gettingStarted().contains(QStringLiteral("Heatmap")));
    const QString list = HelpTopics::shortcutList(window.findChildren<QAction *>());
    const QAction *undo = window.actions()->action(QStringLiteral("undo"));
    QVERIFY(!undo->shortcut().isEmpty());
    QVERIFY2(list.contains(undo->shortcut().toString(QKeySequence::NativeText)), qPrintable(list));
    QVERIFY(list.contains(QStringLiteral("Getting Started")));
    // Opening it shows a dialog with the list.
    keys->trigger();
    QDialog *dialog = window.findChild<QDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->close();
}

void TestHelpTopics::gettingStartedReadsWithoutScrolling_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

// F1 on a 1024 × 768 screen: the guide names the Training tab and presenter mode (F5), and its
// dialog is tall enough to read it whole, in every language.
void TestHelpTopics::gettingStartedReadsWithoutScrolling()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    const QString guide = HelpTopics::gettingStarted();
    // Every view of the registry, by its name on screen, and what it shows.
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        QVERIFY2(guide.contains(ViewRegistry::title(entry).toHtmlEscaped()), entry.id);
        QVERIFY2(guide.contains(ViewRegistry::help(entry).toHtmlEscaped()), entry.id);
    }
    QVERIFY(guide.contains(HelpTopics::plainText(
        QCoreApplication::translate("pe::PresenterActions", "Presenter &Mode"))));
    QVERIFY(guide.contains(QStringLiteral("F5")));
    {
        PositionalEncodingModel model;
        MainWindow window(&model);
        window.show();
        window.actions()->action(QStringLiteral("gettingStarted"))->trigger();
        QDialog *dialog = window.findChild<QDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *browser = dialog->findChild<QTextBrowser *>();
        QVERIFY(browser);
        QVERIFY(browser->toPlainText().contains(QStringLiteral("F5")));
        QCOMPARE(browser->verticalScrollBar()->maximum(), 0);
        QVERIFY(dialog->height() <= dialog->screen()->availableGeometry().height());
        dialog->close();
    }
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestHelpTopics::keysOfEveryView_data()
{
    gettingStartedReadsWithoutScrolling_data();
}

// Help → Keyboard Shortcuts lists, under the window's commands, what each view's keys do (from
// the registry, in the window's order), in every language.
void TestHelpTopics::keysOfEveryView()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    const QString list = HelpTopics::shortcutList({});
    qsizetype last = -1;
    int views = 0;
    for (const ViewEntry *entry : ViewRegistry::windowOrder()) {
        if (!entry->keys)
            continue;
        const QString keys = ViewRegistry::keys(*entry).toHtmlEscaped();
        // Translated, except in English.
        QVERIFY2(language == LanguageSetup::english || keys != QString::fromUtf8(entry->keys),
                 entry->id);
        const qsizetype at = list.indexOf(keys);
        QVERIFY2(at > last, entry->id);
        QVERIFY2(list.lastIndexOf(ViewRegistry::title(*entry).toHtmlEscaped(), at) > last,
                 entry->id);
        last = at;
        ++views;
    }
    QVERIFY(views >= 8);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

int main(int argc, char **argv)
{
    pe::test::useOffscreenScreen(1024, 768);
    QApplication app(argc, argv);
    TestHelpTopics test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_helptopics.moc"
