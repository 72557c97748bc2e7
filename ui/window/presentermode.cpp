// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presentermode.h"

#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenterblanking.h"
#include "ui/window/presenterexplorerlayout.h"
#include "ui/window/presenterkeys.h"
#include "ui/window/presenterplacement.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLayout>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace pe {

PresenterMode::PresenterMode(MainWindow *explorer, QObject *parent)
    : QObject(parent)
    , m_explorer(explorer)
    , m_explorerLayout(std::make_unique<PresenterExplorerLayout>(explorer))
    , m_blanking(new PresenterBlanking(this))
{
    connect(m_blanking, &PresenterBlanking::dismissed, this, [this] { setBlanked(false); });
    QSettings settings;
    m_loadProblems = m_settings.load(settings);
}

PresenterMode::~PresenterMode()
{
    if (isActive())
        leave();
}

QScreen *PresenterMode::screenFor(const QWidget *window) const
{
    return PresenterPlacement::screenFor(window, m_settings.screen);
}

QString PresenterMode::setZoom(int zoom)
{
    const QString error = PresenterSettings::checkZoom(zoom);
    if (!error.isEmpty())
        return error;
    if (zoom != m_settings.zoom) {
        m_settings.zoom = zoom;
        save();
        applyLook();
        fitScreen();
        Q_EMIT settingsChanged();
    }
    return {};
}

void PresenterMode::setLook(PresenterSettings::Look look)
{
    if (look == m_settings.look)
        return;
    m_settings.look = look;
    save();
    applyLook();
    Q_EMIT settingsChanged();
}

void PresenterMode::setScreenName(const QString &name)
{
    if (name == m_settings.screen)
        return;
    m_settings.screen = name;
    save();
    if (isActive()) {
        applyLook();
        showOnScreen();
    }
    Q_EMIT settingsChanged();
}

void PresenterMode::overrideSettings(const PresenterSettings &settings)
{
    m_saveSettings = false;
    m_settings = settings;
    applyLook();
    Q_EMIT settingsChanged();
}

void PresenterMode::save() const
{
    if (!m_saveSettings)
        return;
    QSettings settings;
    m_settings.save(settings);
}

void PresenterMode::toggle()
{
    if (isActive()) {
        leave();
        return;
    }
    QWidget *front = QApplication::activeWindow();
    if (!qobject_cast<LessonWizard *>(front))
        front = m_explorer;
    enter(front);
}

void PresenterMode::enter(QWidget *window)
{
    if (!window)
        return;
    if (isActive())
        leave();
    m_target = window;
    m_look.remember(window);
    m_geometry = window->saveGeometry();
    // The window keeps its screen's size: a larger type tried on the way to the one that fits
    // (or a view's wide content) would otherwise set a minimum size past the screen, and the
    // window grew with it (1128 × 942 on a 1024 × 768 projector).
    if (QLayout *layout = window->layout()) {
        m_sizeConstraint = layout->sizeConstraint();
        layout->setSizeConstraint(QLayout::SetNoConstraint);
    }
    if (window == m_explorer) {
        m_explorer->holdLayout();
        // The parameters fold into the status bar's summary, the toolbar goes: the room is the
        // figures'.
        m_explorerLayout->collapse();
    }
    // A lesson closed while presented: nothing to put back.
    connect(window, &QObject::destroyed, this, [this] {
        qApp->removeEventFilter(this);
        m_target = nullptr; // its curtains, its children, gone with it
        Q_EMIT activeChanged(false);
    });
    if (auto *wizard = qobject_cast<LessonWizard *>(window))
        m_lessonLayout.adapt(wizard);
    applyLook();
    showOnScreen();
    m_lessonLayout.setBadgeShown(true);
    qApp->installEventFilter(this);
    if (window == m_explorer)
        // Shared out once the new type is laid out, also where the window had its full-screen
        // size at once (its Resize came before the filter was installed).
        QTimer::singleShot(0, this, [this] {
            if (m_target && m_target == m_explorer)
                m_explorerLayout->fill();
        });
    Q_EMIT activeChanged(true);
}

