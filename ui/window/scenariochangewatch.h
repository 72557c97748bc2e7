// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"

#include <QObject>
#include <QTimer>

namespace pe {

class AppSession;
class LessonWizard;
class ScenarioSession;

// Whether the explorer's scenario differs from the one last opened or saved. Anything a scenario
// holds that changes (the parameters, the shown and picked dimensions, the window's layout, the
// heatmap's viewport, presenter mode, a lesson's step and compare position) asks for a check once
// the event loop turns; modifiedChanged() tells when the answer turns.
class ScenarioChangeWatch : public QObject
{
    Q_OBJECT

public:
    // Watches appSession's explorer; session captures the scenario and owns the watch.
    ScenarioChangeWatch(AppSession *appSession, ScenarioSession *session);

    bool isModified() const;
    // What session captures now is the scenario saved.
    void markSaved();
    void scheduleCheck();
    // A lesson window is part of what is saved: its step and number mark the scenario modified.
    void watchLesson(LessonWizard *lesson);

Q_SIGNALS:
    void modifiedChanged(bool modified);

private:
    ScenarioSession *m_session;
    Scenario m_saved; // as last opened or saved: modified is "differs from this"
    bool m_modified = false;
    QTimer m_check;
};

} // namespace pe
