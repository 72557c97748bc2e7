// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingjob.h"

#include <QThread>

#include <algorithm>
#include <utility>

namespace pe {

namespace {

    // Updates each run makes before the next run's turn: small, so the runs stay together.
    constexpr int chunk = 10;

    // In lockstep: a chunk of each unfinished run in turn, then report(logged, done), logged
    // whether the runs' logs grew in that round (all of them at once: they share the steps), done
    // the steps each has made. A stop is seen between two rounds, so the runs stop at one step.
    template<typename Report>
    bool trainAll(std::vector<Trainer> &trainers, const std::atomic<bool> *cancel, Report report)
    {
        bool progress = true;
        while (progress) {
            if (cancel && cancel->load())
                return false;
            progress = false;
            bool logged = false;
            int done = 0;
            for (std::size_t i = 0; i < trainers.size(); ++i) {
                Trainer &t = trainers[i];
                if (t.isFinished())
                    continue;
                const std::size_t entries = t.log().size();
                t.advance(chunk);
                logged = logged || t.log().size() != entries;
                done = t.stepsDone();
                progress = true;
            }
            if (progress)
                report(logged, done);
        }
        return true;
    }

} // namespace

TrainingJob::TrainingJob(QObject *parent)
    : QObject(parent)
{
}

TrainingJob::~TrainingJob()
{
    stop();
}

bool TrainingJob::isRunning() const
{
    return m_thread != nullptr;
}

std::vector<Trainer> TrainingJob::runNow(const std::vector<TrainingSettings> &runs)
{
    std::vector<Trainer> trainers(runs.begin(), runs.end());
    trainAll(trainers, nullptr, [](bool, int) { /* runNow reports nothing */ });
    return trainers;
}

void TrainingJob::start(const std::vector<TrainingSettings> &runs)
{
    stop();
    const int generation = ++m_generation;
    m_cancel = false;
    m_stopped.clear();
    m_thread = QThread::create([this, runs, generation] {
        // Built on the worker: building the tasks and models is part of the work.
        std::vector<Trainer> trainers(runs.begin(), runs.end());
        std::vector<std::pair<int, Trainer>> first;
        for (std::size_t i = 0; i < trainers.size(); ++i)
            first.emplace_back(static_cast<int>(i), trainers[i]);
        QMetaObject::invokeMethod(
            this, [this, generation, first = std::move(first)] { deliver(generation, 0, first); },
            Qt::QueuedConnection);
        const int steps = runs.empty() ? 1 : std::max(1, runs.front().steps);
        int shown = 0; // the steps last reported to the progress bar
        const bool completed
            = trainAll(trainers, &m_cancel,
                       [this, generation, steps, &shown, &trainers](bool logged, int done) {
                           // At each log step, and about every hundredth of the run in between (the
                           // steps for the progress bar and the status): every run, all in one go.
                           if (!logged && (done - shown) * 100 < steps)
                               return;
                           shown = done;
                           std::vector<std::pair<int, Trainer>> copies;
                           for (std::size_t i = 0; i < trainers.size(); ++i)
                               copies.emplace_back(static_cast<int>(i), trainers[i]);
                           QMetaObject::invokeMethod(
                               this,
                               [this, generation, done, copies = std::move(copies)] {
                                   deliver(generation, done, copies);
                               },
                               Qt::QueuedConnection);
                       });
        if (!completed) {
            // Stopped: each curve ends at the step reached, which stop() hands to the caller.
            for (Trainer &t : trainers)
                t.closeLog();
            m_stopped = std::move(trainers);
        }
        QMetaObject::invokeMethod(
            this, [this, generation, completed] { end(generation, completed); },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("trainingThread"));
    m_thread->start();
}

void TrainingJob::deliver(int generation, int done,
                          const std::vector<std::pair<int, Trainer>> &copies)
{
    if (generation != m_generation)
        return;
    // All in one go: the view never shows one run a log step ahead of another.
    for (const auto &[index, trainer] : copies)
        Q_EMIT progressed(index, trainer);
    Q_EMIT advanced(done);
}

void TrainingJob::end(int generation, bool completed)
{
    if (generation != m_generation)
        return;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    Q_EMIT finished(completed);
}

std::vector<Trainer> TrainingJob::stop()
{
    if (!m_thread)
        return {};
    m_cancel = true;
    m_thread->wait(); // after it, m_stopped is the worker's last word
    delete m_thread;
    m_thread = nullptr;
    // What the stopped run still has queued belongs to an old generation now.
    ++m_generation;
    return std::exchange(m_stopped, {});
}

} // namespace pe
