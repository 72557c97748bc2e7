// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace pe {

// A text field claims Ctrl+Z / Ctrl+Shift+Z for its own text even when it has nothing to undo, so
// the window's Undo never came while a parameter field had the focus (at start-up, or after a
// value was typed and applied). Installed on the application, this lets those shortcuts through
// to the window's actions unless the focused field (a line edit, or a spin box's) has text edits
// of its own to undo or redo, i.e. while its text is being edited.
class UndoShortcutFilter : public QObject
{
    Q_OBJECT

public:
    // Acts on fields inside window only.
    explicit UndoShortcutFilter(QWidget *window, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace pe
