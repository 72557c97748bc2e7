// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in the explorer, in English, Japanese and Traditional Chinese: every
// interactive element of the main window (all views and docks, the parameters, the toolbar) has
// a name, every painted view a description, and the names follow the language.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/accessibletree.h"
#include "tests/lessonrenderchecks.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyElementNamed_data();
    void everyElementNamed();
    void namesFollowTheLanguage();

private:
    QTemporaryDir m_catalogs;
};

void TestAccessibility::initTestCase()
{
    // Offscreen there is no screen reader (QAccessible::isActive() stays false even after
    // setActive(true) in Qt 6.4): the tree is walked all the same, as a screen reader would.
    QVERIFY(m_catalogs.isValid());
    for (const QString &language : { QStringLiteral("ja"), QStringLiteral("zh_TW") })
        QVERIFY2(lessontest::compileCatalog(language, m_catalogs.path()), qPrintable(language));
}

void TestAccessibility::cleanup()
{
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestAccessibility::everyElementNamed_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "ja", "zh_TW" })
        QTest::newRow(language) << QString::fromLatin1(language);
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
        for (const QString &name : MainWindow::viewNames()) {
            QAccessibleInterface *view = QAccessible::queryAccessibleInterface(window.view(name));
            QVERIFY2(view && seen.contains(view), qPrintable(name));
        }
        const QStringList missing = accessibilitytest::unnamedElements(&window);
        for (const QString &item : missing)
            qWarning("%s", qPrintable(item)); // the whole list: QVERIFY2's message is cut short
        QVERIFY2(missing.isEmpty(), qPrintable(QString::number(missing.size())));
    }
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestAccessibility::namesFollowTheLanguage()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *heatmap = window.findChild<HeatmapView *>();
    QVERIFY(heatmap);
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(heatmap);
    const QString english = node->text(QAccessible::Name);
    const QString englishDescription = node->text(QAccessible::Description);
    QCOMPARE(lessontest::useLanguage(QStringLiteral("ja"), m_catalogs.path()),
             QStringLiteral("ja"));
    QVERIFY(node->text(QAccessible::Name) != english);
    QVERIFY(node->text(QAccessible::Description) != englishDescription);
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
    QCOMPARE(node->text(QAccessible::Name), english);
    QCOMPARE(node->text(QAccessible::Description), englishDescription);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
