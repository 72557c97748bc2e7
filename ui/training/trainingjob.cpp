// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingjob.h"

#include <QThread>

namespace pe {

namespace {

    // Round robin: a log interval of each unfinished run in turn; report() after each advance.
    template<typename Report>
    bool trainAll(std::vector<Trainer> &trainers, const std::atomic<bool> *cancel, Report report)
    {
        bool progress = true;
        while (progress) {
            progress = false;
            for (std::size_t i = 0; i < trainers.size(); ++i) {
                Trainer &t = trainers[i];
                if (t.isFinished())
                    continue;
                // advance() in single updates so a Stop is seen between any two.
                const int interval = t.settings().logInterval();
                for (int k = 0; k < interval && !t.isFinished(); ++k) {
                    if (cancel && cancel->load())
                        return false;
                    t.advance(1);
                }
                report(static_cast<int>(i), t);
                progress = true;
            }
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
    trainAll(trainers, nullptr, [](int, const Trainer &) {});
    return trainers;
}

void TrainingJob::start(const std::vector<TrainingSettings> &runs)
{
    stop();
    const int generation = ++m_generation;
    m_cancel = false;
    m_thread = QThread::create([this, runs, generation] {
        // Built on the worker: building the tasks and models is part of the work.
        std::vector<Trainer> trainers(runs.begin(), runs.end());
        for (std::size_t i = 0; i < trainers.size(); ++i)
            QMetaObject::invokeMethod(
                this,
                [this, generation, i, copy = trainers[i]] {
                    deliver(generation, static_cast<int>(i), copy);
                },
                Qt::QueuedConnection);
        const bool completed
            = trainAll(trainers, &m_cancel, [this, generation](int i, const Trainer &t) {
                  QMetaObject::invokeMethod(
                      this, [this, generation, i, copy = t] { deliver(generation, i, copy); },
                      Qt::QueuedConnection);
              });
        QMetaObject::invokeMethod(
            this, [this, generation, completed] { end(generation, completed); },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("trainingThread"));
    m_thread->start();
}

void TrainingJob::deliver(int generation, int index, const Trainer &trainer)
{
    if (generation == m_generation)
        Q_EMIT progressed(index, trainer);
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

void TrainingJob::stop()
{
    if (!m_thread)
        return;
    m_cancel = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    // What the stopped run still has queued belongs to an old generation now.
    ++m_generation;
}

} // namespace pe
