// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainactions.h"
#include "ui/common/menuitemaccessible.h"
#include "ui/common/mnemonictext.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/interfacelanguage.h"
#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/viewexporter.h"
#include "ui/window/helptopics.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tableexport.h"
#include "ui/window/undoshortcutfilter.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>
#include <limits>

namespace pe {

MainActions::MainActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    // The choices in the menus are read as checkable items (issue 26).
    MenuItemAccessible::install();
    createFileMenu();
    createEditMenu();
    createViewMenu();
    m_lessons = window->menuBar()->addMenu(QString());
    createHelpMenu();

    m_toolBar = window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char *name : { "undo", "redo", "lectureDefaults", "workbenchDefaults",
                              "encodingEnabled", "exportWhole" })
        m_toolBar->addAction(action(QString::fromLatin1(name)));
    m_view->insertAction(m_view->actions().value(0), m_toolBar->toggleViewAction());
    retranslate();
}

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
    // Own actions rather than QUndoStack::createUndoAction(): their texts are retranslated with
    // the rest, and the toolbar shows a fixed "Undo"/"Redo" (the step's name is in the menu and
    // the tooltip), so the buttons keep their width and place.
    QUndoStack *stack = m_window->undoStack();
    m_stack = stack;
    QAction *undo = makeAction(QStringLiteral("undo"), m_edit);
    undo->setShortcuts(QKeySequence::Undo);
    undo->setEnabled(stack->canUndo());
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    QAction *redo = makeAction(QStringLiteral("redo"), m_edit);
    redo->setShortcuts(QKeySequence::Redo); // Ctrl+Shift+Z and Ctrl+Y
    redo->setEnabled(stack->canRedo());
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainActions::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainActions::updateUndoTexts);
    // Ctrl+Z in a field with nothing of its own to undo is the window's Undo.
    qApp->installEventFilter(new UndoShortcutFilter(m_window, this));
    m_edit->addSeparator();
    const auto applyPreset
        = [this](const QByteArray &key, const ParameterSettings::Preset &preset) {
              QList<QPair<Parameter, QVariant>> values;
              for (const auto &v : preset)
                  values.append({ v.parameter, v.value });
              m_window->requestParameters(key, values);
          };
    QAction *lecture = makeAction(QStringLiteral("lectureDefaults"), m_edit);
    lecture->setShortcut(QKeySequence(tr("Ctrl+1")));
    connect(lecture, &QAction::triggered, this, [applyPreset] {
        applyPreset("lectureDefaults", ParameterSettings::lectureDefaults());
    });
    QAction *workbench = makeAction(QStringLiteral("workbenchDefaults"), m_edit);
    workbench->setShortcut(QKeySequence(tr("Ctrl+2")));
    connect(workbench, &QAction::triggered, this, [applyPreset] {
        applyPreset("workbenchDefaults", ParameterSettings::workbenchDefaults());
    });
    m_edit->addSeparator();
    QAction *enabled = makeAction(QStringLiteral("encodingEnabled"), m_edit);
    enabled->setCheckable(true);
    enabled->setShortcut(QKeySequence(tr("Ctrl+T")));
    PositionalEncodingModel *model = m_window->model();
    enabled->setChecked(model->isEncodingEnabled());
    connect(model, &PositionalEncodingModel::encodingEnabledChanged, enabled, &QAction::setChecked);
    connect(enabled, &QAction::triggered, this,
            [this](bool on) { m_window->requestParameter(Parameter::EncodingEnabled, on); });
    connect(enabled, &QAction::toggled, this, &MainActions::updateEncodingText);
}

void MainActions::fitButtonWidths()
{
    updateEncodingText();
    updateUndoTexts();
}

void MainActions::updateEncodingText()
{
    // The menu's check mark shows the state; the toolbar button says it in words, on or off.
    QAction *enabled = action(QStringLiteral("encodingEnabled"));
    const QString on = tr("Positional encoding: on");
    const QString off = tr("Positional encoding: off");
    enabled->setIconText(enabled->isChecked() ? on : off);
    // As wide as the wider of the two, so the buttons after it stay under the mouse.
    if (QWidget *button = m_toolBar ? m_toolBar->widgetForAction(enabled) : nullptr) {
        // Measured as QToolButton measures its text.
        const QFontMetrics metrics(button->font());
        const auto textWidth = [&metrics](const QString &text) {
            return metrics.size(Qt::TextShowMnemonic, text).width();
        };
        const int extra = button->sizeHint().width() - textWidth(enabled->iconText());
        button->setMinimumWidth(extra + std::max(textWidth(on), textWidth(off)));
    }
}

void MainActions::createViewMenu()
{
    m_view = m_window->menuBar()->addMenu(QString());
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
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
    action(QStringLiteral("undo"))->setIconText(tr("Undo"));
    action(QStringLiteral("redo"))->setIconText(tr("Redo"));
    updateUndoTexts();
    action(QStringLiteral("lectureDefaults"))->setText(tr("&Lecture Defaults"));
    action(QStringLiteral("lectureDefaults"))
        ->setToolTip(tr("d = 128, positions 0–49, dimensions 0, 1 and 10, as in the lecture"));
    action(QStringLiteral("workbenchDefaults"))->setText(tr("&Workbench Defaults"));
    for (const char *name : { "lectureDefaults", "workbenchDefaults" }) // no "(L)" on a button
        action(QString::fromLatin1(name))
            ->setIconText(MnemonicText::plain(action(QString::fromLatin1(name))->text()));
    action(QStringLiteral("workbenchDefaults"))
        ->setToolTip(tr("d = 8, the token “the” at positions 0 and 3, as in the workbench "
                        "lesson"));
    action(QStringLiteral("encodingEnabled"))->setText(tr("Positional &Encoding"));
    updateEncodingText();
    action(QStringLiteral("encodingEnabled"))
        ->setToolTip(tr("On: x(p) = E + PE(p). Off (the control): x(p) = E + 0."));
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

void MainActions::updateUndoTexts()
{
    const QString undoName = m_stack->undoText();
    const QString redoName = m_stack->redoText();
    QAction *undo = action(QStringLiteral("undo"));
    QAction *redo = action(QStringLiteral("redo"));
    undo->setText(undoName.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoName));
    undo->setToolTip(undoName.isEmpty() ? tr("Nothing to undo") : tr("Undo %1").arg(undoName));
    redo->setText(redoName.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoName));
    redo->setToolTip(redoName.isEmpty() ? tr("Nothing to redo") : tr("Redo %1").arg(redoName));
    // Both buttons as wide as the wider label of this language, whatever the step.
    QWidget *undoButton = m_toolBar ? m_toolBar->widgetForAction(undo) : nullptr;
    QWidget *redoButton = m_toolBar ? m_toolBar->widgetForAction(redo) : nullptr;
    if (undoButton && redoButton) {
        undoButton->setMinimumWidth(0);
        undoButton->setMaximumWidth(QWIDGETSIZE_MAX);
        redoButton->setMinimumWidth(0);
        redoButton->setMaximumWidth(QWIDGETSIZE_MAX);
        const int width = qMax(undoButton->sizeHint().width(), redoButton->sizeHint().width());
        undoButton->setFixedWidth(width);
        redoButton->setFixedWidth(width);
    }
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
