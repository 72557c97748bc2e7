// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QAction;
class QMenu;
class QToolBar;
class QUndoStack;

namespace pe {

class MainWindow;

// The Edit menu's actions: Undo and Redo with the step's name, the lecture's and the workbench's
// presets, positional encoding on or off; and their toolbar buttons, which keep one width whatever
// the step or the state. The actions are children of MainActions, which finds them by name and owns
// this; their texts stay in MainActions' context, the key of their translations.
class EditActions
{
    Q_DECLARE_TR_FUNCTIONS(pe::MainActions)

public:
    // Makes the actions in menu, children of owner (connections end with it too).
    EditActions(MainWindow *window, QMenu *menu, QObject *owner);

    // Where the buttons are (none until the toolbar is made).
    void setToolBar(QToolBar *toolBar) { m_toolBar = toolBar; }
    void retranslate();
    // The buttons measured again in the window's font.
    void fitButtonWidths();

private:
    void updateEncodingText();
    // Undo/Redo texts from the stack: "Undo Change d" in the menu and the tooltip.
    void updateUndoTexts();

    MainWindow *m_window;
    QToolBar *m_toolBar = nullptr;
    // The window's stack; it tells its last changes while the window is being destroyed.
    QUndoStack *m_stack;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_lecture;
    QAction *m_workbench;
    QAction *m_enabled;
};

} // namespace pe
