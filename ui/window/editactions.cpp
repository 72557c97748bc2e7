// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/editactions.h"

#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/mnemonictext.h"
#include "ui/window/mainwindow.h"
#include "ui/window/undoshortcutfilter.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace pe {

EditActions::EditActions(MainWindow *window, QMenu *menu, QObject *owner)
    : m_window(window)
    , m_stack(window->undoStack())
{
    const auto makeAction = [owner, menu](const QString &name) {
        auto *a = new QAction(owner);
        a->setObjectName(name);
        menu->addAction(a);
        return a;
    };
    // Own actions rather than QUndoStack::createUndoAction(): their texts are retranslated with
    // the rest, and the toolbar shows a fixed "Undo"/"Redo" (the step's name is in the menu and
    // the tooltip), so the buttons keep their width and place.
    m_undo = makeAction(QStringLiteral("undo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setEnabled(m_stack->canUndo());
    QObject::connect(m_undo, &QAction::triggered, m_stack, &QUndoStack::undo);
    QObject::connect(m_stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    m_redo = makeAction(QStringLiteral("redo"));
    m_redo->setShortcuts(QKeySequence::Redo); // Ctrl+Shift+Z and Ctrl+Y
    m_redo->setEnabled(m_stack->canRedo());
    QObject::connect(m_redo, &QAction::triggered, m_stack, &QUndoStack::redo);
    QObject::connect(m_stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    QObject::connect(m_stack, &QUndoStack::undoTextChanged, owner, [this] { updateUndoTexts(); });
    QObject::connect(m_stack, &QUndoStack::redoTextChanged, owner, [this] { updateUndoTexts(); });
    // Ctrl+Z in a field with nothing of its own to undo is the window's Undo.
    qApp->installEventFilter(new UndoShortcutFilter(m_window, owner));
    menu->addSeparator();
    const auto applyPreset
        = [this](const QByteArray &key, const ParameterSettings::Preset &preset) {
              QList<QPair<Parameter, QVariant>> values;
              for (const auto &v : preset)
                  values.append({ v.parameter, v.value });
              m_window->requestParameters(key, values);
          };
    m_lecture = makeAction(QStringLiteral("lectureDefaults"));
    m_lecture->setShortcut(QKeySequence(tr("Ctrl+1")));
    QObject::connect(m_lecture, &QAction::triggered, owner, [applyPreset] {
        applyPreset("lectureDefaults", ParameterSettings::lectureDefaults());
    });
    m_workbench = makeAction(QStringLiteral("workbenchDefaults"));
    m_workbench->setShortcut(QKeySequence(tr("Ctrl+2")));
    QObject::connect(m_workbench, &QAction::triggered, owner, [applyPreset] {
        applyPreset("workbenchDefaults", ParameterSettings::workbenchDefaults());
    });
    menu->addSeparator();
    m_enabled = makeAction(QStringLiteral("encodingEnabled"));
    m_enabled->setCheckable(true);
    m_enabled->setShortcut(QKeySequence(tr("Ctrl+T")));
    PositionalEncodingModel *model = m_window->model();
    m_enabled->setChecked(model->isEncodingEnabled());
    QObject::connect(model, &PositionalEncodingModel::encodingEnabledChanged, m_enabled,
                     &QAction::setChecked);
    QObject::connect(m_enabled, &QAction::triggered, owner, [this](bool on) {
        m_window->requestParameter(Parameter::EncodingEnabled, on);
    });
    QObject::connect(m_enabled, &QAction::toggled, owner, [this] { updateEncodingText(); });
}

void EditActions::retranslate()
{
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
    updateUndoTexts();
    m_lecture->setText(tr("&Lecture Defaults"));
    m_lecture->setToolTip(tr("d = 128, positions 0–49, dimensions 0, 1 and 10, as in the lecture"));
    m_workbench->setText(tr("&Workbench Defaults"));
    for (QAction *preset : { m_lecture, m_workbench }) // no "(L)" on a button
        preset->setIconText(MnemonicText::plain(preset->text()));
    m_workbench->setToolTip(tr("d = 8, the token “the” at positions 0 and 3, as in the workbench "
                               "lesson"));
    m_enabled->setText(tr("Positional &Encoding"));
    updateEncodingText();
    m_enabled->setToolTip(tr("On: x(p) = E + PE(p). Off (the control): x(p) = E + 0."));
}

void EditActions::fitButtonWidths()
{
    updateEncodingText();
    updateUndoTexts();
}

void EditActions::updateEncodingText()
{
    // The menu's check mark shows the state; the toolbar button says it in words, on or off.
    const QString on = tr("Positional encoding: on");
    const QString off = tr("Positional encoding: off");
    m_enabled->setIconText(m_enabled->isChecked() ? on : off);
    // As wide as the wider of the two, so the buttons after it stay under the mouse.
    if (QWidget *button = m_toolBar ? m_toolBar->widgetForAction(m_enabled) : nullptr) {
        // Measured as QToolButton measures its text.
        const QFontMetrics metrics(button->font());
        const auto textWidth = [&metrics](const QString &text) {
            return metrics.size(Qt::TextShowMnemonic, text).width();
        };
        const int extra = button->sizeHint().width() - textWidth(m_enabled->iconText());
        button->setMinimumWidth(extra + std::max(textWidth(on), textWidth(off)));
    }
}

void EditActions::updateUndoTexts()
{
    const QString undoName = m_stack->undoText();
    const QString redoName = m_stack->redoText();
    m_undo->setText(undoName.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoName));
    m_undo->setToolTip(undoName.isEmpty() ? tr("Nothing to undo") : tr("Undo %1").arg(undoName));
    m_redo->setText(redoName.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoName));
    m_redo->setToolTip(redoName.isEmpty() ? tr("Nothing to redo") : tr("Redo %1").arg(redoName));
    // Both buttons as wide as the wider label of this language, whatever the step.
    QWidget *undoButton = m_toolBar ? m_toolBar->widgetForAction(m_undo) : nullptr;
    QWidget *redoButton = m_toolBar ? m_toolBar->widgetForAction(m_redo) : nullptr;
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

} // namespace pe
