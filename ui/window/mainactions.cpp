// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainactions.h"
#include "ui/common/innerpartnames.h"
#include "ui/common/menuitemaccessible.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/interfacelanguage.h"
#include "ui/common/viewexporter.h"
#include "ui/window/editactions.h"
#include "ui/window/helptopics.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tableexport.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QToolBar>

#include <algorithm>
#include <limits>
#include <memory>

namespace pe {

MainActions::MainActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    // The choices in the menus are read as checkable items (issue 26).
    MenuItemAccessible::install();
    InnerPartNames::install(); // combo lists, the toolbar's extension button
    createFileMenu();
    createEditMenu();
    createViewMenu();
    m_lessons = window->menuBar()->addMenu(QString());
    createHelpMenu();

    m_toolBar = window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_editActions->setToolBar(m_toolBar);
    for (const char *name : { "undo", "redo", "lectureDefaults", "workbenchDefaults",
                              "encodingEnabled", "exportWhole" })
        m_toolBar->addAction(action(QString::fromLatin1(name)));
    m_view->insertAction(m_view->actions().value(0), m_toolBar->toggleViewAction());
    retranslate();
}

MainActions::~MainActions() = default;

QAction *MainActions::makeAction(const QString &name, QMenu *menu)
{
    auto *a = new QAction(this);
    a->setObjectName(name);
    if (menu)
        menu->addAction(a);
    return a;
}

QAction *MainActions::action(const QString &name) const
{
    return findChild<QAction *>(name, Qt::FindDirectChildrenOnly);
}

void MainActions::createFileMenu()
{
    m_file = m_window->menuBar()->addMenu(QString());
    m_export = m_file->addMenu(QString());
    // The whole window, then every view that has a figure, in the registry's order.
    QStringList figures { QStringLiteral("main") };
    for (const ViewEntry &entry : ViewRegistry::entries())
        if (entry.exportText)
            figures.append(QString::fromLatin1(entry.id));
    for (const QString &view : std::as_const(figures)) {
        QAction *a = makeAction(QStringLiteral("export_") + view, m_export);
        connect(a, &QAction::triggered, this, [this, view] { exportView(view); });
    }
    action(QStringLiteral("export_main"))->setShortcut(QKeySequence(tr("Ctrl+E")));
    // The toolbar's copy of "export the whole window".
    QAction *whole = makeAction(QStringLiteral("exportWhole"), nullptr);
    connect(whole, &QAction::triggered, this, [this] { exportView(QStringLiteral("main")); });
    QAction *csv = makeAction(QStringLiteral("exportTable"), m_file);
    connect(csv, &QAction::triggered, this, [this] { exportTable(); });
    m_file->addSeparator();
    QAction *quit = makeAction(QStringLiteral("quit"), m_file);
    // Ctrl+Q everywhere (the platform's Quit key is empty on some, e.g. Windows and offscreen).
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    const QKeySequence ctrlQ(Qt::CTRL | Qt::Key_Q);
    if (!quitKeys.contains(ctrlQ))
        quitKeys.prepend(ctrlQ);
    quit->setShortcuts(quitKeys);
    // Quit is the whole app: from the explorer, a lesson or any window that is not modal, and
    // every window closes (the lessons too), so the last one closing ends the program.
    quit->setShortcutContext(Qt::ApplicationShortcut);
    quit->setMenuRole(QAction::QuitRole);
    // The explorer first: it keeps its layout with the floating docks still open (closed before
    // it, they would be saved closed) and may ask to save the scenario; then the rest.
    connect(quit, &QAction::triggered, this, [this] {
        if (!m_window->isVisible() || m_window->close())
            QApplication::closeAllWindows();
    });
}

void MainActions::createEditMenu()
{
    m_edit = m_window->menuBar()->addMenu(QString());
    m_editActions = std::make_unique<EditActions>(m_window, m_edit, this);
}

void MainActions::fitButtonWidths()
{
    m_editActions->fitButtonWidths();
}

void MainActions::createViewMenu()
{
    m_view = m_window->menuBar()->addMenu(QString());
    // In the window's order (the parameters, then the views as their tabs stand), not in the
    // order the docks were made (Comparison, the first tab, came last).
    QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
    QStringList order;
    for (const ViewEntry *entry : ViewRegistry::windowOrder())
        order.append(QString::fromLatin1(entry->id) + QStringLiteral("Dock"));
    std::stable_sort(docks.begin(), docks.end(),
                     [&order](const QDockWidget *a, const QDockWidget *b) {
                         return order.indexOf(a->objectName()) < order.indexOf(b->objectName());
                     });
    for (QDockWidget *dock : std::as_const(docks))
        m_view->addAction(dock->toggleViewAction());
    m_view->addSeparator();
    m_palette = m_view->addMenu(QString());
    m_paletteGroup = new QActionGroup(this);
    for (Palette palette : ColorMap::palettes()) {
        QAction *a = makeAction(QStringLiteral("palette_") + ColorMap::name(palette), m_palette);
        a->setCheckable(true);
        m_paletteGroup->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, palette] { m_window->setHeatmapPalette(palette); });
    }
    m_language = m_view->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    // Each language is named in itself, so anyone can find their own.
    for (const InterfaceLanguage &entry : InterfaceLanguage::all()) {
        QAction *a = makeAction(QStringLiteral("language_") + entry.code, m_language);
        a->setText(entry.nativeName);
        a->setCheckable(true);
        m_languageGroup->addAction(a);
        const QString language = entry.code;
        connect(a, &QAction::triggered, m_window,
                [this, language] { Q_EMIT m_window->languageRequested(language); });
    }
    syncPalette();
}

