// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/menuitemaccessible.h"

#include "ui/common/mnemonictext.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QWindow>

namespace pe {

MenuItemAccessible::MenuItemAccessible(QAction *action)
    : m_action(action)
{
}

QAccessibleInterface *MenuItemAccessible::factory(const QString &className, QObject *object)
{
    if (className != QLatin1String("QAction"))
        return nullptr;
    auto *action = qobject_cast<QAction *>(object);
    if (!action || action->isSeparator())
        return nullptr;
    for (QObject *user : action->associatedObjects())
        if (qobject_cast<QMenu *>(user) || qobject_cast<QMenuBar *>(user))
            return new MenuItemAccessible(action);
    return nullptr;
}

void MenuItemAccessible::install()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(&MenuItemAccessible::factory);
}

QWidget *MenuItemAccessible::owner() const
{
    if (!m_action)
        return nullptr;
    for (QObject *user : m_action->associatedObjects())
        if (qobject_cast<QMenu *>(user) || qobject_cast<QMenuBar *>(user))
            return static_cast<QWidget *>(user);
    return nullptr;
}

QAccessibleInterface *MenuItemAccessible::child(int index) const
{
    QMenu *menu = m_action ? m_action->menu<QMenu *>() : nullptr;
    return index == 0 && menu ? QAccessible::queryAccessibleInterface(menu) : nullptr;
}

int MenuItemAccessible::childCount() const
{
    return m_action && m_action->menu<QMenu *>() ? 1 : 0;
}

int MenuItemAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    QMenu *menu = m_action ? m_action->menu<QMenu *>() : nullptr;
    return child && menu && child->object() == menu ? 0 : -1;
}

bool MenuItemAccessible::isValid() const
{
    return m_action && owner();
}

QObject *MenuItemAccessible::object() const
{
    return m_action;
}

QWindow *MenuItemAccessible::window() const
{
    QWidget *menu = owner();
    return menu ? menu->windowHandle() : nullptr;
}

QAccessibleInterface *MenuItemAccessible::parent() const
{
    return QAccessible::queryAccessibleInterface(owner());
}

QString MenuItemAccessible::text(QAccessible::Text t) const
{
    if (!m_action)
        return {};
    switch (t) {
    case QAccessible::Name:
        return MnemonicText::plain(m_action->text());
    case QAccessible::Accelerator:
        return m_action->shortcut().toString(QKeySequence::NativeText);
    default:
        return {};
    }
}

QRect MenuItemAccessible::rect() const
{
    QWidget *own = owner();
    if (!own || !m_action)
        return {};
    QRect geometry;
    if (auto *menu = qobject_cast<QMenu *>(own))
        geometry = menu->actionGeometry(m_action);
    else if (auto *bar = qobject_cast<QMenuBar *>(own))
        geometry = bar->actionGeometry(m_action);
    return geometry.translated(own->mapToGlobal(QPoint(0, 0)));
}

QAccessible::Role MenuItemAccessible::role() const
{
    if (!m_action || !m_action->isCheckable() || m_action->menu<QMenu *>())
        return QAccessible::MenuItem;
    const QActionGroup *group = m_action->actionGroup();
    return group && group->isExclusive() ? QAccessible::RadioButton : QAccessible::CheckBox;
}

QAccessible::State MenuItemAccessible::state() const
{
    QAccessible::State s;
    QWidget *own = owner();
    if (!m_action || !own)
        return s;
    if (!own->isVisible() || !m_action->isVisible())
        s.invisible = true;
    auto *menu = qobject_cast<QMenu *>(own);
    auto *bar = qobject_cast<QMenuBar *>(own);
    if ((menu && menu->activeAction() == m_action) || (bar && bar->activeAction() == m_action))
        s.focused = true;
    s.focusable = true;
    if (!m_action->isEnabled())
        s.disabled = true;
    if (m_action->isCheckable()) {
        s.checkable = true;
        s.checked = m_action->isChecked();
    }
    return s;
}

void *MenuItemAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList MenuItemAccessible::actionNames() const
{
    if (m_action && m_action->menu<QMenu *>())
        return { showMenuAction() };
    if (m_action && m_action->isCheckable())
        return { pressAction(), toggleAction() };
    return { pressAction() };
}

void MenuItemAccessible::doAction(const QString &actionName)
{
    if (!m_action || !m_action->isEnabled())
        return;
    if (actionName == pressAction() || actionName == toggleAction()) {
        m_action->trigger();
    } else if (actionName == showMenuAction()) {
        if (auto *bar = qobject_cast<QMenuBar *>(owner()))
            bar->setActiveAction(m_action);
        else if (auto *menu = qobject_cast<QMenu *>(owner()))
            menu->setActiveAction(m_action);
    }
}

} // namespace pe
