// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchjob.h"

#include "core/modelconfig/ropepermutation.h"

#include <QGuiApplication>

namespace pe {

MismatchJob::MismatchJob(QObject *parent)
    : QObject(parent)
    , m_background(QGuiApplication::platformName() != QLatin1String("offscreen"))
{
}

MismatchJob::~MismatchJob()
{
    // The worker posts its delivery to this object: it must end while the object lives.
    if (m_pending.valid())
        m_pending.wait();
}

MismatchJob::Outcome MismatchJob::compute(const Inputs &inputs)
{
    Outcome outcome;
    const RopeMismatch mismatch(*inputs.frequencies, RopePairing::Half, inputs.mistake,
                                inputs.wrongTheta);
    outcome.curves
        = std::make_shared<MismatchCurves>(mismatch, inputs.q, inputs.k, inputs.positions);
    outcome.permutation = RopePermutation::check(
        *inputs.frequencies, inputs.seed, inputs.permutationInputs, inputs.permutationPositions);
    return outcome;
}

void MismatchJob::start(Inputs inputs)
{
    if (!m_background) {
        finish();
        m_outcome = compute(inputs);
        Q_EMIT finished();
        return;
    }
    if (m_pending.valid()) {
        m_next = std::move(inputs); // computed when the running one ends
        return;
    }
    launch(std::move(inputs));
}

void MismatchJob::launch(Inputs inputs)
{
    const int generation = ++m_generation;
    m_pending = std::async(std::launch::async, [this, generation, inputs = std::move(inputs)] {
        Outcome outcome = compute(inputs);
        // Posted to the GUI thread; a delivery finish() has made already is dropped there.
        QMetaObject::invokeMethod(
            this, [this, generation] { collect(generation); }, Qt::QueuedConnection);
        return outcome;
    });
}

void MismatchJob::collect(int generation)
{
    if (generation != m_generation || !m_pending.valid())
        return;
    m_outcome = m_pending.get();
    if (m_next) {
        Inputs next = std::move(*m_next);
        m_next.reset();
        launch(std::move(next));
    }
    Q_EMIT finished();
}

void MismatchJob::finish()
{
    if (!m_pending.valid())
        return;
    m_outcome = m_pending.get();
    if (m_next) {
        m_outcome = compute(*m_next);
        m_next.reset();
    }
    Q_EMIT finished();
}

} // namespace pe
