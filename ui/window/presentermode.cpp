// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presentermode.h"

#include "ui/common/indicatorstyle.h"
#include "ui/common/presenterlook.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentercurtain.h"
#include "ui/window/presenterexplorerlayout.h"
#include "ui/window/presenterkeys.h"
#include "ui/window/presenterstepbadge.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QTextEdit>
#include <QTimer>
#include <QWindow>
#include <QWizard>

#include <utility>

namespace pe {

PresenterMode::PresenterMode(MainWindow *explorer, QObject *parent)
    : QObject(parent)
    , m_explorer(explorer)
    , m_explorerLayout(std::make_unique<PresenterExplorerLayout>(explorer))
{
    QSettings settings;
    m_loadProblems = m_settings.load(settings);
}

PresenterMode::~PresenterMode()
{
    if (isActive())
        leave();
    delete m_indicatorStyle;
}

QScreen *PresenterMode::screenFor(const QWidget *window) const
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QScreen *screen : screens)
        if (!m_settings.screen.isEmpty() && screen->name() == m_settings.screen)
            return screen;
    QScreen *own = window && window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screens.size() >= 2)
        for (QScreen *screen : screens)
            if (screen != own)
                return screen;
    return own;
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
    m_hadPalette = window->testAttribute(Qt::WA_SetPalette);
    m_hadFont = window->testAttribute(Qt::WA_SetFont);
    m_palette = window->palette();
    m_font = window->font();
    // Labels and headings that set a font of their own (bold, a little larger) were given a
    // size from the normal type: each is scaled from what it was, and put back on leaving.
    m_ownFonts.clear();
    for (QWidget *child : window->findChildren<QWidget *>())
        if (child->testAttribute(Qt::WA_SetFont))
            m_ownFonts.append({ child, child->font() });
    m_geometry = window->saveGeometry();
    if (window == m_explorer) {
        m_explorer->holdLayout();
        // The parameters fold into the status bar's summary, the toolbar goes: the room is the
        // figures'.
        m_explorerLayout->collapse();
    }
    // A lesson closed while presented: nothing to put back.
    connect(window, &QObject::destroyed, this, [this] {
        qApp->removeEventFilter(this);
        m_curtain = nullptr; // the window's child, gone with it
        m_target = nullptr;
        Q_EMIT activeChanged(false);
    });
    if (auto *wizard = qobject_cast<LessonWizard *>(window)) {
        m_badge = new PresenterStepBadge(wizard, wizard->lesson().stepCount());
        // A page wider than a small projector even at the smallest zoom scrolls across rather
        // than losing its right edge.
        for (QScrollArea *area : wizard->findChildren<QScrollArea *>())
            if (area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff
                && qobject_cast<QWizardPage *>(area->parentWidget())) {
                area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
                m_scrollAreas.append(area);
            }
    }
    applyLook();
    showOnScreen();
    if (m_badge)
        m_badge->show();
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
    delete m_badge.data();
    for (const QPointer<QScrollArea> &area : std::as_const(m_scrollAreas))
        if (area)
            area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scrollAreas.clear();
    QWidget *window = m_target;
    m_target = nullptr;
    const int shown = std::exchange(m_shownZoom, 0);
    disconnect(window, &QObject::destroyed, this, nullptr);
    // The normal type first: a window shown normal in the large type has the large type's
    // minimum size, and the window manager keeps that (1535 px wide instead of 1280).
    // An unset palette or font (the window had none of its own) inherits the application's again.
    window->setPalette(m_hadPalette ? m_palette : QPalette());
    window->setFont(m_hadFont ? m_font : QFont());
    for (const QPointer<QAbstractButton> &button : std::as_const(m_styledButtons))
        if (button)
            button->setStyle(nullptr); // the application's again
    m_styledButtons.clear();
    QList<QWidget *> restored;
    for (const auto &[child, font] : std::as_const(m_ownFonts))
        if (child) {
            child->setFont(font);
            restored.append(child);
        }
    // Made while presenting, from the large type: brought back down by the same factor.
    for (QWidget *child : window->findChildren<QWidget *>())
        if (child->testAttribute(Qt::WA_SetFont) && !restored.contains(child) && shown > 0)
            child->setFont(PresenterLook::font(child->font(), 100 * 100 / shown));
    m_ownFonts.clear();
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
    m_target->setPalette(PresenterLook::palette(m_settings.look));
    // Tick boxes and radio buttons framed in the ink, also on black.
    if (!m_indicatorStyle)
        m_indicatorStyle = new IndicatorStyle;
    for (QAbstractButton *button : m_target->findChildren<QAbstractButton *>())
        if ((qobject_cast<QCheckBox *>(button) || qobject_cast<QRadioButton *>(button))
            && button->style() != m_indicatorStyle) {
            button->setStyle(m_indicatorStyle);
            m_styledButtons.append(button);
        }
    // The chosen zoom, or the largest step below it whose layout fits the screen: a 1024 × 768
    // projector cannot take the explorer at 250 %, and a window larger than its screen is cut.
    const QScreen *screen = screenFor(m_target);
    const QSize room = screen ? screen->geometry().size() : QSize();
    int zoom = m_settings.zoom;
    for (;; zoom -= PresenterSettings::zoomStep) {
        m_target->setFont(PresenterLook::font(QApplication::font(), zoom));
        for (const auto &[child, font] : std::as_const(m_ownFonts))
            if (child)
                child->setFont(PresenterLook::font(font, zoom));
        // Every layout measured again in the new type (docks and tabs post theirs in turn).
        for (int round = 0; round < 3; ++round)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (zoom <= PresenterSettings::minimumZoom || !room.isValid() || fits(room))
            break;
    }
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

