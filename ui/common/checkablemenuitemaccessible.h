// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleInterface>
#include <QPointer>

class QAction;
class QMenu;

namespace pe {

// A checkable menu item (a dock, a palette, a language, a presenter screen, zoom or look) as a
// screen reader meets it: a radio button (one choice of an exclusive group) or a check box, with
// its state. Qt's own menu item is a plain menu item whose "checkable" Qt 6.4's AT-SPI bridge does
// not pass on, so Orca read an unticked choice as a plain command (issue 26). Read by its text
// without the mnemonic.
class CheckableMenuItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    explicit CheckableMenuItemAccessible(QAction *action);

    // The factory QAccessible asks for a QAction: this interface for a checkable one in a menu.
    static QAccessibleInterface *factory(const QString &className, QObject *object);
    // Installed once.
    static void install();

    // QAccessibleInterface
    bool isValid() const override;
    QObject *object() const override;
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleActionInterface
    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    QMenu *owner() const;

    QPointer<QAction> m_action;
};

} // namespace pe
