// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterkeys.h"

#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/presentermode.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace pe {

namespace {

    // Typing there needs the letter keys (B) and Space.
    bool isTyping(const QWidget *focus)
    {
        if (!focus)
            return false;
        const QWidget *parent = focus->parentWidget();
        return qobject_cast<const QLineEdit *>(focus)
            || qobject_cast<const QAbstractSpinBox *>(focus)
            || qobject_cast<const QTextEdit *>(focus) || qobject_cast<const QPlainTextEdit *>(focus)
            || (parent && qobject_cast<const QAbstractSpinBox *>(parent));
    }

    // The arrow keys and Space change these; everywhere else in a lesson they step.
    bool usesArrows(const QWidget *focus)
    {
        return focus
            && (isTyping(focus) || qobject_cast<const QAbstractSlider *>(focus)
                || qobject_cast<const QComboBox *>(focus)
                || qobject_cast<const QAbstractItemView *>(focus));
    }

} // namespace

bool PresenterKeys::handle(PresenterMode *presenter, QKeyEvent *event, QWidget *receiver)
{
    const int key = event->key();
    const bool modifierOnly = key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt
        || key == Qt::Key_Meta || key == Qt::Key_AltGr;
    if (presenter->isBlanked()) {
        if (modifierOnly)
            return false;
        presenter->setBlanked(false);
        return true;
    }
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    // The widget the key is for: a number field keeps its arrows, a text field its letters.
    const QWidget *focus = receiver;
    if (key == Qt::Key_Escape) {
        presenter->leave();
        return true;
    }
    if (key == Qt::Key_B && !isTyping(focus)) {
        presenter->setBlanked(true);
        return true;
    }
    auto *wizard = qobject_cast<LessonWizard *>(presenter->target());
    if (!wizard)
        return false;
    switch (key) {
    case Qt::Key_PageDown:
        wizard->next();
        return true;
    case Qt::Key_PageUp:
        wizard->back();
        return true;
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
        if (usesArrows(focus))
            return false;
        wizard->next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
        if (usesArrows(focus))
            return false;
        wizard->back();
        return true;
    case Qt::Key_Home:
    case Qt::Key_End:
        if (usesArrows(focus))
            return false;
        wizard->goToStep(key == Qt::Key_Home ? 0 : wizard->lesson().stepCount() - 1);
        return true;
    default:
        return false;
    }
}

} // namespace pe