bool PresenterMode::fits(const QSize &room) const
{
    const QSize needed = m_target->minimumSizeHint().expandedTo(m_target->minimumSize());
    if (needed.width() > room.width() || needed.height() > room.height())
        return false;
    // A lesson's pages scroll down but not across: every page's content must fit the width its
    // page gets on this screen (the screen less the side column and the margins, as now).
    auto *wizard = qobject_cast<QWizard *>(m_target.data());
    const QScrollArea *current = wizard && wizard->currentPage()
        ? wizard->currentPage()->findChild<QScrollArea *>()
        : nullptr;
    if (!current)
        return true;
    const int available = room.width() - (wizard->width() - current->viewport()->width());
    for (const int id : wizard->pageIds()) {
        const QScrollArea *area = wizard->page(id)->findChild<QScrollArea *>();
        if (area && area->widget() && area->widget()->minimumSizeHint().width() > available)
            return false;
    }
    return true;
}

void PresenterMode::showOnScreen()
{
    QScreen *screen = screenFor(m_target);
    if (!screen)
        return;
    // Full screen already (another screen chosen): back to a normal window to move it.
    if (m_target->isFullScreen())
        m_target->showNormal();
    if (QWindow *handle = m_target->windowHandle())
        handle->setScreen(screen);
    // Placed on the screen first: without a window manager (a bare X server) full screen alone
    // keeps the window's size.
    m_target->setGeometry(screen->geometry());
    m_target->showFullScreen();

    m_target->raise();
    m_target->activateWindow();
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

void PresenterMode::setBlanked(bool blanked)
{
    if (blanked == isBlanked() || (blanked && !isActive()))
        return;
    if (blanked) {
        m_curtain = new PresenterCurtain(m_target);
        connect(m_curtain, &PresenterCurtain::dismissed, this, [this] {
            // Not inside the curtain's own event handler.
            QTimer::singleShot(0, this, [this] { setBlanked(false); });
        });
        m_curtain->show();
        m_curtain->raise();
        m_curtain->setFocus();
        // The step badge raises itself over the page whenever the wizard lays out: hidden, so
        // nothing of the lesson shows through the blank screen.
        if (m_badge)
            m_badge->hide();
    } else {
        PresenterCurtain *curtain = m_curtain;
        m_curtain = nullptr;
        curtain->hide();
        curtain->deleteLater();
        if (m_badge)
            m_badge->show();
    }
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
