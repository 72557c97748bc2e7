// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QObject>

#include <atomic>
#include <utility>
#include <vector>

class QThread;

namespace pe {

// Trains one Trainer per settings on one background thread, in lockstep a few updates at a time,
// and reports every run at the same step: every scheme's curve grows together, and a stopped run
// shows all schemes stopped at one step. The worker thread owns its Trainers; the GUI
// gets copies through queued signals (progressed), never touches the worker's. stop() raises
// the cancel flag the worker checks between rounds of a few updates and waits for the thread
// (milliseconds: an update is short; then one evaluation of each run, for its last log entry),
// so a stopped or destroyed job leaves no thread behind.
// Each start() is a new run: signals of an earlier one still queued are dropped by its number.
class TrainingJob : public QObject
{
    Q_OBJECT

public:
    explicit TrainingJob(QObject *parent = nullptr);
    ~TrainingJob() override;

    void start(const std::vector<TrainingSettings> &runs);
    // The runs as they stopped, every one at the same step with a log entry for it (the curves end
    // where the status says the run stopped); empty when nothing was running.
    std::vector<Trainer> stop();
    bool isRunning() const;

    // The same training on the calling thread (the headless render, the tests' reference).
    static std::vector<Trainer> runNow(const std::vector<TrainingSettings> &runs);

Q_SIGNALS:
    // A copy of run `index` after a new log entry, and about every hundredth of the run; every
    // run's copy arrives in the same event, so the runs shown are always at one step.
    void progressed(int index, const pe::Trainer &trainer);
    // The steps every run has made, about every hundredth of the run (after progressed()).
    void advanced(int steps);
    // Every run reached its last step (false: stopped before).
    void finished(bool completed);

private:
    void deliver(int generation, int done, const std::vector<std::pair<int, Trainer>> &copies);
    void end(int generation, bool completed);

    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
    std::vector<Trainer> m_stopped; // written by the worker when cancelled, read after its end
    int m_generation = 0;
};

} // namespace pe
