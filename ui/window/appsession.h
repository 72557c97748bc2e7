// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>

namespace pe {

class LessonWizard;
class MainWindow;
class PresenterMode;
class PositionalEncodingModel;
class ScenarioSession;
class WorksheetActions;

// One running app (one per process): the model, the explorer window, the lessons opened from it,
// the settings kept between runs and the interface language, which switches without a restart.
// Settings (QSettings, organization and application "pe-workbench"): [parameters] as
// ParameterSettings writes them, [window] and [view] as MainWindow writes them, [ui] language,
// [lessons] startLesson. A system-wide file (e.g. /etc/xdg/pe-workbench/pe-workbench.conf)
// presets the same keys for a classroom; the user's own file wins. Everything is written soon
// after it changes (saveDelay), not only at the end: a crash or a power cut loses nothing.
class AppSession : public QObject
{
    Q_OBJECT

public:
    // How long after the last change the settings are written: a drag or a held key writes
    // once, when it stops.
    static constexpr int saveDelay = 500; // ms

    // language: the one already installed at start (LanguageSetup::install).
    explicit AppSession(const QString &language, QObject *parent = nullptr);
    ~AppSession() override;

    PositionalEncodingModel *model() const { return m_model.get(); }
    MainWindow *window() const { return m_window.get(); }
    QString language() const { return m_language; }

    // The language to start in when --language is not given: the remembered or preset choice,
    // or empty (then the system locale decides).
    static QString storedLanguage();
    // The lesson to open at start when --lesson is not given (empty: none).
    static QString startLesson();
    // The open lesson window most recently in front (nullptr when none is open).
    LessonWizard *activeLesson() const;
    ScenarioSession *scenarios() const { return m_scenarios; }
    PresenterMode *presenter() const { return m_presenter; }
    WorksheetActions *worksheets() const { return m_worksheets; }

    // Shows the window, and the lesson if lessonId is not empty.
    // comparePosition 0: the lesson's own default.
    void show(const QString &lessonId = QString(), int comparePosition = 0);

public Q_SLOTS:
    // Installs the language's translators and font; every open window retranslates.
    void setLanguage(const QString &language);
    LessonWizard *openLesson(const QString &lessonId, int comparePosition = 0);
    void saveSettings() const;

protected:
    // macOS hands a double-clicked scenario file to the running app as a QFileOpenEvent.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // After a lesson's Show in explorer: the explorer in view.
    void showExplorer(LessonWizard *from);

    std::unique_ptr<PositionalEncodingModel> m_model;
    std::unique_ptr<MainWindow> m_window;
    QList<QPointer<LessonWizard>> m_lessons;
    QString m_language;
    QTimer m_saveTimer;
    PresenterMode *m_presenter = nullptr;
    ScenarioSession *m_scenarios = nullptr;
    WorksheetActions *m_worksheets = nullptr; // File → Print / Export Worksheet
    mutable bool m_saveFailed = false; // the last save could not be written
};

} // namespace pe
