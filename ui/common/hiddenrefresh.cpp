// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/hiddenrefresh.h"

#include <QDockWidget>
#include <QEvent>

namespace pe {

HiddenRefresh::HiddenRefresh(QWidget *view, Work work, Mode mode)
    : QObject(view)
    , m_view(view)
    , m_work(std::move(work))
    , m_mode(mode)
{
    view->installEventFilter(this);
}

bool HiddenRefresh::hiddenInShownWindow(const QWidget *view)
{
    if (!view || !view->window()->isVisible())
        return false;
    // A dock tabbed behind another stays "visible" but wholly covered by the one in front.
    return !view->isVisible() || view->visibleRegion().isEmpty();
}

bool HiddenRefresh::unseen() const
{
    return m_mode == WaitWhileUnshown
        ? m_view && (!m_view->isVisible() || m_view->visibleRegion().isEmpty())
        : hiddenInShownWindow(m_view);
}

void HiddenRefresh::request()
{
    if (!unseen()) {
        run();
        return;
    }
    m_stale = true;
    // Its tab brought to the front sends the view no event: the dock says it.
    for (QWidget *w = m_view->parentWidget(); w; w = w->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            if (dock != m_dock) {
                if (m_dock)
                    disconnect(m_dock, nullptr, this, nullptr);
                m_dock = dock;
                connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                    if (visible)
                        catchUp();
                });
            }
            break;
        }
    }
}

void HiddenRefresh::catchUp()
{
    if (m_stale)
        run();
}

void HiddenRefresh::run()
{
    m_stale = false;
    ++m_runs;
    if (m_view && m_work)
        m_work();
}

void HiddenRefresh::catchUpAll(QWidget *root)
{
    if (!root)
        return;
    for (HiddenRefresh *refresh : root->findChildren<HiddenRefresh *>())
        refresh->catchUp();
}

bool HiddenRefresh::anyStale(const QWidget *root)
{
    for (const HiddenRefresh *refresh : root->findChildren<HiddenRefresh *>())
        if (refresh->isStale())
            return true;
    return false;
}

bool HiddenRefresh::eventFilter(QObject *watched, QEvent *event)
{
    // Shown, resized or (uncovered without either) painted, and on screen now: current first.
    if (watched == m_view && m_stale
        && (event->type() == QEvent::Show || event->type() == QEvent::Resize
            || event->type() == QEvent::Paint)
        && !unseen())
        catchUp();
    // Tab reaches a view behind another tab too: what the user lands on is current, with the
    // rest of its dock.
    if (watched == m_view && m_stale && event->type() == QEvent::FocusIn) {
        QWidget *dock = m_view;
        while (dock->parentWidget() && !qobject_cast<QDockWidget *>(dock))
            dock = dock->parentWidget();
        catchUpAll(dock);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe
