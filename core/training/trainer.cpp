// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/trainer.h"

#include <algorithm>
#include <utility>

namespace pe {

namespace {

    // The weights and batches draw from their own stream, apart from the data split's.
    constexpr uint64_t modelStream = 0x6A09E667F3BCC909ULL;

    AttentionModel makeModel(const TrainingSettings &s, const TrainingTask &task)
    {
        return AttentionModel(s.scheme, s.dimension, static_cast<int>(task.tokens().size()),
                              static_cast<int>(task.classes().size()),
                              task.longestTrainInput() + 1);
    }

} // namespace

Trainer::Trainer(const TrainingSettings &settings)
    : m_settings(settings)
    , m_task(TrainingTask::make(settings.task, settings.seed, settings.trainLength))
    , m_model(makeModel(settings, m_task))
    , m_generator(settings.seed ^ modelStream)
    , m_adam(m_model.parameters(), settings.learningRate)
{
    m_model.initialise(&m_generator);
    for (std::size_t k = 0; k < m_task.train().size(); ++k)
        m_order.push_back(static_cast<int>(k));
    m_next = m_order.size(); // shuffle before the first batch
    record();
}

void Trainer::update()
{
    ModelParameters gradient = m_model.parameters().zeros();
    const int batch
        = std::max(1, std::min<int>(m_settings.batchSize, static_cast<int>(m_order.size())));
    const double weight = 1.0 / batch;
    double loss = 0;
    for (int b = 0; b < batch; ++b) {
        if (m_next >= m_order.size()) {
            // A new epoch: Fisher–Yates with the generator's whole numbers.
            for (int k = static_cast<int>(m_order.size()) - 1; k > 0; --k)
                std::swap(m_order[static_cast<std::size_t>(k)],
                          m_order[static_cast<std::size_t>(m_generator.between(0, k))]);
            m_next = 0;
        }
        const TrainingExample &e = m_task.train()[static_cast<std::size_t>(m_order[m_next++])];
        const AttentionModel::Pass pass = m_model.forward(e.tokens);
        loss += AttentionModel::loss(pass, e.label) * weight;
        m_model.backward(e.tokens, pass, e.label, weight, &gradient);
    }
    m_adam.update(gradient, &m_model.parameters());
    m_batchLoss = loss;
    ++m_steps;
    if (m_steps % m_settings.logInterval() == 0 || m_steps == m_settings.steps)
        record();
}

void Trainer::record()
{
    LogEntry entry;
    entry.step = m_steps;
    entry.loss = Evaluation::meanLoss(m_model, m_task.train());
    entry.trainAccuracy = Evaluation::accuracy(m_model, m_task.train());
    entry.testAccuracy = Evaluation::accuracy(m_model, m_task.test());
    m_log.push_back(entry);
}

void Trainer::closeLog()
{
    if (m_log.empty() || m_log.back().step != m_steps)
        record();
}

int Trainer::advance(int updates)
{
    int done = 0;
    while (done < updates && !isFinished()) {
        update();
        ++done;
    }
    return done;
}

bool Trainer::run(const std::function<bool(const Trainer &)> &progress,
                  const std::atomic<bool> *cancel)
{
    while (!isFinished()) {
        if (cancel && cancel->load())
            return false;
        const std::size_t logged = m_log.size();
        update();
        if (progress && m_log.size() > logged && !progress(*this))
            return isFinished();
    }
    return true;
}

std::vector<Evaluation::OrderPairOutcome> Trainer::orderPairOutcomes() const
{
    return Evaluation::orderPairs(m_model, m_task);
}

double Trainer::orderPairsAccuracy() const
{
    return Evaluation::orderPairsAccuracy(orderPairOutcomes());
}

std::vector<double> Trainer::attention(const TrainingExample &example) const
{
    return m_model.forward(example.tokens).attention;
}

} // namespace pe
