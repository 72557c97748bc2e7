// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QTabBar>
#include <QtTest>

#include <memory>

using namespace pe;

// The one list of views: each entry has what the window, its menus, --render and scenario files
// need, so that a view registered without it fails here rather than in a user's hands.
class TestViewRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesAreWordsAndUnique();
    void placesAreWhole();
    void exportTextsAreMenuEntries();
    void everyViewIsMadeWithItsFigure();
    void theWindowHoldsEveryView();
    void renderTargetsAreMainAndTheViewsDrawnAlone();
    void paintedViewsSayTheirKeys();
};

void TestViewRegistry::namesAreWordsAndUnique()
{
    static const QRegularExpression word(QStringLiteral("^[a-z]+$"));
    QSet<QString> seen;
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        const QString id = QString::fromLatin1(entry.id);
        QVERIFY2(word.match(id).hasMatch(), entry.id); // a --render name and a JSON word
        QVERIFY2(id != QLatin1String("main") && id != QLatin1String("parameters"), entry.id);
        QVERIFY2(!seen.contains(id), entry.id);
        seen.insert(id);
        QCOMPARE(ViewRegistry::find(id), &entry);
    }
    QCOMPARE(ViewRegistry::ids().size(), int(ViewRegistry::entries().size()));
    QCOMPARE(ViewRegistry::find(QStringLiteral("main")), nullptr);
    QCOMPARE(ViewRegistry::find(QStringLiteral("Waves")), nullptr);
}

void TestViewRegistry::placesAreWhole()
{
    int centre = 0;
    int fronts = 0;
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        // Its name on screen and a sentence for Help.
        QVERIFY2(entry.title && *entry.title, entry.id);
        QVERIFY2(entry.help && QByteArray(entry.help).endsWith('.'), entry.id);
        if (entry.place == ViewEntry::Place::Centre) {
            ++centre;
            // Always shown: no dock, never in front of tabs, never scrolled in a dock.
            QVERIFY2(!entry.front && !entry.scrolls, entry.id);
            continue;
        }
        fronts += entry.front ? 1 : 0;
    }
    QVERIFY(centre >= 1);
    QCOMPARE(fronts, 1);
    // The window's order: the central views, the front tab, the other tabs; each view once.
    const QList<const ViewEntry *> order = ViewRegistry::windowOrder();
    QCOMPARE(order.size(), ViewRegistry::entries().size());
    QCOMPARE(order.at(centre)->front, true);
    QSet<const ViewEntry *> distinct(order.cbegin(), order.cend());
    QCOMPARE(distinct.size(), int(order.size()));
}

void TestViewRegistry::exportTextsAreMenuEntries()
{
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        if (!entry.exportText)
            continue;
        const QString text = QString::fromUtf8(entry.exportText);
        // A mnemonic, and "…": File → Export asks for a file name.
        QVERIFY2(text.count(QLatin1Char('&')) == 1, entry.exportText);
        QVERIFY2(text.endsWith(QChar(0x2026)), entry.exportText);
    }
    QVERIFY(ViewRegistry::wholeWindowExportText().endsWith(QChar(0x2026)));
}

void TestViewRegistry::everyViewIsMadeWithItsFigure()
{
    PositionalEncodingModel model;
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        std::unique_ptr<QWidget> view(entry.create(&model, nullptr));
        QVERIFY2(view, entry.id);
        QWidget *figure = ViewRegistry::figure(entry, view.get());
        QVERIFY2(figure == view.get() || view->isAncestorOf(figure), entry.id);
        // A figure painted for export is the view itself, which has the painting code.
        if (entry.paintFigure)
            QVERIFY2(!entry.figure, entry.id);
        if (entry.prepareAlone) {
            HeatmapViewport viewport { 0, 10, 0, 8 };
            ViewSetup setup;
            setup.palette = Palette::Cividis;
            setup.viewport = &viewport;
            entry.prepareAlone(view.get(), setup);
        }
    }
}

void TestViewRegistry::theWindowHoldsEveryView()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        const QString id = QString::fromLatin1(entry.id);
        QWidget *view = window.view(id);
        QVERIFY2(view, entry.id);
        QDockWidget *dock = window.viewDock(id);
        if (entry.place == ViewEntry::Place::Centre) {
            QVERIFY2(!dock && window.centralWidget()->isAncestorOf(view), entry.id);
            continue;
        }
        QVERIFY2(dock && dock->isAncestorOf(view), entry.id);
        QCOMPARE(dock->objectName(), id + QStringLiteral("Dock"));
        QCOMPARE(dock->windowTitle(), ViewRegistry::title(entry));
        if (entry.front)
            QCOMPARE(window.frontView(), id);
    }
    // File → Export: the whole window, then each view with an export text.
    QVERIFY(window.actions()->action(QStringLiteral("export_main")));
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        QAction *exportAction
            = window.actions()->action(QStringLiteral("export_") + QString::fromLatin1(entry.id));
        QCOMPARE(bool(exportAction), bool(entry.exportText));
        if (exportAction)
            QCOMPARE(exportAction->text(), ViewRegistry::exportText(entry));
    }
}

void TestViewRegistry::renderTargetsAreMainAndTheViewsDrawnAlone()
{
    const QStringList targets = ViewRegistry::renderTargets();
    QCOMPARE(targets.value(0), QStringLiteral("main"));
    for (const ViewEntry &entry : ViewRegistry::entries())
        QCOMPARE(targets.contains(QString::fromLatin1(entry.id)), entry.rendersAlone);
    QVERIFY(!targets.contains(QStringLiteral("table"))); // printed by --table instead
}

// A view that takes the keyboard focus in a widget of its own (a painted plot, dial or chart, not a
// button, field or table whose keys everyone knows) says what its keys do, for Help → Keyboard
// Shortcuts; and a view that says so has such a widget.
void TestViewRegistry::paintedViewsSayTheirKeys()
{
    PositionalEncodingModel model;
    for (const ViewEntry &entry : ViewRegistry::entries()) {
        std::unique_ptr<QWidget> view(entry.create(&model, nullptr));
        QList<QWidget *> widgets = view->findChildren<QWidget *>();
        widgets.prepend(view.get());
        QStringList painted;
        for (QWidget *w : std::as_const(widgets)) {
            const bool standard = qobject_cast<QAbstractButton *>(w)
                || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)
                || qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSlider *>(w)
                || qobject_cast<QTabBar *>(w) || qobject_cast<QAbstractItemView *>(w)
                || qobject_cast<QScrollArea *>(w);
            if (!standard && (w->focusPolicy() & Qt::TabFocus))
                painted.append(QString::fromLatin1(w->metaObject()->className()));
        }
        if (entry.keys) {
            QVERIFY2(!painted.isEmpty(), entry.id);
            QVERIFY2(QString::fromUtf8(entry.keys).endsWith(QLatin1Char('.')), entry.id);
        } else {
            QVERIFY2(painted.isEmpty(),
                     qPrintable(QString::fromLatin1(entry.id) + QStringLiteral(": ")
                                + painted.join(QStringLiteral(", "))));
        }
    }
}

QTEST_MAIN(TestViewRegistry)
#include "tst_viewregistry.moc"
