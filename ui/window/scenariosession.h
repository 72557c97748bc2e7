// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"
#include "ui/window/recentscenarios.h"

#include <QObject>

class QMenu;

namespace pe {

class LessonWizard;
class ScenarioActions;
class ScenarioBanner;
class ScenarioChangeWatch;
class AppSession;

// The scenario file the explorer has open: File → Open, Save, Save As, Open Recent, Open Sample,
// the teacher's note, the file name and modified mark in the title bar, and the question before
// unsaved changes are lost (closing the window, opening another file). A file is read and checked
// whole first (ScenarioReader): a bad one changes nothing and says what is wrong.
class ScenarioSession : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxRecent = RecentScenarios::maxRecent;

    explicit ScenarioSession(AppSession *appSession);

    QString fileName() const { return m_fileName; } // empty: no file (or a sample not saved yet)
    bool isModified() const;
    QString note() const { return m_note; }
    // Keeps the first Scenario::maxNoteLength characters (grapheme clusters, as the reader
    // counts them: an emoji is one, and never cut in half).
    void setNote(const QString &note);
    ScenarioBanner *banner() const { return m_banner; }
    ScenarioActions *actions() const { return m_actions; }

    // What would be saved now: the window's state, the lesson in front, the note.
    Scenario capture() const;
    // Reads and applies a file. Empty when it was opened; else the message (nothing changed).
    // Notes about skipped fields go to the status bar.
    QString openFile(const QString &fileName);
    // Applies a scenario read elsewhere (a sample, the command line) under a file name (empty:
    // untitled).
    void apply(const Scenario &scenario, const QString &fileName);
    // Empty when written; else the message (the old file stays as it was).
    QString saveFile(const QString &fileName);
    QStringList recentFiles() const;

    // The menu actions: they ask with dialogs and report failures in a message box.
    bool open();
    bool openInteractively(const QString &fileName);
    // The message box File → Open shows for a file it could not open (message: what and why).
    void showOpenFailure(const QString &message);
    bool openSample(const QString &id);
    bool save();
    bool saveAs();
    void editNote();
    // Unsaved changes: asks Save / Discard / Cancel; true when it is fine to go on.
    bool maybeSave();
    // A lesson window is part of what is saved: its step and number mark the scenario modified.
    void watchLesson(LessonWizard *lesson);

Q_SIGNALS:
    void modifiedChanged(bool modified);

private:
    void fillSampleMenu(QMenu *menu);
    void markSaved(const QString &fileName);
    void updateTitle();

    AppSession *m_appSession;
    ScenarioActions *m_actions;
    ScenarioBanner *m_banner;
    QString m_fileName;
    QString m_untitledName; // a sample's title until it is saved under a name
    QString m_note;
    ScenarioChangeWatch *m_changes;
    RecentScenarios *m_recent;
};

} // namespace pe
