// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonpaper.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>

namespace pe {

namespace {

    // A part of a control (a spin box's field) or of a view (a table's headers and corner button):
    // it goes or stays with its owner.
    bool insidePart(const QWidget *widget, const QWidget *content)
    {
        for (const QWidget *up = widget->parentWidget(); up && up != content;
             up = up->parentWidget())
            if (LessonPaper::isControl(up) || qobject_cast<const QAbstractItemView *>(up))
                return true;
        return false;
    }

} // namespace

bool LessonPaper::isControl(const QWidget *widget)
{
    if (qobject_cast<const QAbstractButton *>(widget)
        || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget)
        || qobject_cast<const QAbstractSlider *>(widget) || qobject_cast<const QLineEdit *>(widget))
        return true;
    // A list to pick from (a view of numbers that selects nothing is read, not operated).
    const auto *list = qobject_cast<const QAbstractItemView *>(widget);
    return list && list->selectionMode() != QAbstractItemView::NoSelection;
}

QList<QPointer<QWidget>> LessonPaper::hide(QWidget *content, const QList<QPointer<QWidget>> &marked)
{
    QList<QPointer<QWidget>> hidden;
    const auto hideOne = [&hidden](QWidget *widget) {
        if (!widget || widget->isHidden())
            return;
        widget->hide();
        hidden.append(widget);
    };
    for (const QPointer<QWidget> &widget : marked)
        hideOne(widget);
    const QList<QWidget *> all = content->findChildren<QWidget *>();
    for (QWidget *widget : all) {
        if (qobject_cast<QScrollBar *>(widget) || insidePart(widget, content))
            continue; // a scroll area shows its bars when it needs them
        if (isControl(widget))
            hideOne(widget);
        else if (auto *label = qobject_cast<QLabel *>(widget);
                 label && label->buddy() && isControl(label->buddy()))
            hideOne(label);
    }
    return hidden;
}

void LessonPaper::show(const QList<QPointer<QWidget>> &hidden)
{
    for (const QPointer<QWidget> &widget : hidden)
        if (widget)
            widget->show();
}

} // namespace pe
