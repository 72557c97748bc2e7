// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/seededgenerator.h"
#include "core/training/adamoptimizer.h"
#include "core/training/attentionmodel.h"
#include "core/training/evaluation.h"
#include "core/training/trainingsettings.h"
#include "core/training/trainingtask.h"

#include <atomic>
#include <functional>
#include <vector>

namespace pe {

// One training run: the task's data, the model, Adam and the mini-batches, all from
// settings().seed, so the same settings give the same numbers bit for bit. Stepped by the caller
// (advance) or run to the end (run); not tied to a thread, and not locked: one thread steps it,
// and whatever another thread needs it takes from the progress callback or after the run.
class Trainer
{
public:
    // The log: the training set's mean loss and both accuracies, before the first update
    // (step 0), every settings().logInterval() updates and after the last.
    struct LogEntry
    {
        int step = 0;
        double loss = 0;
        double trainAccuracy = 0;
        double testAccuracy = 0;
    };

    // The settings must be in range (d even, 8 … 64; steps, batch and L as TrainingSettings and
    // TrainingTask say); the caller checks them.
    explicit Trainer(const TrainingSettings &settings);

    const TrainingSettings &settings() const { return m_settings; }
    const TrainingTask &task() const { return m_task; }
    const AttentionModel &model() const { return m_model; }
    int stepsDone() const { return m_steps; }
    bool isFinished() const { return m_steps >= m_settings.steps; }
    const std::vector<LogEntry> &log() const { return m_log; }
    // The mean loss of the last mini-batch (before its update), 0 before the first.
    double batchLoss() const { return m_batchLoss; }

    // Up to `updates` more updates, never past settings().steps; returns how many were made.
    int advance(int updates);
    // To the end, calling progress after each new log entry (on this thread); stops early when
    // progress returns false or *cancel becomes true (checked before every update). Returns
    // whether the run finished.
    bool run(const std::function<bool(const Trainer &)> &progress = {},
             const std::atomic<bool> *cancel = nullptr);

    // A log entry for the step reached, unless the log has one: a run stopped early ends its
    // curves where it stopped.
    void closeLog();

    // Now, on the test split.
    std::vector<Evaluation::OrderPairOutcome> orderPairOutcomes() const;
    double orderPairsAccuracy() const;
    // The summary token's attention weights on one example (length + 1, [S] last).
    std::vector<double> attention(const TrainingExample &example) const;

private:
    void update();
    void record();

    TrainingSettings m_settings;
    TrainingTask m_task;
    AttentionModel m_model;
    SeededGenerator m_generator;
    AdamOptimizer m_adam;
    std::vector<int> m_order; // the training examples in this epoch's order
    std::size_t m_next = 0;
    int m_steps = 0;
    double m_batchLoss = 0;
    std::vector<LogEntry> m_log;
};

} // namespace pe
