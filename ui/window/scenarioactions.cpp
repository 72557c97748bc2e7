// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenarioactions.h"

#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QEvent>
#include <QMenu>

namespace pe {

ScenarioActions::ScenarioActions(MainWindow *window)
    : QObject(window)
{
    QMenu *file = window->actions()->fileMenu();
    QAction *first = file->actions().isEmpty() ? nullptr : file->actions().constFirst();
    const auto make = [this, file, first](const char *name) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        file->insertAction(first, a);
        return a;
    };
    m_open = make("openScenario");
    m_open->setShortcut(QKeySequence::Open);
    m_recent = new QMenu(file);
    m_recent->setObjectName(QStringLiteral("recentScenarios"));
    file->insertMenu(first, m_recent);
    m_samples = new QMenu(file);
    m_samples->setObjectName(QStringLiteral("sampleScenarios"));
    file->insertMenu(first, m_samples);
    m_save = make("saveScenario");
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = make("saveScenarioAs");
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_note = make("scenarioNote");
    file->insertSeparator(first);
    window->installEventFilter(this);
    retranslate();
}

bool ScenarioActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ScenarioActions::retranslate()
{
    m_open->setText(tr("&Open Scenario…"));
    m_open->setToolTip(tr("Open a scenario file a teacher prepared"));
    m_recent->setTitle(tr("Open &Recent"));
    m_samples->setTitle(tr("Open Sa&mple"));
    m_save->setText(tr("&Save Scenario"));
    m_save->setToolTip(tr("Save the parameters, views, lesson and note as a scenario file"));
    m_saveAs->setText(tr("Save Scenario &As…"));
    m_note->setText(tr("Scenario &Note…"));
}

} // namespace pe
