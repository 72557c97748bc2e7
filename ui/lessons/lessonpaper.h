// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

namespace pe {

// What of a lesson page's content a handout leaves out. Nothing on paper can be typed, ticked or
// pressed: the controls (fields, check and radio boxes, buttons, sliders, lists to pick from),
// the labels that name them, and what the page marks as for the screen only (a group of choices,
// a line that asks for a click) are hidden while the page is drawn for paper; the figure keeps
// what the controls chose.
class LessonPaper
{
public:
    // A widget the reader would operate: a field, box, button, slider or item list.
    static bool isControl(const QWidget *widget);
    // Hides, below content, every visible control, every label whose buddy is one, and every
    // marked widget; returns what it hid, for show() to put back.
    static QList<QPointer<QWidget>> hide(QWidget *content, const QList<QPointer<QWidget>> &marked);
    static void show(const QList<QPointer<QWidget>> &hidden);
};

} // namespace pe
