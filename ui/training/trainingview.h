// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <vector>

class QScrollArea;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace pe {

class CheckedSpinBox;
class TrainingChart;
class TrainingJob;
class TrainingResults;

// The training lab: the task, d, steps, seed (and L for the longer task) and the schemes to
// compare; Train runs them all on a background thread (TrainingJob), the chart and the results
// follow each logged step, Stop ends the run. Changing a setting, hiding the window or closing it
// stops a run too.
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

Q_SIGNALS:
    void trainingFinished(bool completed);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class State { Untrained, Training, Finished, Stopped };

    void retranslate();
    void settingsChanged();
    void showTrainers();
    void setState(State state);
    void setMessage(const QString &message);
    void updateLengthEnabled();
    void stopIfWindowGone();

    QScrollArea *m_scroll;
    QLabel *m_taskLabel;
    QComboBox *m_task;
    QLabel *m_dimensionLabel;
    CheckedSpinBox *m_dimension;
    QLabel *m_stepsLabel;
    CheckedSpinBox *m_steps;
    QLabel *m_seedLabel;
    CheckedSpinBox *m_seed;
    QLabel *m_lengthLabel;
    CheckedSpinBox *m_length;
    QLabel *m_schemesLabel;
    QList<QCheckBox *> m_schemes;
    QPushButton *m_train;
    QPushButton *m_stop;
    QLabel *m_status;
    QLabel *m_message;
    TrainingChart *m_chart;
    TrainingResults *m_results;
    TrainingJob *m_job;
    std::vector<Trainer> m_trainers;
    State m_state = State::Untrained;
    QPointer<QWidget> m_watched; // the window a run watches for being hidden
    bool m_stale = false; // a setting changed since the run shown
};

} // namespace pe
