// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/checkablemenuitemaccessible.h"

#include "ui/common/mnemonictext.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QWindow>

namespace pe {

CheckableMenuItemAccessible::CheckableMenuItemAccessible(QAction *action)
    : m_action(action)
{
}

QAccessibleInterface *CheckableMenuItemAccessible::factory(const QString &className,
                                                           QObject *object)
{
    if (className != QLatin1String("QAction"))
        return nullptr;
    auto *action = qobject_cast<QAction *>(object);
    if (!action || !action->isCheckable() || action->isSeparator() || action->menu())
        return nullptr;
    for (QObject *user : action->associatedObjects())
        if (qobject_cast<QMenu *>(user))
            return new CheckableMenuItemAccessible(action);
    return nullptr;
}

void CheckableMenuItemAccessible::install()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(&CheckableMenuItemAccessible::factory);
}

QMenu *CheckableMenuItemAccessible::owner() const
{
    if (!m_action)
        return nullptr;
    for (QObject *user : m_action->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(user))
            return menu;
    return nullptr;
}

bool CheckableMenuItemAccessible::isValid() const
{
    return m_action && owner();
}

QObject *CheckableMenuItemAccessible::object() const
{
    return m_action;
}

QWindow *CheckableMenuItemAccessible::window() const
{
    QMenu *menu = owner();
    return menu ? menu->windowHandle() : nullptr;
}

QAccessibleInterface *CheckableMenuItemAccessible::parent() const
{
    return QAccessible::queryAccessibleInterface(owner());
}

QString CheckableMenuItemAccessible::text(QAccessible::Text t) const
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

QRect CheckableMenuItemAccessible::rect() const
{
    QMenu *menu = owner();
    if (!menu || !m_action)
        return {};
    const QRect geometry = menu->actionGeometry(m_action);
    return geometry.translated(menu->mapToGlobal(QPoint(0, 0)));
}

QAccessible::Role CheckableMenuItemAccessible::role() const
{
    const QActionGroup *group = m_action ? m_action->actionGroup() : nullptr;
    return group && group->isExclusive() ? QAccessible::RadioButton : QAccessible::CheckBox;
}

QAccessible::State CheckableMenuItemAccessible::state() const
{
    QAccessible::State s;
    QMenu *menu = owner();
    if (!m_action || !menu)
        return s;
    if (!menu->isVisible() || !m_action->isVisible())
        s.invisible = true;
    if (menu->activeAction() == m_action)
        s.focused = true;
    s.focusable = true;
    if (!m_action->isEnabled())
        s.disabled = true;
    s.checkable = true;
    s.checked = m_action->isChecked();
    return s;
}

void *CheckableMenuItemAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList CheckableMenuItemAccessible::actionNames() const
{
    return { pressAction(), toggleAction() };
}

void CheckableMenuItemAccessible::doAction(const QString &actionName)
{
    if (!m_action || !m_action->isEnabled())
        return;
    if (actionName == pressAction() || actionName == toggleAction())
        m_action->trigger();
}

} // namespace pe
