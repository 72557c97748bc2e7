// SPDX-License-Identifier: GPL-3.0-or-later
// A view hidden behind another tab does no work for a model change (issue 26: the hidden
// Precision tab recomputed its float16 table on every change), catches up when it is shown, and
// is drawn current when exported while hidden.
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/ropedials.h"
#include "tests/temporarysettings.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/viewexporter.h"
#include "ui/contexts/contextbands.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextsview.h"
#include "ui/precision/precisionplot.h"
#include "ui/precision/precisionview.h"
#include "ui/rope/ropeview.h"
#include "ui/schemes/schemesview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

namespace {

int runsUnder(const QWidget *root)
{
    int runs = 0;
    for (const HiddenRefresh *refresh : root->findChildren<HiddenRefresh *>())
        runs += refresh->runs();
    return runs;
}

} // namespace

class TestHiddenRefresh : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void workRunsAtOnceOutsideAShownWindow();
    void hiddenViewWaitsUntilShown();
    void catchUpAllRunsWhatIsPending();
    void hiddenTabsDoNoWorkAndCatchUpWhenShown();
    void hiddenTabIsExportedCurrent();

private:
    QTemporaryDir m_dir;
};

void TestHiddenRefresh::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir); // closing a window saves its layout
}

void TestHiddenRefresh::workRunsAtOnceOutsideAShownWindow()
{
    QWidget view; // never shown: a test's widget, a view being built
    int work = 0;
    HiddenRefresh refresh(&view, [&work] { ++work; });
    refresh.request();
    QCOMPARE(work, 1);
    QCOMPARE(refresh.runs(), 1);
    QVERIFY(!refresh.isStale());
}

void TestHiddenRefresh::hiddenViewWaitsUntilShown()
{
    QWidget window;
    auto *view = new QWidget(&window);
    int work = 0;
    auto *refresh = new HiddenRefresh(view, [&work] { ++work; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    refresh->request(); // on screen: at once
    QCOMPARE(work, 1);
    view->hide();
    QVERIFY(HiddenRefresh::hiddenInShownWindow(view));
    QVERIFY(!HiddenRefresh::hiddenInShownWindow(&window));
    refresh->request();
    refresh->request();
    QCOMPARE(work, 1);
    QVERIFY(refresh->isStale());
    QVERIFY(HiddenRefresh::anyStale(&window));
    view->show(); // once, before it is painted
    QCOMPARE(work, 2);
    QVERIFY(!refresh->isStale());
    view->hide();
    view->show(); // nothing pending: nothing done
    QCOMPARE(work, 2);
}

void TestHiddenRefresh::catchUpAllRunsWhatIsPending()
{
    QWidget window;
    auto *view = new QWidget(&window);
    auto *inner = new QWidget(view);
    int work = 0;
    auto *refresh = new HiddenRefresh(inner, [&work] { ++work; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    view->hide();
    refresh->request();
    QCOMPARE(work, 0);
    HiddenRefresh::catchUpAll(&window);
    QCOMPARE(work, 1);
    QVERIFY(!HiddenRefresh::anyStale(&window));
    HiddenRefresh::catchUpAll(&window);
    QCOMPARE(work, 1);
}

void TestHiddenRefresh::hiddenTabsDoNoWorkAndCatchUpWhenShown()
{
    PositionalEncodingModel model;
    model.setDimension(512);
    model.setPositionCount(2048);
    MainWindow window(&model);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(window.frontView(), QStringLiteral("comparison"));
    // Every tab behind the front one that draws from the model; not the training (its own
    // model), Your model (a real model's settings, not the encoding's) nor the table (Qt's table
    // view reads only the cells it shows).
    QStringList hidden;
    for (const ViewEntry &entry : ViewRegistry::entries())
        if (entry.place == ViewEntry::Place::Tabs && !entry.front
            && qstrcmp(entry.id, "training") != 0 && qstrcmp(entry.id, "model") != 0
            && qstrcmp(entry.id, "table") != 0)
            hidden.append(QString::fromLatin1(entry.id));
    QVERIFY(hidden.size() >= 6);
    QHash<QString, int> before;
    for (const QString &name : hidden) {
        // Behind the Comparison tab: covered, though Qt keeps it "visible".
        QVERIFY2(HiddenRefresh::hiddenInShownWindow(window.view(name)), qPrintable(name));
        QVERIFY2(!window.view(name)->findChildren<HiddenRefresh *>().isEmpty(), qPrintable(name));
        before.insert(name, runsUnder(window.view(name)));
    }
    model.setPositionP(7);
    model.setBase(5000);
    model.setDimension(510);
    QCoreApplication::processEvents(); // the descriptions' deferred refresh too
    for (const QString &name : hidden) {
        QVERIFY2(runsUnder(window.view(name)) == before.value(name), qPrintable(name)); // idle
        QVERIFY2(HiddenRefresh::anyStale(window.view(name)), qPrintable(name)); // ... and knows
    }

    // Shown, each is current at once: as a view made for the model now says.
    for (const QString &name : hidden) {
        window.raiseView(name);
        QVERIFY2(!HiddenRefresh::hiddenInShownWindow(window.view(name)), qPrintable(name));
        QVERIFY2(!HiddenRefresh::anyStale(window.view(name)), qPrintable(name));
    }
    RopeView rope(&model);
    QCOMPARE(window.findChild<RopeView *>()->scoreText(), rope.scoreText());
    QCOMPARE(window.findChild<RopeView *>()->dials().pairCount(), 255);
    // The sinusoid is drawn divided by d/2 of the d now.
    QCOMPARE(window.findChild<SchemesView *>()
                 ->readoutText()
                 .split(QLatin1Char('\n'))
                 .at(1)
                 .section(QLatin1Char('\t'), 2, 2),
             QStringLiteral("255.000000"));
    QCOMPARE(window.findChild<ContextsView *>()->chart()->bands()->pairCount(), 255);
    QVERIFY(window.findChild<PrecisionPlot *>()->accessibleDescription().contains(
        QStringLiteral("510 dimensions by 2048 positions")));
    QVERIFY(window.findChild<PrecisionPlot *>()->accessibleDescription().contains(
        QStringLiteral("Position 7, dimension 0")));
}

void TestHiddenRefresh::hiddenTabIsExportedCurrent()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *rope = window.findChild<RopeView *>();
    QVERIFY(HiddenRefresh::hiddenInShownWindow(rope));
    model.setPositionP(9);
    model.setDimension(64);
    QVERIFY(HiddenRefresh::anyStale(rope));
    QString reason;
    const QString file = QDir(QDir::tempPath()).filePath(QStringLiteral("tst_hiddenrefresh.png"));
    QVERIFY2(ViewExporter::exportWidget(rope, file, &reason), qPrintable(reason));
    QFile::remove(file);
    // Drawn as it is now without being brought to the front.
    QVERIFY(HiddenRefresh::hiddenInShownWindow(rope));
    QVERIFY(!HiddenRefresh::anyStale(rope));
    QCOMPARE(rope->dials().pairCount(), 32);
    QCOMPARE(rope->scoreText(), RopeView(&model).scoreText());
}

QTEST_MAIN(TestHiddenRefresh)
#include "tst_hiddenrefresh.moc"
