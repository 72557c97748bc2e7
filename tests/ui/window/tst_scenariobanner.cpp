// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's note bar shows only with a note (issue 26): a window state saved while a note was
// shown, restored in the next run, brought back an empty "Note in :" bar.
#include "ui/window/scenariobanner.h"

#include <QLabel>
#include <QMainWindow>
#include <QtTest>

using namespace pe;

class TestScenarioBanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsOnlyWithANote();
    void restoredStateShowsNoEmptyBar();
};

void TestScenarioBanner::showsOnlyWithANote()
{
    QMainWindow window;
    auto *banner = new ScenarioBanner(&window);
    window.addToolBar(banner);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!banner->isVisible());
    banner->show();
    QVERIFY(!banner->isVisible());
    banner->showNote(QStringLiteral("a.pewscenario"), QStringLiteral("Look at dims 0 and 1."));
    QVERIFY(banner->isVisible());
    auto *text = banner->findChild<QLabel *>(QStringLiteral("scenarioNote"));
    QVERIFY(text);
    QVERIFY(text->text().contains(QStringLiteral("a.pewscenario")));
    banner->showNote(QString(), QStringLiteral("  "));
    QVERIFY(!banner->isVisible());
}

void TestScenarioBanner::restoredStateShowsNoEmptyBar()
{
    QByteArray state;
    {
        QMainWindow window;
        auto *banner = new ScenarioBanner(&window);
        window.addToolBar(banner);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        banner->showNote(QStringLiteral("sample"), QStringLiteral("A note."));
        QVERIFY(banner->isVisible());
        state = window.saveState();
    }
    QMainWindow window;
    auto *banner = new ScenarioBanner(&window);
    window.addToolBar(banner);
    QVERIFY(window.restoreState(state));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!banner->isVisible());
}

QTEST_MAIN(TestScenarioBanner)
#include "tst_scenariobanner.moc"