void PresenterMode::leave()
{
    if (!isActive())
        return;
    qApp->removeEventFilter(this);
    setBlanked(false);
    m_lessonLayout.restore();
    QWidget *window = m_target;
    m_target = nullptr;
    const int shown = std::exchange(m_shownZoom, 0);
    disconnect(window, &QObject::destroyed, this, nullptr);
    // The normal type first: a window shown normal in the large type has the large type's
    // minimum size, and the window manager keeps that (1535 px wide instead of 1280).
    m_look.restore(window, shown);
    if (QLayout *layout = window->layout())
        layout->setSizeConstraint(m_sizeConstraint);
    if (window == m_explorer)
        m_explorerLayout->restore();
    for (int round = 0; round < 3; ++round)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    window->showNormal();
    if (window == m_explorer)
        m_explorer->releaseLayout();
    else
        window->restoreGeometry(m_geometry);
    settleGeometry(window, m_geometry, 10);
    Q_EMIT activeChanged(false);
}

void PresenterMode::applyLook()
{
    if (!m_target)
        return;
    const QScreen *screen = screenFor(m_target);
    const QSize room = screen ? screen->geometry().size() : QSize();
    const int zoom = m_look.apply(m_target, m_settings, room);
    const bool reduced = zoom != m_shownZoom && zoom < m_settings.zoom;
    m_shownZoom = zoom;
    if (reduced)
        // Short: the status bar shares its line with the parameters' summary.
        Q_EMIT notice(tr("Presenter zoom %1 % (%2 % does not fit %3 × %4).")
                          .arg(zoom)
                          .arg(m_settings.zoom)
                          .arg(room.width())
                          .arg(room.height()));
}

void PresenterMode::fitScreen()
{
    // Trying a larger type grew the window with its minimum size (1182 × 789 on a 1024 × 768
    // projector), and a smaller one did not shrink it back: the screen's size again, and the
    // explorer's room shared out anew in the type now shown.
    if (!m_target)
        return;
    if (const QScreen *screen = screenFor(m_target))
        m_target->setGeometry(screen->geometry());
    if (m_target == m_explorer)
        QTimer::singleShot(0, this, [this] {
            if (m_target && m_target == m_explorer)
                m_explorerLayout->fill();
        });
}

void PresenterMode::showOnScreen()
{
    if (QScreen *screen = screenFor(m_target))
        PresenterPlacement::showFullScreen(m_target, screen);
}

void PresenterMode::settleGeometry(QWidget *window, const QByteArray &geometry, int attempts)
{
    // Leaving full screen is a request to the window manager, answered later: until then the
    // window has no frame, and a geometry restored meanwhile lands a title bar lower (the status
    // bar below a 768 px screen). Checked again every 50 ms for half a second.
    QPointer<QWidget> guard(window);
    QTimer::singleShot(50, this, [this, guard, geometry, attempts] {
        if (!guard || guard == m_target || guard->isFullScreen())
            return;
        // Maximised again (a first start on a small screen): restoring would resize the widget
        // to its normal size while the window manager keeps the window at the screen's, and the
        // docks on the right were laid out past the screen's edge.
        if (guard->isMaximized())
            return;
        const QRect before = guard->frameGeometry();
        guard->restoreGeometry(geometry);
        if (guard == m_explorer)
            m_explorer->fitToScreen();
        if (attempts > 1 && (guard->frameGeometry() != before || attempts > 5))
            settleGeometry(guard, geometry, attempts - 1);
    });
}

bool PresenterMode::isBlanked() const
{
    return m_blanking->isBlanked();
}

void PresenterMode::setBlanked(bool blanked)
{
    if (blanked == isBlanked() || (blanked && !isActive()))
        return;
    if (blanked)
        m_blanking->blank(m_target);
    else
        m_blanking->unblank();
    // The step badge raises itself over the page whenever the wizard lays out: hidden while
    // blank, so nothing of the lesson shows through.
    m_lessonLayout.setBadgeShown(!blanked);
}

bool PresenterMode::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && m_target && widget->window() == m_target)
            return PresenterKeys::handle(this, static_cast<QKeyEvent *>(event), widget);
    } else if (event->type() == QEvent::Resize && watched == m_target) {
        // Full screen now: the zoom checked against the room there really is, and the explorer's
        // docks and plots shared out for its size, as on a first start (leaving puts the
        // teacher's own layout back).
        QTimer::singleShot(0, this, [this] {
            if (!m_target)
                return;
            applyLook();
            if (m_target == m_explorer)
                m_explorerLayout->fill();
        });
    } else if (event->type() == QEvent::ApplicationFontChange && watched == m_target) {
        // The language changed the application's font (its CJK face): scale the new one.
        QTimer::singleShot(0, this, &PresenterMode::applyLook);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe
