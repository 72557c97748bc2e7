// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/ropefrequencies.h"
#include "core/modelconfig/ropemismatch.h"

#include <QObject>

#include <future>
#include <memory>
#include <optional>
#include <vector>

namespace pe {

// The mismatch lab's numbers (MismatchCurves and the permutation check), computed on a worker
// thread while the window is on a screen: at the largest head (4096 dimensions) they take a
// sixth of a second, too long for a control that should answer at once. One computation runs at
// a time; requests made meanwhile collapse into one, for the latest values, started when it
// ends. The worker gets everything by value (the frequencies are immutable and shared) and
// touches nothing of the widget's; its outcome is delivered on the GUI thread (finished()).
// Off screen (the offscreen platform: the tests, --render) the work is done at once, so a picture
// or a check never sees the numbers of the values before. The destructor waits for the worker.
class MismatchJob : public QObject
{
    Q_OBJECT

public:
    struct Inputs
    {
        std::shared_ptr<const RopeFrequencies> frequencies;
        RopeMismatch::Mistake mistake = RopeMismatch::Mistake::OtherPairing;
        double wrongTheta = 0;
        std::vector<double> q;
        std::vector<double> k;
        qint64 positions = 0;
        quint64 seed = 0;
        int permutationInputs = 0;
        int permutationPositions = 0;
    };
    struct Outcome
    {
        std::shared_ptr<const MismatchCurves> curves;
        double permutation = 0; // RopePermutation::check's largest difference
    };

    explicit MismatchJob(QObject *parent = nullptr);
    ~MismatchJob() override;

    // Whether start() hands the work to a worker (default: unless the platform is offscreen).
    void setBackground(bool background) { m_background = background; }
    bool background() const { return m_background; }

    // Computes for inputs: at once (finished() before it returns), or on the worker.
    void start(Inputs inputs);
    // Waits for the worker and the request queued behind it, delivering the last outcome now.
    void finish();
    bool isBusy() const { return m_pending.valid(); }
    const Outcome &outcome() const { return m_outcome; }

    // The computation itself, on any thread.
    static Outcome compute(const Inputs &inputs);

Q_SIGNALS:
    // outcome() holds new numbers.
    void finished();

private:
    void launch(Inputs inputs);
    void collect(int generation);

    std::future<Outcome> m_pending;
    std::optional<Inputs> m_next;
    Outcome m_outcome;
    int m_generation = 0;
    bool m_background;
};

} // namespace pe
