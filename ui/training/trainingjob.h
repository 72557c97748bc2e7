// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QObject>

#include <atomic>
#include <vector>

class QThread;

namespace pe {

// Trains one Trainer per settings on one background thread, round robin a log interval at a
// time, so every scheme's curve grows together. The worker thread owns its Trainers; the GUI
// gets copies through queued signals (progressed), never touches the worker's. stop() raises
// the cancel flag Trainer checks before every update and waits for the thread (a few
// milliseconds: one update is short), so a stopped or destroyed job leaves no thread behind.
// Each start() is a new run: signals of an earlier one still queued are dropped by its number.
class TrainingJob : public QObject
{
    Q_OBJECT

public:
    explicit TrainingJob(QObject *parent = nullptr);
    ~TrainingJob() override;

    void start(const std::vector<TrainingSettings> &runs);
    void stop();
    bool isRunning() const;

    // The same training on the calling thread (the headless render, the tests' reference).
    static std::vector<Trainer> runNow(const std::vector<TrainingSettings> &runs);

Q_SIGNALS:
    // A copy of run `index` after a new log entry.
    void progressed(int index, const pe::Trainer &trainer);
    // Every run reached its last step (false: stopped before).
    void finished(bool completed);

private:
    void deliver(int generation, int index, const pe::Trainer &trainer);
    void end(int generation, bool completed);

    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
    int m_generation = 0;
};

} // namespace pe
