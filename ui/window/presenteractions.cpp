// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenteractions.h"

#include "ui/common/mnemonictext.h"

#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>

namespace pe {

PresenterActions::PresenterActions(MainWindow *window, PresenterMode *presenter)
    : QObject(window)
    , m_window(window)
    , m_presenter(presenter)
{
    QMenu *view = window->actions()->viewMenu();
    view->addSeparator();
    m_toggle = view->addAction(QString());
    m_toggle->setObjectName(QStringLiteral("presenterMode"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F5));
    // From a lesson window too (AppSession adds the action to each).
    m_toggle->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_toggle, &QAction::triggered, presenter, &PresenterMode::toggle);
    window->actions()->toolBar()->addAction(m_toggle);

    m_screens = view->addMenu(QString());
    m_screens->setObjectName(QStringLiteral("presenterScreenMenu"));
    m_screenGroup = new QActionGroup(this);
    connect(qApp, &QGuiApplication::screenAdded, this, &PresenterActions::rebuildScreens);
    connect(qApp, &QGuiApplication::screenRemoved, this, &PresenterActions::rebuildScreens);

    m_zoom = view->addMenu(QString());
    m_zoom->setObjectName(QStringLiteral("presenterZoomMenu"));
    m_zoomGroup = new QActionGroup(this);
    for (const int zoom : PresenterSettings::zoomSteps()) {
        QAction *a = m_zoom->addAction(QString());
        a->setObjectName(QStringLiteral("presenterZoom_%1").arg(zoom));
        a->setData(zoom);
        a->setCheckable(true);
        m_zoomGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, zoom] { m_presenter->setZoom(zoom); });
    }
    m_zoom->addSeparator();
    m_zoomIn = m_zoom->addAction(QString());
    m_zoomIn->setObjectName(QStringLiteral("presenterZoomIn"));
    m_zoomIn->setShortcuts(
        { QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    m_zoomIn->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_zoomIn, &QAction::triggered, this, [this] { stepZoom(1); });
    m_zoomOut = m_zoom->addAction(QString());
    m_zoomOut->setObjectName(QStringLiteral("presenterZoomOut"));
    m_zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_zoomOut->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_zoomOut, &QAction::triggered, this, [this] { stepZoom(-1); });

    m_look = view->addMenu(QString());
    m_look->setObjectName(QStringLiteral("presenterLookMenu"));
    m_lookGroup = new QActionGroup(this);
    m_light = m_look->addAction(QString());
    m_light->setObjectName(QStringLiteral("presenterLookLight"));
    m_dark = m_look->addAction(QString());
    m_dark->setObjectName(QStringLiteral("presenterLookDark"));
    for (QAction *a : { m_light, m_dark }) {
        a->setCheckable(true);
        m_lookGroup->addAction(a);
    }
    connect(m_light, &QAction::triggered, this,
            [this] { m_presenter->setLook(PresenterSettings::Look::Light); });
    connect(m_dark, &QAction::triggered, this,
            [this] { m_presenter->setLook(PresenterSettings::Look::Dark); });

    connect(presenter, &PresenterMode::activeChanged, this, &PresenterActions::sync);
    connect(presenter, &PresenterMode::settingsChanged, this, &PresenterActions::sync);
    window->installEventFilter(this);
    rebuildScreens();
    retranslate();
    sync();
}

bool PresenterActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PresenterActions::stepZoom(int steps)
{
    const PresenterSettings &s = m_presenter->settings();
    const int zoom = std::clamp(s.zoom + steps * PresenterSettings::zoomStep,
                                PresenterSettings::minimumZoom, PresenterSettings::maximumZoom);
    m_presenter->setZoom(zoom);
}

void PresenterActions::rebuildScreens()
{
    for (QAction *a : m_screenGroup->actions())
        delete a;
    const auto add = [this](const QString &name) {
        QAction *a = m_screens->addAction(QString());
        a->setData(name);
        a->setCheckable(true);
        m_screenGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] { m_presenter->setScreenName(name); });
        return a;
    };
    add(QString())->setObjectName(QStringLiteral("presenterScreenAuto"));
    for (QScreen *screen : QGuiApplication::screens())
        add(screen->name());
    retranslate();
    sync();
}

void PresenterActions::sync()
{
    const PresenterSettings &s = m_presenter->settings();
    m_toggle->setChecked(m_presenter->isActive());
    for (QAction *a : m_zoomGroup->actions())
        a->setChecked(a->data().toInt() == s.zoom);
    m_zoomIn->setEnabled(s.zoom < PresenterSettings::maximumZoom);
    m_zoomOut->setEnabled(s.zoom > PresenterSettings::minimumZoom);
    m_light->setChecked(s.look == PresenterSettings::Look::Light);
    m_dark->setChecked(s.look == PresenterSettings::Look::Dark);
    bool chosen = false;
    for (QAction *a : m_screenGroup->actions()) {
        const bool match = !s.screen.isEmpty() && a->data().toString() == s.screen;
        a->setChecked(match);
        chosen = chosen || match;
    }
    // A remembered screen that is not connected now: the automatic choice is what happens.
    if (!chosen && !m_screenGroup->actions().isEmpty())
        m_screenGroup->actions().constFirst()->setChecked(true);
}

void PresenterActions::retranslate()
{
    m_toggle->setText(tr("Presenter &Mode"));
    // The toolbar button has no mnemonic: "プレゼンターモード", not "プレゼンターモード(M)".
    m_toggle->setIconText(MnemonicText::plain(m_toggle->text()));
    m_toggle->setToolTip(tr("Full screen with large type and high contrast, for a projector (F5; "
                            "Esc or F5 leaves). In a lesson PageDown / PageUp, Space and the arrow "
                            "keys step; B blanks the screen."));
    m_screens->setTitle(tr("Presenter Scree&n"));
    m_zoom->setTitle(tr("Presenter &Zoom"));
    m_look->setTitle(tr("Presenter Loo&k"));
    for (QAction *a : m_zoomGroup->actions())
        a->setText(tr("%1 %").arg(a->data().toInt()));
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_light->setText(tr("High Contrast, &Light"));
    m_dark->setText(tr("High Contrast, &Dark"));
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QAction *a : m_screenGroup->actions()) {
        const QString name = a->data().toString();
        if (name.isEmpty()) {
            a->setText(tr("&Automatic (the other screen when there are two)"));
            continue;
        }
        for (QScreen *screen : screens)
            if (screen->name() == name)
                a->setText(tr("%1 (%2 × %3)")
                               .arg(name)
                               .arg(screen->geometry().width())
                               .arg(screen->geometry().height()));
    }
}

} // namespace pe
