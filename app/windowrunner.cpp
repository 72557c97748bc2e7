// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/windowrunner.h"

#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelactions.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenariosession.h"

#include <QApplication>
#include <QTimer>

namespace pe {

int WindowRunner::run(const CommandLine &commandLine, const QString &language)
{
    AppSession appSession(language);
    const CommandLine::Settings &s = commandLine.settings();
    if (commandLine.mode() == CommandLine::Mode::Lesson)
        appSession.show(s.lessonId, s.comparePosition);
    else if (s.scenario)
        appSession.show(); // the scenario's lesson, if any, instead of the start lesson
    else
        appSession.show(AppSession::startLesson());
    if (s.scenario)
        appSession.scenarios()->apply(*s.scenario, s.scenarioFile);
    // A file from the file manager that cannot be read: said over the window, as File → Open says
    // it (once the window is on screen).
    if (!s.scenarioError.isEmpty())
        QTimer::singleShot(0, appSession.scenarios(), [&appSession, error = s.scenarioError] {
            appSession.scenarios()->showOpenFailure(error);
        });
    // A model's config.json named alone: in the Your model view, brought to the front.
    ModelActions *models = appSession.window()->modelActions();
    if (!s.model.model.isEmpty())
        models->openFile(s.model.model);
    if (!s.modelError.isEmpty())
        QTimer::singleShot(0, models,
                           [models, error = s.modelError] { models->showOpenFailure(error); });
    if (s.presenter.on) {
        PresenterMode *presenter = appSession.presenter();
        if (s.presenter.look || s.presenter.zoom)
            presenter->overrideSettings(s.presenter.over(presenter->settings()));
        // Once the window is on screen and fitted (AppSession::show), as if F5 had been pressed.
        QTimer::singleShot(0, presenter, [&appSession, presenter] {
            LessonWizard *lesson = appSession.activeLesson();
            presenter->enter(lesson ? static_cast<QWidget *>(lesson) : appSession.window());
        });
    }
    return QApplication::exec();
}

} // namespace pe
