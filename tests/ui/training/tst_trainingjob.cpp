// SPDX-License-Identifier: GPL-3.0-or-later
// TrainingJob: the runs advance in lockstep and are reported together, so a Stop at any moment
// leaves every scheme at the same step (the status and the curves agree); the steps made are
// reported about every hundredth of the run for a progress bar.
#include "ui/training/trainingjob.h"

#include <QSignalSpy>
#include <QtTest>

using namespace pe;

class TestTrainingJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stoppedRunsAreAtOneStep();
    void reportsTheStepsForAProgressBar();
};

namespace {

std::vector<TrainingSettings> threeRuns(int steps)
{
    std::vector<TrainingSettings> runs;
    for (PositionScheme scheme :
         { PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Rope }) {
        TrainingSettings s;
        s.scheme = scheme;
        s.steps = steps;
        runs.push_back(s);
    }
    return runs;
}

} // namespace

void TestTrainingJob::stoppedRunsAreAtOneStep()
{
    // 100 000 steps: a log entry every 5 000. Run by run, the first scheme was 5 000 steps ahead
    // of the last when stopped ("Stopped at step 5000" under a curve reaching 10 000).
    TrainingJob job;
    std::vector<Trainer> shown(3, Trainer(threeRuns(100000).front()));
    connect(&job, &TrainingJob::progressed, this,
            [&shown](int index, const Trainer &t) { shown[static_cast<std::size_t>(index)] = t; });
    job.start(threeRuns(100000));
    QTRY_VERIFY_WITH_TIMEOUT(shown.front().stepsDone() > 0, 60000);
    for (int k = 0; k < 3; ++k) {
        QTest::qWait(20);
        for (const Trainer &t : shown) {
            QCOMPARE(t.stepsDone(), shown.front().stepsDone());
            QCOMPARE(t.log().back().step, shown.front().log().back().step);
        }
    }
    const std::vector<Trainer> stopped = job.stop();
    QVERIFY(!job.isRunning());
    QCoreApplication::processEvents();
    for (const Trainer &t : shown)
        QCOMPARE(t.log().back().step, shown.front().log().back().step);
    // Handed over as they stopped: one step for all, at or past what was shown, with a log entry
    // for it that is the evaluation of the model there.
    QCOMPARE(stopped.size(), std::size_t(3));
    const int done = stopped.front().stepsDone();
    QVERIFY(done >= shown.front().stepsDone());
    for (const Trainer &t : stopped) {
        QCOMPARE(t.stepsDone(), done);
        QCOMPARE(t.log().back().step, done);
        QCOMPARE(t.log().back().testAccuracy, Evaluation::accuracy(t.model(), t.task().test()));
    }
    // Nothing running: nothing to hand over.
    QVERIFY(job.stop().empty());
}

void TestTrainingJob::reportsTheStepsForAProgressBar()
{
    TrainingJob job;
    QSignalSpy advanced(&job, &TrainingJob::advanced);
    QSignalSpy finished(&job, &TrainingJob::finished);
    job.start(threeRuns(2000));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY(finished.first().first().toBool());
    // At least every hundredth of the run (20 steps), rising, the last the full 2 000.
    QVERIFY2(advanced.size() >= 50, qPrintable(QString::number(advanced.size())));
    int previous = -1;
    for (const QList<QVariant> &args : std::as_const(advanced)) {
        QVERIFY(args.first().toInt() >= previous);
        previous = args.first().toInt();
    }
    QCOMPARE(previous, 2000);
}

QTEST_MAIN(TestTrainingJob)
#include "tst_trainingjob.moc"