void MainActions::createHelpMenu()
{
    m_help = m_window->menuBar()->addMenu(QString());
    QAction *guide = makeAction(QStringLiteral("gettingStarted"), m_help);
    guide->setShortcut(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, [this] {
        HelpTopics::show(m_window, plainTextOf(QStringLiteral("gettingStarted")),
                         HelpTopics::gettingStarted());
    });
    QAction *keys = makeAction(QStringLiteral("keyboardShortcuts"), m_help);
    connect(keys, &QAction::triggered, this, [this] {
        HelpTopics::show(m_window, plainTextOf(QStringLiteral("keyboardShortcuts")),
                         HelpTopics::shortcutList(m_window->findChildren<QAction *>()));
    });
    m_help->addSeparator();
    QAction *about = makeAction(QStringLiteral("about"), m_help);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainActions::showAbout);
    QAction *aboutQt = makeAction(QStringLiteral("aboutQt"), m_help);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

QString MainActions::plainTextOf(const QString &name) const
{
    return HelpTopics::plainText(action(name)->text());
}

void MainActions::addLesson(const QString &id)
{
    QAction *a = makeAction(QStringLiteral("lesson_") + id, m_lessons);
    connect(a, &QAction::triggered, m_window, [this, id] { Q_EMIT m_window->lessonRequested(id); });
    m_lessonActions.append({ a, id });
    a->setText(LessonCatalog::title(id));
    a->setStatusTip(LessonCatalog::summary(id));
}

void MainActions::setCurrentLanguage(const QString &language)
{
    if (QAction *a = action(QStringLiteral("language_") + language))
        a->setChecked(true);
}

void MainActions::syncPalette()
{
    if (QAction *a
        = action(QStringLiteral("palette_") + ColorMap::name(m_window->heatmapPalette())))
        a->setChecked(true);
}

void MainActions::retranslate()
{
    m_file->setTitle(tr("&File"));
    m_export->setTitle(tr("&Export Image"));
    action(QStringLiteral("export_main"))->setText(ViewRegistry::wholeWindowExportText());
    for (const ViewEntry &entry : ViewRegistry::entries())
        if (entry.exportText)
            action(QStringLiteral("export_") + QLatin1String(entry.id))
                ->setText(ViewRegistry::exportText(entry));
    action(QStringLiteral("exportWhole"))->setText(tr("Export Image"));
    action(QStringLiteral("exportWhole"))
        ->setToolTip(tr("Save the whole window as a PNG or SVG image"));
    action(QStringLiteral("exportTable"))->setText(tr("Export &Table as CSV…"));
    action(QStringLiteral("quit"))->setText(tr("&Quit"));
    m_edit->setTitle(tr("&Edit"));
    m_editActions->retranslate();
    m_view->setTitle(tr("&View"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_palette->setTitle(tr("Heatmap &Palette"));
    for (Palette palette : ColorMap::palettes())
        action(QStringLiteral("palette_") + ColorMap::name(palette))
            ->setText(ColorMap::displayName(palette));
    m_language->setTitle(tr("&Language"));
    m_lessons->setTitle(tr("&Lessons"));
    for (const auto &[a, id] : m_lessonActions) {
        a->setText(LessonCatalog::title(id));
        a->setStatusTip(LessonCatalog::summary(id));
    }
    m_help->setTitle(tr("&Help"));
    action(QStringLiteral("gettingStarted"))->setText(tr("&Getting Started"));
    action(QStringLiteral("keyboardShortcuts"))->setText(tr("&Keyboard Shortcuts"));
    action(QStringLiteral("about"))->setText(tr("&About Positional Encoding Workbench"));
    action(QStringLiteral("aboutQt"))->setText(tr("About &Qt"));
}

void MainActions::showAbout()
{
    QMessageBox::about(
        m_window, tr("About Positional Encoding Workbench"),
        tr("<h3>Positional Encoding Workbench %1</h3>"
           "<p>How sinusoidal positional encoding gives a Transformer the order of the "
           "words, computed exactly in double precision.</p>"
           "<p>The lessons follow three sources: a Japanese workbench lesson and a Japanese "
           "narrative introduction to positional encoding, and a Taiwanese lecture on "
           "self-attention and sinusoidal positional embedding.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later. "
           "Built with Qt %2, running on Qt %3.</p>")
            .arg(QStringLiteral(PEW_VERSION), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

} // namespace pe
