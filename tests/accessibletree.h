// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in a window: the accessibility tree walked from its root
// (QAccessible::queryAccessibleInterface and children, recursively), and the interactive
// elements in it that have no name, or, for a painted view, no description.
#pragma once

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace pe::accessibilitytest {

// Roles a user operates: buttons, boxes, sliders, fields, tabs.
inline bool isInteractiveRole(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::EditableText:
    case QAccessible::PageTab:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
        return true;
    default:
        return false;
    }
}

// A painted view: a plain widget (role Client) that takes the keyboard focus, not a scroll area
// (named by what it holds). Its name says what it is, its description what it shows and what is
// selected.
inline bool isPaintedView(QAccessibleInterface *node)
{
    return node->role() == QAccessible::Client && node->state().focusable
        && !qobject_cast<QAbstractScrollArea *>(node->object());
}

inline QString describe(QAccessibleInterface *node)
{
    QString what = QString::number(node->role(), 16);
    if (QObject *object = node->object()) {
        what = QString::fromLatin1(object->metaObject()->className());
        if (!object->objectName().isEmpty())
            what += QLatin1Char('#') + object->objectName();
        // The nearest ancestor with an objectName says where an unnamed inner widget sits.
        for (QObject *up = object->parent(); up; up = up->parent())
            if (!up->objectName().isEmpty() && !up->objectName().startsWith(QLatin1String("qt_"))) {
                what += QStringLiteral(" in ") + up->objectName();
                break;
            }
    }
    return what + QStringLiteral(" (role 0x") + QString::number(node->role(), 16)
        + QLatin1Char(')');
}

inline void collectMissing(QAccessibleInterface *node, QSet<QAccessibleInterface *> *seen,
                           QStringList *missing, int depth)
{
    if (!node || !node->isValid() || seen->contains(node) || depth > 64)
        return;
    seen->insert(node);
    // A label is named by its text (a selectable message label takes the focus, but is no
    // control).
    const bool interactive = node->role() != QAccessible::StaticText
        && (isInteractiveRole(node->role()) || node->state().focusable);
    // Qt's own parts (a spin box's line edit, a scroll area's viewport) are named by their owner,
    // but not a toolbar's extension button, which the user presses; a combo box's list (a window
    // of its own) is read when it opens, so it needs a name too (AT-SPI found them without).
    const QObject *object = node->object();
    const bool qtPart = object && object->objectName().startsWith(QLatin1String("qt_"))
        && object->objectName() != QLatin1String("qt_toolbar_ext_button");
    if (interactive && !qtPart && !node->state().disabled) {
        if (node->text(QAccessible::Name).trimmed().isEmpty())
            missing->append(QStringLiteral("no name: ") + describe(node));
        else if (isPaintedView(node) && node->text(QAccessible::Description).trimmed().isEmpty())
            missing->append(QStringLiteral("no description: ") + describe(node));
    }
    for (int k = 0; k < node->childCount(); ++k)
        collectMissing(node->child(k), seen, missing, depth + 1);
}

// Every interactive element under root (root included) that a screen reader could not name.
inline QStringList unnamedElements(QWidget *root)
{
    QSet<QAccessibleInterface *> seen;
    QStringList missing;
    collectMissing(QAccessible::queryAccessibleInterface(root), &seen, &missing, 0);
    missing.removeDuplicates();
    return missing;
}

// Name and description of every node with an object, by object: what a language switch changes.
inline void collectTexts(QAccessibleInterface *node, QSet<QAccessibleInterface *> *seen,
                         QHash<QObject *, QString> *texts, int depth = 0)
{
    if (!node || !node->isValid() || seen->contains(node) || depth > 64)
        return;
    seen->insert(node);
    if (QObject *object = node->object())
        texts->insert(object,
                      node->text(QAccessible::Name) + QLatin1Char('|')
                          + node->text(QAccessible::Description));
    for (int k = 0; k < node->childCount(); ++k)
        collectTexts(node->child(k), seen, texts, depth + 1);
}

inline QHash<QObject *, QString> texts(QWidget *root)
{
    QSet<QAccessibleInterface *> seen;
    QHash<QObject *, QString> out;
    collectTexts(QAccessible::queryAccessibleInterface(root), &seen, &out);
    return out;
}

// How many nodes the walk visits: a check that the walk reaches into the window at all.
inline int nodeCount(QAccessibleInterface *node, QSet<QAccessibleInterface *> *seen, int depth = 0)
{
    if (!node || !node->isValid() || seen->contains(node) || depth > 64)
        return 0;
    seen->insert(node);
    int count = 1;
    for (int k = 0; k < node->childCount(); ++k)
        count += nodeCount(node->child(k), seen, depth + 1);
    return count;
}

} // namespace pe::accessibilitytest
