// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's layout: default sizes, save and restore across runs, held while presenting, kept as
// it was at close, fitted to the screen; the events that change it (show, close, move, a dock's
// resize). (The rest of the class is in mainwindow.cpp.)
#include "ui/window/mainwindow.h"

#include "ui/comparison/comparisonpanel.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/modelview/modelview.h"
#include "ui/window/mainactions.h"
#include "ui/window/screenfit.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTabBar>
#include <QTimer>

#include <utility>

namespace pe {

// Everything saveLayout() writes, for AppSession's save soon after a change.
void MainWindow::watchLayout()
{
    connect(heatmapView(), &HeatmapView::colorPaletteChanged, this, &MainWindow::layoutChanged);
    connect(m_centre, &QSplitter::splitterMoved, this, &MainWindow::layoutChanged);
    if (auto *modelView = view<ModelView>(QStringLiteral("model"))) // its model and context length
        connect(modelView, &ModelView::stateChanged, this, &MainWindow::layoutChanged);
    connect(comparisonPanel()->splitter(), &QSplitter::splitterMoved, this,
            &MainWindow::layoutChanged);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        // A dragged dock separator only shows as the dock's resize.
        dock->installEventFilter(this);
        connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::layoutChanged);
        connect(dock, &QDockWidget::dockLocationChanged, this,
                [this] { QTimer::singleShot(0, this, &MainWindow::keepTabNamesWhole); });
        connect(dock, &QDockWidget::topLevelChanged, this, &MainWindow::layoutChanged);
        connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::layoutChanged);
    }
    // The tab in front: the view whose dock came into view last (a tab click, raiseView()).
    for (auto it = m_docks.cbegin(); it != m_docks.cend(); ++it) {
        const QString name = it.key();
        connect(it.value(), &QDockWidget::visibilityChanged, this, [this, name](bool visible) {
            if (visible)
                m_frontView = name;
        });
    }
}

void MainWindow::applyDefaultLayout()
{
    const int w = width();
    // On a small screen (1024 px) the parameters take no more than they need, the comparison
    // what its table needs (456 px), and the plots keep the rest.
    const int parameters
        = w < 1200 ? m_parameterDock->minimumSizeHint().width() + 30 : qBound(250, w / 5, 340);
    resizeDocks({ m_parameterDock, m_docks.value(QStringLiteral("comparison")) },
                { parameters, qBound(456, w * 3 / 10, 640) }, Qt::Horizontal);
    m_centre->setSizes({ height() * 56 / 100, height() * 44 / 100 });
}

QList<QByteArray> MainWindow::layoutNow() const
{
    // Closed: as it was when the close was accepted (its floating docks hide after it).
    if (!m_closedLayout.isEmpty())
        return m_closedLayout;
    if (!m_heldLayout.isEmpty())
        return m_heldLayout;
    // Before the first show the restored layout is still pending: keep it, not the unsized one.
    const bool pending = !m_pendingState.isEmpty();
    return { saveGeometry(), pending ? m_pendingState : saveState(),
             pending ? m_pendingCentre : m_centre->saveState(),
             pending ? m_pendingComparison : comparisonPanel()->splitter()->saveState() };
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    const QList<QByteArray> layout = layoutNow();
    settings.setValue(QStringLiteral("window/geometry"), layout.at(0));
    settings.setValue(QStringLiteral("window/state"), layout.at(1));
    settings.setValue(QStringLiteral("window/centre"), layout.at(2));
    settings.setValue(QStringLiteral("window/comparison"), layout.at(3));
    settings.setValue(QStringLiteral("view/palette"), ColorMap::name(heatmapPalette()));
    if (const auto *modelView = view<ModelView>(QStringLiteral("model"))) {
        settings.setValue(QStringLiteral("model/source"), modelView->source());
        settings.setValue(QStringLiteral("model/context"), modelView->contextLength());
    }
}

void MainWindow::holdLayout()
{
    m_heldLayout = layoutNow();
    m_heldSize = size();
}

void MainWindow::releaseLayout()
{
    if (m_heldLayout.isEmpty())
        return;
    m_releasedLayout = std::exchange(m_heldLayout, {});
    restoreGeometry(m_releasedLayout.at(0));
    settleReleasedLayout();
    // A window manager that never gives the size back: the layout stays as it is then.
    QTimer::singleShot(releaseTimeout, this, [this] { m_releasedLayout.clear(); });
}

