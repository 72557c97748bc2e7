// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenariowindowguard.h"

#include "core/scenarios/scenario.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenariosession.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>

namespace pe {

ScenarioWindowGuard::ScenarioWindowGuard(MainWindow *window, ScenarioSession *session)
    : QObject(session)
    , m_window(window)
    , m_session(session)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

namespace {

    // The first local file among the dragged URLs that is a scenario (by its suffix).
    QString droppedScenario(const QMimeData *data)
    {
        if (!data || !data->hasUrls())
            return {};
        for (const QUrl &url : data->urls())
            if (url.isLocalFile()
                && url.toLocalFile().endsWith(QLatin1Char('.') + QLatin1String(Scenario::suffix),
                                              Qt::CaseInsensitive))
                return url.toLocalFile();
        return {};
    }

} // namespace

bool ScenarioWindowGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::DragEnter: {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        if (droppedScenario(enter->mimeData()).isEmpty())
            return false; // another file (a model's config.json: ModelActions) may be wanted
        enter->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = droppedScenario(drop->mimeData());
        if (file.isEmpty())
            return false;
        drop->acceptProposedAction();
        m_session->openInteractively(file);
        return true;
    }
    case QEvent::Close:
        if (!m_session->maybeSave()) {
            event->ignore();
            return true; // the window stays, its layout unsaved as nothing changed
        }
        return false;
    default:
        return QObject::eventFilter(watched, event);
    }
}

} // namespace pe
