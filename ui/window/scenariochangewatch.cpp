// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenariochangewatch.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenariosession.h"

namespace pe {

ScenarioChangeWatch::ScenarioChangeWatch(AppSession *appSession, ScenarioSession *session)
    : QObject(session)
    , m_session(session)
{
    markSaved();
    m_check.setSingleShot(true);
    m_check.setInterval(0);
    connect(&m_check, &QTimer::timeout, this, [this] {
        const bool modified = isModified();
        if (modified == m_modified)
            return;
        m_modified = modified;
        Q_EMIT modifiedChanged(modified);
    });
    PositionalEncodingModel *model = appSession->model();
    connect(model, &PositionalEncodingModel::parametersChanged, this,
            &ScenarioChangeWatch::scheduleCheck);
    connect(model, &PositionalEncodingModel::shownDimensionsChanged, this,
            &ScenarioChangeWatch::scheduleCheck);
    connect(model, &PositionalEncodingModel::pickedDimensionChanged, this,
            &ScenarioChangeWatch::scheduleCheck);
    MainWindow *window = appSession->window();
    connect(window, &MainWindow::layoutChanged, this, &ScenarioChangeWatch::scheduleCheck);
    connect(window->heatmapView(), &HeatmapView::viewportChanged, this,
            &ScenarioChangeWatch::scheduleCheck);
    if (appSession->presenter())
        connect(appSession->presenter(), &PresenterMode::activeChanged, this,
                &ScenarioChangeWatch::scheduleCheck);
}

bool ScenarioChangeWatch::isModified() const
{
    return !(m_session->capture() == m_saved);
}

void ScenarioChangeWatch::markSaved()
{
    m_saved = m_session->capture();
    m_modified = false;
}

void ScenarioChangeWatch::scheduleCheck()
{
    m_check.start();
}

void ScenarioChangeWatch::watchLesson(LessonWizard *lesson)
{
    connect(lesson, &LessonWizard::stepChanged, this, &ScenarioChangeWatch::scheduleCheck);
    connect(lesson, &LessonWizard::comparePositionChanged, this,
            &ScenarioChangeWatch::scheduleCheck);
    connect(lesson, &QObject::destroyed, this, &ScenarioChangeWatch::scheduleCheck);
    scheduleCheck();
}

} // namespace pe
