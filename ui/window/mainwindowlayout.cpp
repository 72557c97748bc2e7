// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's layout: default sizes, save and restore across runs, held while presenting, kept as
// it was at close, fitted to the screen. (The rest of the class is in mainwindow.cpp.)
#include "ui/window/mainwindow.h"

#include "ui/comparison/comparisonpanel.h"
#include "ui/modelview/modelview.h"
#include "ui/window/mainactions.h"
#include "ui/window/screenfit.h"

#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>

#include <utility>

namespace pe {

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

} // namespace pe