void MainWindow::settleReleasedLayout()
{
    if (m_releasedLayout.isEmpty() || m_settlingLayout)
        return;
    m_settlingLayout = true;
    restoreState(m_releasedLayout.at(1));
    m_centre->restoreState(m_releasedLayout.at(2));
    comparisonPanel()->splitter()->restoreState(m_releasedLayout.at(3));
    m_settlingLayout = false;
    if (size() == m_heldSize)
        m_releasedLayout.clear();
    Q_EMIT layoutChanged();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (m_defaultLayoutPending) {
        m_defaultLayoutPending = false;
        applyDefaultLayout();
    }
    // A first start maximised on a small screen: the default sizes follow until the window has
    // the screen's size (the window system's resize comes after the show).
    if (m_maximizedFirstStart && m_shown) {
        applyDefaultLayout();
        if (size() != preferredSize())
            m_maximizedFirstStart = false;
    }
    // Back from presenting: the docks' widths once more for the size the window has now, until
    // it is the size it had before (Qt 6.8 gives it back only after the layout was restored).
    if (!m_releasedLayout.isEmpty())
        settleReleasedLayout();
    Q_EMIT layoutChanged();
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (settings.contains(QStringLiteral("window/geometry"))) {
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        m_pendingState = settings.value(QStringLiteral("window/state")).toByteArray();
        m_pendingCentre = settings.value(QStringLiteral("window/centre")).toByteArray();
        m_pendingComparison = settings.value(QStringLiteral("window/comparison")).toByteArray();
        m_layoutRestored = true;
        if (m_shown)
            applyPendingLayout();
    }
    Palette palette = Palette::Viridis;
    if (ColorMap::fromName(settings.value(QStringLiteral("view/palette")).toString(), &palette))
        setHeatmapPalette(palette);
    m_actions->syncPalette();
    if (auto *modelView = view<ModelView>(QStringLiteral("model")))
        modelView->restoreState(settings.value(QStringLiteral("model/source")).toString(),
                                settings.value(QStringLiteral("model/context")).toLongLong());
}

void MainWindow::applyPendingLayout()
{
    if (!m_pendingState.isEmpty())
        restoreState(m_pendingState);
    if (!m_pendingCentre.isEmpty())
        m_centre->restoreState(m_pendingCentre);
    if (!m_pendingComparison.isEmpty())
        comparisonPanel()->splitter()->restoreState(m_pendingComparison);
    m_pendingState.clear();
    m_pendingCentre.clear();
    m_pendingComparison.clear();
}

void MainWindow::raiseFloatingDocks()
{
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->isFloating() && dock->isVisible())
            dock->raise();
}

void MainWindow::fitToScreen(const QRect &availableArea)
{
    if (isMaximized() || isFullScreen())
        return;
    QRect available = availableArea;
    if (!available.isValid() && screen())
        available = screen()->availableGeometry();
    // A first start on a screen smaller than the preferred size with its frame (1024 × 768,
    // 1280 × 800): maximised. The frame is not known before the window manager framed the
    // window, and a window of the screen's size had its title bar above the screen.
    if (!m_shown && !m_layoutRestored && available.isValid()
        && (available.width() < preferredSize().width() + 2 * framePadding
            || available.height() < preferredSize().height() + titlePadding)) {
        m_maximizedFirstStart = true;
        setWindowState(windowState() | Qt::WindowMaximized);
        return;
    }
    // The frame is known only once the window manager has framed a shown window.
    const QRect frame = frameGeometry();
    const QRect inner = geometry();
    const QMargins margins(inner.left() - frame.left(), inner.top() - frame.top(),
                           frame.right() - inner.right(), frame.bottom() - inner.bottom());
    const QRect fitted = ScreenFit::fitted(inner, available, margins);
    if (fitted == inner)
        return;
    // A first start's default sizes follow the new width (once the window has it: a shown
    // window's resize comes back from the window system).
    m_defaultLayoutPending = m_shown && !m_layoutRestored;
    setGeometry(fitted);
}

void MainWindow::keepTabNamesWhole()
{
    // Ten tabs do not fit a dock's width with their whole names: scroll them, never cut a name
    // to "時鐘…". QMainWindow makes its dock tab bars while laying out, so this runs after.
    for (QTabBar *tabs : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_closedLayout.clear();
    QTimer::singleShot(0, this, &MainWindow::keepTabNamesWhole);
    // Dock sizes only take once the window has its size: the first show sets the saved sizes or
    // the defaults.
    if (!m_shown) {
        if (m_layoutRestored) {
            applyPendingLayout();
            // The restored floating docks were mapped before this window: a window manager
            // stacks them under it, out of sight. On top once this window is on screen.
            for (int delay : { 0, 300 })
                QTimer::singleShot(delay, this, &MainWindow::raiseFloatingDocks);
        } else
            applyDefaultLayout();
    }
    m_shown = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
    // A floating dock is a window of its own: it hides after this one (or Quit closes it first),
    // and a later save (the timer, the app's last) would keep it closed for the next start.
    if (event->isAccepted() && m_closedLayout.isEmpty())
        m_closedLayout = layoutNow();
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    Q_EMIT layoutChanged();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && qobject_cast<QDockWidget *>(watched))
        Q_EMIT layoutChanged();
    return QMainWindow::eventFilter(watched, event);
}

} // namespace pe
