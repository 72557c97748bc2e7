// SPDX-License-Identifier: GPL-3.0-or-later
// TrainingResults for a class: accuracies as percentages (the exact share, 6 decimals, in the
// cell's tooltip), one sentence saying what the runs show, and the order pairs' table right under
// the accuracies (before the attention map, which takes room).
#include "core/text/format.h"
#include "ui/training/trainingattentionmap.h"
#include "ui/training/trainingjob.h"
#include "ui/training/trainingresults.h"

#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using namespace pe;

class TestTrainingResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sharesArePercentages();
    void oneSentenceSaysWhatTheRunShows();
    void orderPairsComeBeforeTheAttention();
    void noEmptyTablesBeforeARun();

private:
    static std::vector<Trainer> trained(std::initializer_list<PositionScheme> schemes)
    {
        std::vector<TrainingSettings> runs;
        for (PositionScheme scheme : schemes) {
            TrainingSettings s;
            s.scheme = scheme;
            runs.push_back(s);
        }
        return TrainingJob::runNow(runs);
    }
};

void TestTrainingResults::sharesArePercentages()
{
    QCOMPARE(TrainingResults::percent(0.47), QStringLiteral("47 %"));
    QCOMPARE(TrainingResults::percent(0.5), QStringLiteral("50 %"));
    QCOMPARE(TrainingResults::percent(1.0), QStringLiteral("100 %"));
    TrainingResults results;
    const std::vector<Trainer> trainers
        = trained({ PositionScheme::None, PositionScheme::Sinusoidal });
    results.setTrainers(trainers);
    const QTableWidget *table = results.accuracyTable();
    for (int r = 0; r < 2; ++r) {
        const Trainer &t = trainers[static_cast<std::size_t>(r)];
        const double shares[]
            = { t.log().back().trainAccuracy, t.log().back().testAccuracy, t.orderPairsAccuracy() };
        for (int c = 0; c < 3; ++c) {
            QCOMPARE(table->item(r, c)->text(), TrainingResults::percent(shares[c]));
            QVERIFY(table->item(r, c)->text().endsWith(QStringLiteral(" %")));
            QCOMPARE(table->item(r, c)->toolTip(), formatDisplay(shares[c]));
        }
    }
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("50 %")); // no positions: a coin
}

void TestTrainingResults::oneSentenceSaysWhatTheRunShows()
{
    TrainingResults results;
    results.show();
    QVERIFY(results.verdict().isEmpty()); // nothing trained: nothing said
    QVERIFY(!results.verdictLabel()->isVisible());
    const std::vector<Trainer> trainers
        = trained({ PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Rope });
    results.setTrainers(trainers);
    const Trainer *best = &trainers[1];
    if (trainers[2].orderPairsAccuracy() > best->orderPairsAccuracy())
        best = &trainers[2];
    const QString pairs = QString::number(trainers.front().task().orderPairs().size());
    const QString expected
        = QStringLiteral("On the %1 order pairs: 50 % right without positions (the model "
                         "cannot tell the two orders apart), %2 with %3.")
              .arg(pairs, TrainingResults::percent(best->orderPairsAccuracy()),
                   best->settings().scheme == PositionScheme::Rope ? QStringLiteral("RoPE")
                                                                   : QStringLiteral("sinusoidal"));
    QCOMPARE(results.verdict(), expected);
    QCOMPARE(results.verdictLabel()->text(), expected);
    QVERIFY(results.verdictLabel()->isVisible());
    QVERIFY(results.verdictLabel()->wordWrap());
    // Without the run with no positions: the best scheme alone.
    results.setTrainers(trained({ PositionScheme::Sinusoidal }));
    QVERIFY(results.verdict().contains(QStringLiteral("the best of the schemes compared")));
    // Before the first step: nothing yet.
    TrainingSettings s;
    results.setTrainers({ Trainer(s) });
    QVERIFY(results.verdict().isEmpty());
    QVERIFY(!results.verdictLabel()->isVisible());
}

void TestTrainingResults::orderPairsComeBeforeTheAttention()
{
    TrainingResults results;
    results.resize(420, 900);
    results.setTrainers(trained({ PositionScheme::None, PositionScheme::Sinusoidal }));
    results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&results));
    const int accuracy = results.accuracyTable()->geometry().bottom();
    const int verdict = results.verdictLabel()->geometry().top();
    const int pairs = results.confusionTable()->geometry().top();
    const int attention = results.attentionMap()->geometry().top();
    QVERIFY(accuracy < verdict);
    QVERIFY(verdict < pairs);
    QVERIFY2(pairs < attention, qPrintable(QStringLiteral("%1 %2").arg(pairs).arg(attention)));
}

// A screen reader met two tables of 0 rows before any training (found over AT-SPI): they are
// hidden, with their titles, until a run has rows for them.
void TestTrainingResults::noEmptyTablesBeforeARun()
{
    TrainingResults results;
    results.resize(420, 900);
    results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&results));
    const QList<QWidget *> tables { results.accuracyTable(), results.confusionTable() };
    for (QWidget *table : tables)
        QVERIFY(!table->isVisible());
    results.setTrainers(trained({ PositionScheme::None, PositionScheme::Sinusoidal }));
    for (QWidget *table : tables)
        QVERIFY(table->isVisible());
    QCOMPARE(results.accuracyTable()->rowCount(), 2);
    results.setTrainers({});
    for (QWidget *table : tables)
        QVERIFY(!table->isVisible());
}

QTEST_MAIN(TestTrainingResults)
#include "tst_trainingresults.moc"
