// SPDX-License-Identifier: GPL-3.0-or-later
// What a model gets right: accuracy and mean loss against a count by hand, the order pairs'
// two-way choice and its summary, and the tie rule that keeps a model that cannot tell the twins
// apart at exactly one right answer per pair.
#include "core/math/seededgenerator.h"
#include "core/training/evaluation.h"

#include <QTest>

#include <cmath>

using namespace pe;

namespace {

AttentionModel modelFor(const TrainingTask &task, PositionScheme scheme, uint64_t seed)
{
    AttentionModel model(scheme, 8, int(task.tokens().size()), int(task.classes().size()),
                         task.longestTrainInput() + 1);
    SeededGenerator generator(seed);
    model.initialise(&generator);
    return model;
}

} // namespace

class TestEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accuracyAndLossByHand();
    void orderPairsByHand();
    void tiesChooseTheFirstAnswerForBothTwins();
    void noPositionsGiveHalfOnEveryTask();
};

void TestEvaluation::accuracyAndLossByHand()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhichFirst, 2);
    const AttentionModel model = modelFor(task, PositionScheme::Sinusoidal, 3);
    int right = 0;
    double loss = 0;
    for (const TrainingExample &e : task.test()) {
        const AttentionModel::Pass pass = model.forward(e.tokens);
        int best = 0;
        for (int c = 1; c < int(pass.probabilities.size()); ++c)
            best = pass.probabilities[std::size_t(c)] > pass.probabilities[std::size_t(best)]
                ? c
                : best;
        right += best == e.label ? 1 : 0;
        loss -= std::log(pass.probabilities[std::size_t(e.label)]);
    }
    const double n = double(task.test().size());
    QCOMPARE(Evaluation::accuracy(model, task.test()), right / n);
    QVERIFY(std::abs(Evaluation::meanLoss(model, task.test()) - loss / n) < 1e-12);
    QCOMPARE(Evaluation::accuracy(model, {}), 0.0);
}

void TestEvaluation::orderPairsByHand()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhoHits, 1);
    const AttentionModel model = modelFor(task, PositionScheme::Rope, 8);
    const std::vector<Evaluation::OrderPairOutcome> outcomes = Evaluation::orderPairs(model, task);
    QCOMPARE(outcomes.size(), task.orderPairs().size());
    int right = 0;
    Evaluation::OrderPairSummary expected;
    for (const Evaluation::OrderPairOutcome &o : outcomes) {
        const TrainingExample &a = task.test()[std::size_t(o.first)];
        const TrainingExample &b = task.test()[std::size_t(o.second)];
        bool ok[2];
        const TrainingExample *twins[2] = { &a, &b };
        for (int t = 0; t < 2; ++t) {
            const std::vector<double> p = model.forward(twins[t]->tokens).probabilities;
            const double pa = p[std::size_t(a.label)], pb = p[std::size_t(b.label)];
            QCOMPARE(o.probability[t][0], pa);
            QCOMPARE(o.probability[t][1], pb);
            const int chosen = pb > pa ? b.label : a.label;
            ok[t] = chosen == twins[t]->label;
            QCOMPARE(o.right(t), ok[t]);
            right += ok[t] ? 1 : 0;
        }
        ++expected.pairs;
        expected.bothRight += ok[0] && ok[1];
        expected.firstOnly += ok[0] && !ok[1];
        expected.secondOnly += !ok[0] && ok[1];
        expected.neitherRight += !ok[0] && !ok[1];
    }
    QCOMPARE(Evaluation::orderPairsAccuracy(outcomes), right / double(2 * outcomes.size()));
    const Evaluation::OrderPairSummary s = Evaluation::summarise(outcomes);
    QCOMPARE(s.pairs, expected.pairs);
    QCOMPARE(s.bothRight, expected.bothRight);
    QCOMPARE(s.firstOnly, expected.firstOnly);
    QCOMPARE(s.secondOnly, expected.secondOnly);
    QCOMPARE(s.neitherRight, expected.neitherRight);
}

// A classifier of zeros gives every class the same probability: every choice is a tie, and the
// rule (the pair's first answer) makes the first twin right and the second wrong.
void TestEvaluation::tiesChooseTheFirstAnswerForBothTwins()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhoHits, 1);
    AttentionModel model = modelFor(task, PositionScheme::Sinusoidal, 2);
    model.parameters().classifier.fill(0.0);
    const std::vector<Evaluation::OrderPairOutcome> outcomes = Evaluation::orderPairs(model, task);
    for (const Evaluation::OrderPairOutcome &o : outcomes) {
        QCOMPARE(o.chosen[0], 0);
        QCOMPARE(o.chosen[1], 0);
    }
    QCOMPARE(Evaluation::orderPairsAccuracy(outcomes), 0.5);
    QCOMPARE(Evaluation::summarise(outcomes).firstOnly, int(outcomes.size()));
}

void TestEvaluation::noPositionsGiveHalfOnEveryTask()
{
    for (TrainingTaskKind kind :
         { TrainingTaskKind::WhoHits, TrainingTaskKind::WhichFirst, TrainingTaskKind::Longer }) {
        const TrainingTask task = TrainingTask::make(kind, 5);
        for (uint64_t seed : { 1, 2, 3 }) {
            const AttentionModel model = modelFor(task, PositionScheme::None, seed);
            QCOMPARE(Evaluation::orderPairsAccuracy(Evaluation::orderPairs(model, task)), 0.5);
        }
    }
}

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
