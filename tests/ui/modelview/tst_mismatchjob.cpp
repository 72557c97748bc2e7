// SPDX-License-Identifier: GPL-3.0-or-later
// MismatchJob, the mismatch lab's worker: on the worker its outcome is the one computed in line,
// to the bit; requests made while it runs collapse into one for the latest values; finish()
// delivers now and the worker's own delivery is not repeated; an object destroyed while its
// worker runs waits for it; offscreen it computes at once. The lab with a worker shows the same
// numbers as without.
#include "core/modelconfig/modelconfig.h"
#include "core/modelconfig/ropefrequencies.h"
#include "core/modelconfig/ropemismatch.h"
#include "ui/modelview/mismatchjob.h"
#include "ui/modelview/mismatchlab.h"

#include <QSignalSpy>
#include <QtTest>

using namespace pe;
using Mistake = RopeMismatch::Mistake;

namespace {

MismatchJob::Inputs inputs(int head, Mistake mistake, qint64 positions, quint64 seed = 1)
{
    ModelConfig config;
    config.headDimension = head;
    config.ropeTheta = 500000;
    MismatchJob::Inputs in;
    in.frequencies = std::make_shared<const RopeFrequencies>(config);
    in.mistake = mistake;
    in.wrongTheta = 10000;
    in.q = RopeMismatch::seededVector(seed, head);
    in.k = RopeMismatch::seededVector(seed + 1, head);
    in.positions = positions;
    in.seed = seed;
    in.permutationInputs = MismatchLab::permutationInputs;
    in.permutationPositions = MismatchLab::permutationPositions;
    return in;
}

// Every number of the two outcomes, bit for bit.
bool same(const MismatchJob::Outcome &a, const MismatchJob::Outcome &b)
{
    if (!a.curves || !b.curves || a.permutation != b.permutation)
        return false;
    const auto &sa = a.curves->scores();
    const auto &sb = b.curves->scores();
    const auto &ta = a.curves->attention();
    const auto &tb = b.curves->attention();
    if (sa.size() != sb.size() || ta.size() != tb.size())
        return false;
    for (std::size_t i = 0; i < sa.size(); ++i)
        if (sa[i].correct != sb[i].correct || sa[i].mistaken != sb[i].mistaken)
            return false;
    for (std::size_t i = 0; i < ta.size(); ++i)
        if (ta[i].position != tb[i].position || ta[i].totalVariation != tb[i].totalVariation)
            return false;
    return true;
}

} // namespace

class TestMismatchJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offscreenComputesAtOnce();
    void workerGivesTheSameNumbers();
    void requestsCollapse();
    void finishDeliversOnce();
    void destroyedWhileBusy();
    void labWithAWorker();
};

void TestMismatchJob::offscreenComputesAtOnce()
{
    MismatchJob job;
    QVERIFY(!job.background()); // the tests run on the offscreen platform
    QSignalSpy spy(&job, &MismatchJob::finished);
    const MismatchJob::Inputs in = inputs(64, Mistake::WrongTheta, 100);
    job.start(in);
    QCOMPARE(spy.count(), 1);
    QVERIFY(!job.isBusy());
    QVERIFY(same(job.outcome(), MismatchJob::compute(in)));
}

void TestMismatchJob::workerGivesTheSameNumbers()
{
    MismatchJob job;
    job.setBackground(true);
    QSignalSpy spy(&job, &MismatchJob::finished);
    const MismatchJob::Inputs in = inputs(128, Mistake::Bfloat16Angles, 500);
    job.start(in);
    QVERIFY(job.isBusy());
    QCOMPARE(spy.count(), 0); // delivered on the GUI thread, from its event loop
    QVERIFY(spy.wait(30000));
    QCOMPARE(spy.count(), 1);
    QVERIFY(!job.isBusy());
    QVERIFY(same(job.outcome(), MismatchJob::compute(in)));
}

void TestMismatchJob::requestsCollapse()
{
    MismatchJob job;
    job.setBackground(true);
    QSignalSpy spy(&job, &MismatchJob::finished);
    // The first is long (the largest head); the three after it arrive while it runs.
    job.start(inputs(ModelConfig::maxHeadDimension, Mistake::OtherPairing, 1024));
    for (quint64 seed : { 2, 3, 4 })
        job.start(inputs(256, Mistake::WrongTheta, 300, seed));
    QTRY_VERIFY_WITH_TIMEOUT(!job.isBusy(), 60000);
    // The first and the last, unless the first ended before the others came.
    QVERIFY2(spy.count() >= 2 && spy.count() <= 4, qPrintable(QString::number(spy.count())));
    QVERIFY(same(job.outcome(), MismatchJob::compute(inputs(256, Mistake::WrongTheta, 300, 4))));
}

void TestMismatchJob::finishDeliversOnce()
{
    MismatchJob job;
    job.setBackground(true);
    QSignalSpy spy(&job, &MismatchJob::finished);
    const MismatchJob::Inputs last = inputs(64, Mistake::Float16Angles, 200, 7);
    job.start(inputs(1024, Mistake::OtherPairing, 512));
    job.start(last);
    job.finish();
    QVERIFY(!job.isBusy());
    QCOMPARE(spy.count(), 1);
    QVERIFY(same(job.outcome(), MismatchJob::compute(last)));
    // The worker's own delivery, queued before finish() took its outcome, is dropped.
    QTest::qWait(100);
    QCoreApplication::processEvents();
    QCOMPARE(spy.count(), 1);
}

void TestMismatchJob::destroyedWhileBusy()
{
    auto *job = new MismatchJob;
    job->setBackground(true);
    job->start(inputs(ModelConfig::maxHeadDimension, Mistake::ScalingTwice, 512));
    job->start(inputs(64, Mistake::QueryOffByOne, 100));
    QVERIFY(job->isBusy());
    delete job; // waits for the worker; its delivery goes nowhere (AddressSanitizer watches)
    QCoreApplication::processEvents();
    QTest::qWait(50);
}

void TestMismatchJob::labWithAWorker()
{
    ModelConfig config;
    config.headDimension = 128;
    config.ropeTheta = 10000;
    const auto frequencies = std::make_shared<const RopeFrequencies>(config);
    MismatchLab inLine;
    inLine.setFrequencies(frequencies);
    inLine.setMistake(Mistake::KeyOffByOne);
    inLine.recomputeNow();
    MismatchLab lab;
    lab.job()->setBackground(true);
    lab.setFrequencies(frequencies);
    lab.setMistake(Mistake::KeyOffByOne);
    QTRY_VERIFY_WITH_TIMEOUT(lab.curves() && !lab.job()->isBusy(), 30000);
    QCOMPARE(lab.curves()->largestError(), inLine.curves()->largestError());
    QCOMPARE(lab.summary(), inLine.summary());
    QCOMPARE(lab.permutationDifference(), inLine.permutationDifference());
    // A model without pairs while the worker runs: nothing of the one before arrives later.
    lab.setMistake(Mistake::OtherPairing);
    lab.setFrequencies(nullptr);
    lab.recomputeNow();
    QTest::qWait(100);
    QCOMPARE(lab.curves(), nullptr);
}

QTEST_MAIN(TestMismatchJob)
#include "tst_mismatchjob.moc"
