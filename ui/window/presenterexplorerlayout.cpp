// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterexplorerlayout.h"

#include "ui/comparison/comparisonpanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QDockWidget>
#include <QSplitter>
#include <QToolBar>

#include <algorithm>

namespace pe {

PresenterExplorerLayout::PresenterExplorerLayout(MainWindow *window)
    : m_window(window)
{
}

void PresenterExplorerLayout::collapse()
{
    if (m_collapsed)
        return;
    m_collapsed = true;
    m_hidden.clear();
    QList<QWidget *> fold;
    if (auto *dock = qobject_cast<QDockWidget *>(m_window->parameterPanel()->parentWidget()))
        fold << dock;
    for (QToolBar *bar : m_window->findChildren<QToolBar *>(Qt::FindDirectChildrenOnly))
        fold << bar;
    for (QWidget *w : std::as_const(fold))
        if (w->isVisible()) {
            w->hide();
            m_hidden << w;
        }
}

void PresenterExplorerLayout::fill()
{
    if (!m_collapsed)
        return;
    const int w = m_window->width();
    QDockWidget *comparison = m_window->viewDock(QStringLiteral("comparison"));
    if (comparison && comparison->isVisible() && !comparison->isFloating()) {
        // What the comparison's table and bars ask for in the large type, but never more than
        // two fifths: the waves and the heatmap are what the class looks at.
        const int wanted = comparison->widget()->sizeHint().width() + comparison->width()
            - comparison->widget()->width();
        const int width = std::clamp(wanted, w / 3, w * 2 / 5);
        m_window->resizeDocks({ comparison }, { width }, Qt::Horizontal);
    }
    if (auto *centre = qobject_cast<QSplitter *>(m_window->centralWidget())) {
        const int h = centre->height();
        centre->setSizes({ h * 3 / 5, h * 2 / 5 }); // the waves, with their legend and axes
    }
    // Every pair's bar, when the dock is tall enough for them and the table's head.
    m_window->comparisonPanel()->setBarsFitted(true);
}

void PresenterExplorerLayout::restore()
{
    if (!m_collapsed)
        return;
    m_collapsed = false;
    m_window->comparisonPanel()->setBarsFitted(false); // the held splitter comes back as it was
    for (const QPointer<QWidget> &w : std::as_const(m_hidden))
        if (w)
            w->show();
    m_hidden.clear();
}

} // namespace pe
