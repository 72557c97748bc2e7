// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/undoshortcutfilter.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace pe {

UndoShortcutFilter::UndoShortcutFilter(QWidget *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
{
}

bool UndoShortcutFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const bool undo = key->matches(QKeySequence::Undo);
    const bool redo = key->matches(QKeySequence::Redo);
    if (!undo && !redo)
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (widget->window() != m_window)
        return false;
    // The spin box has the focus; its line edit (a child) holds the text and its history.
    QLineEdit *edit = qobject_cast<QLineEdit *>(widget);
    if (!edit && qobject_cast<QAbstractSpinBox *>(widget))
        edit = widget->findChild<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly);
    if (!edit)
        return false;
    if (undo ? edit->isUndoAvailable() : edit->isRedoAvailable())
        return false; // the text's own undo, while it is being edited
    // Not accepted: the shortcut goes on to the window's Undo/Redo action.
    event->ignore();
    return true;
}

} // namespace pe
