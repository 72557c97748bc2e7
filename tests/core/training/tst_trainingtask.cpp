// SPDX-License-Identifier: GPL-3.0-or-later
// The training lab's tasks: sizes, every order pair's twins (the same tokens, another order, the
// other answer), the answer being the word that comes first, no test sentence in training, the
// lecture's 你打我 / 我打你 among the test pairs, Longer's lengths, and the split following the
// seed.
#include "core/training/trainingtask.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace pe;

Q_DECLARE_METATYPE(pe::TrainingTaskKind)

namespace {

QString key(const TrainingExample &e)
{
    QStringList parts;
    for (int t : e.tokens)
        parts.append(QString::number(t));
    return parts.join(QLatin1Char(','));
}

// The class of the first token (from the left) that is one of the example's two answers.
int firstAnswer(const TrainingTask &task, const TrainingExample &e)
{
    for (int t : e.tokens) {
        const int c = int(task.classes().indexOf(task.tokens().at(t)));
        if (c == e.candidates[0] || c == e.candidates[1])
            return c;
    }
    return -1;
}

} // namespace

class TestTrainingTask : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void sizes_data();
    void sizes();
    void twinsDifferOnlyByOrder_data();
    void twinsDifferOnlyByOrder();
    void lecturePairIsInTheTest();
    void longerLengths();
    void splitFollowsSeed();
};

void TestTrainingTask::names()
{
    for (TrainingTaskKind k :
         { TrainingTaskKind::WhoHits, TrainingTaskKind::WhichFirst, TrainingTaskKind::Longer }) {
        TrainingTaskKind back = TrainingTaskKind::WhoHits;
        QVERIFY(trainingTaskFromName(trainingTaskName(k), &back));
        QCOMPARE(back, k);
    }
    TrainingTaskKind k = TrainingTaskKind::Longer;
    QVERIFY(!trainingTaskFromName("who_hits", &k));
    QCOMPARE(k, TrainingTaskKind::Longer);
}

void TestTrainingTask::sizes_data()
{
    QTest::addColumn<TrainingTaskKind>("kind");
    QTest::addColumn<int>("train");
    QTest::addColumn<int>("test");
    QTest::addColumn<int>("classes");
    // who-hits: 3 Chinese pairs (1 held out) and 15 noun pairs × 4 verbs (15 held out), 2 each.
    QTest::addRow("who-hits") << TrainingTaskKind::WhoHits << 94 << 32 << 9;
    // which-first: 6 marker pairs × 28 placements in 8, a quarter held out.
    QTest::addRow("which-first") << TrainingTaskKind::WhichFirst << 252 << 84 << 4;
    // longer, L = 8: 6 × (1 + 3 + … + 28) placements on lengths 2 … 8; 120 test pairs.
    QTest::addRow("longer") << TrainingTaskKind::Longer << 1008 << 240 << 4;
}

void TestTrainingTask::sizes()
{
    QFETCH(TrainingTaskKind, kind);
    QFETCH(int, train);
    QFETCH(int, test);
    QFETCH(int, classes);
    const TrainingTask task = TrainingTask::make(kind, 1);
    QCOMPARE(int(task.train().size()), train);
    QCOMPARE(int(task.test().size()), test);
    QCOMPARE(int(task.classes().size()), classes);
    QCOMPARE(int(task.orderPairs().size()), test / 2);
    QCOMPARE(task.tokens().at(TrainingTask::summaryToken), QStringLiteral("[S]"));
}

void TestTrainingTask::twinsDifferOnlyByOrder_data()
{
    sizes_data();
}

void TestTrainingTask::twinsDifferOnlyByOrder()
{
    QFETCH(TrainingTaskKind, kind);
    const TrainingTask task = TrainingTask::make(kind, 4);
    QSet<QString> trained;
    for (const TrainingExample &e : task.train()) {
        trained.insert(key(e));
        QCOMPARE(firstAnswer(task, e), e.label);
        QCOMPARE(e.pair, -1);
        QVERIFY(!e.tokens.empty() && int(e.tokens.size()) <= 32);
    }
    for (int p = 0; p < int(task.orderPairs().size()); ++p) {
        const OrderPair &pair = task.orderPairs()[std::size_t(p)];
        const TrainingExample &a = task.test()[std::size_t(pair.first)];
        const TrainingExample &b = task.test()[std::size_t(pair.second)];
        QCOMPARE(a.pair, p);
        QCOMPARE(b.pair, p);
        std::vector<int> bagA = a.tokens, bagB = b.tokens;
        std::sort(bagA.begin(), bagA.end());
        std::sort(bagB.begin(), bagB.end());
        QVERIFY(bagA == bagB); // the same bag of tokens
        QVERIFY(a.tokens != b.tokens); // in another order
        QVERIFY(a.label != b.label); // with the other answer
        QCOMPARE(a.candidates[0], a.label);
        QCOMPARE(a.candidates[1], b.label);
        QCOMPARE(b.candidates[0], b.label);
        QCOMPARE(b.candidates[1], a.label);
        QCOMPARE(firstAnswer(task, a), a.label);
        QCOMPARE(firstAnswer(task, b), b.label);
        QVERIFY(!trained.contains(key(a)));
        QVERIFY(!trained.contains(key(b)));
    }
}

void TestTrainingTask::lecturePairIsInTheTest()
{
    for (uint64_t seed : { 1, 2, 3 }) {
        const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhoHits, seed);
        QStringList sentences;
        for (const TrainingExample &e : task.test())
            sentences.append(task.sentence(e));
        QVERIFY(sentences.contains(QString::fromUtf8("你 打 我")));
        QVERIFY(sentences.contains(QString::fromUtf8("我 打 你")));
        QStringList trained;
        for (const TrainingExample &e : task.train())
            trained.append(task.sentence(e));
        QVERIFY(trained.contains(QString::fromUtf8("他 打 你")));
        QVERIFY(trained.contains(QStringLiteral("dog bites man"))
                || sentences.contains(QStringLiteral("dog bites man")));
    }
}

void TestTrainingTask::longerLengths()
{
    for (int L : { 2, 5, 8, 16 }) {
        const TrainingTask task = TrainingTask::make(TrainingTaskKind::Longer, 3, L);
        QCOMPARE(task.longestTrainInput(), L);
        for (const TrainingExample &e : task.train())
            QVERIFY(int(e.tokens.size()) >= 2 && int(e.tokens.size()) <= L);
        for (const TrainingExample &e : task.test())
            QVERIFY(int(e.tokens.size()) > L && int(e.tokens.size()) <= 2 * L);
        QCOMPARE(task.longestInput() <= 2 * L, true);
    }
}

void TestTrainingTask::splitFollowsSeed()
{
    const TrainingTask a = TrainingTask::make(TrainingTaskKind::WhichFirst, 1);
    const TrainingTask b = TrainingTask::make(TrainingTaskKind::WhichFirst, 1);
    const TrainingTask c = TrainingTask::make(TrainingTaskKind::WhichFirst, 2);
    QStringList ka, kb, kc;
    for (std::size_t k = 0; k < a.test().size(); ++k) {
        ka.append(key(a.test()[k]));
        kb.append(key(b.test()[k]));
        kc.append(key(c.test()[k]));
    }
    QCOMPARE(ka, kb);
    QVERIFY(ka != kc);
}

QTEST_APPLESS_MAIN(TestTrainingTask)
#include "tst_trainingtask.moc"
