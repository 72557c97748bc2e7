// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QList>
#include <QWidget>

#include <vector>

class QScrollArea;
class QLabel;
class QProgressBar;
class QPushButton;

namespace pe {

class TrainingChart;
class TrainingJob;
class TrainingResults;
class TrainingSettingsForm;
class TrainingWindowWatch;

// The training lab: the task, d, steps, seed (and L for the longer task) and the schemes to
// compare; Train runs them all on a background thread (TrainingJob), the chart and the results
// follow each logged step and a bar the steps, Stop ends the run. Changing a setting, hiding the
// window or closing it stops a run too, and the status says so. Everything scrolls down, never
// across: the view fits a narrow dock.
class TrainingView : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingView(QWidget *parent = nullptr);
    ~TrainingView() override;

    // What Train would run now, one per chosen scheme; empty with the reason in message() when
    // a value is refused or no scheme is chosen.
    std::vector<TrainingSettings> chosenRuns();
    QString message() const;

    // Starts the chosen runs in the background (false: refused, see message()).
    bool train();
    // The same on this thread, back when done: the headless render draws the results.
    bool trainNow();
    void stop();
    bool isTraining() const;
    const std::vector<Trainer> &trainers() const { return m_trainers; }
    QString status() const;

    TrainingChart *chart() const { return m_chart; }
    TrainingResults *results() const { return m_results; }
    QProgressBar *progressBar() const { return m_progress; }

Q_SIGNALS:
    void trainingFinished(bool completed);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class State { Untrained, Training, Finished, Stopped };

    void retranslate();
    void settingsChanged();
    void showTrainers();
    // The runs as the job stopped them (empty: it had nothing to hand over).
    void takeStopped(std::vector<Trainer> stopped);
    void setState(State state);
    void setMessage(const QString &message);

    QScrollArea *m_scroll;
    TrainingSettingsForm *m_form;
    QPushButton *m_train;
    QPushButton *m_stop;
    QLabel *m_status;
    QLabel *m_message;
    QProgressBar *m_progress;
    TrainingChart *m_chart;
    TrainingResults *m_results;
    TrainingJob *m_job;
    TrainingWindowWatch *m_windowWatch; // a hidden or closed window stops a run
    std::vector<Trainer> m_trainers;
    State m_state = State::Untrained;
    bool m_stale = false; // a setting changed since the run shown
    bool m_stoppedByChange = false; // that change stopped the run
};

} // namespace pe
