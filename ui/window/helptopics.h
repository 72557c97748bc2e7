// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QAction;
class QDialog;
class QWidget;

namespace pe {

// Help → Getting started and Help → Keyboard shortcuts: a short guide to the main window in the
// user's language, and the list of shortcuts read from the actions themselves (so it can never
// disagree with what the keys do).
class HelpTopics
{
    Q_DECLARE_TR_FUNCTIONS(HelpTopics)

public:
    static QString gettingStarted(); // rich text
    // One table row per action with a shortcut: its menu text (no "&", no "(&X)") and every key
    // sequence in the platform's notation; rows sorted by the text, duplicates once.
    static QString shortcutList(const QList<QAction *> &actions);
    // The plain menu text of an action: "&Undo Change d" -> "Undo Change d",
    // "ファイル(&F)" -> "ファイル", "Export &Table as CSV…" -> "Export Table as CSV".
    static QString plainText(const QString &menuText);
    // A window-modal reader for one topic, as tall as its text (up to 90 % of the screen).
    static QDialog *show(QWidget *parent, const QString &title, const QString &html);
};

} // namespace pe
