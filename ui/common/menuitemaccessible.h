// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleInterface>
#include <QPointer>

class QAction;
class QWidget;

namespace pe {

// A menu item as a screen reader meets it (issue 26):
// - read by its text without the mnemonic: "言語", not Qt's "言語(L)" (Qt strips only the "&");
// - a checkable one (a dock, a palette, a language, a presenter screen, zoom or look) as a radio
//   button (one choice of an exclusive group) or a check box, with its state: Qt's own item is a
//   plain menu item whose "checkable" Qt 6.4's AT-SPI bridge does not pass on, so Orca read an
//   unticked choice as a plain command.
class MenuItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    explicit MenuItemAccessible(QAction *action);

    // The factory QAccessible asks for a QAction: this interface for one in a menu or menu bar.
    static QAccessibleInterface *factory(const QString &className, QObject *object);
    // Installed once.
    static void install();

    // QAccessibleInterface
    bool isValid() const override;
    QObject *object() const override;
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
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
    // The menu or menu bar that shows the action.
    QWidget *owner() const;

    QPointer<QAction> m_action;
};

} // namespace pe
