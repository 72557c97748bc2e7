// SPDX-License-Identifier: GPL-3.0-or-later
// The attention lesson's step "Does a model use it?": its values are the training lab's default
// who-hits runs, trained here directly (none and sinusoidal), the same at every compare position;
// without positions the order pairs are at 0.5 and with the sinusoid above; the worksheet prints
// them.
#include "core/lessons/attention/attentionlesson.h"
#include "core/lessons/attention/attentiontrainingvalues.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"
#include "core/training/trainer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace pe;

class TestAttentionTrainingValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesAreTheTrainersOwn_data();
    void valuesAreTheTrainersOwn();
    void orderPairsNeedPositions();
    void theLastStep();
    void worksheetPrintsThem();

private:
    const Lesson m_lesson = AttentionLesson::create();
};

void TestAttentionTrainingValues::valuesAreTheTrainersOwn_data()
{
    QTest::addColumn<int>("q");
    QTest::addRow("q 3") << 3;
    QTest::addRow("q 40") << 40;
}

void TestAttentionTrainingValues::valuesAreTheTrainersOwn()
{
    QFETCH(int, q);
    const LessonValues values
        = LessonValues::compute(m_lesson, m_lesson.indexOfStep(QStringLiteral("model-uses-it")), q);
    QCOMPARE(values.value(QStringLiteral("steps")), 400.0);
    QCOMPARE(values.value(QStringLiteral("dim")), 16.0);
    QCOMPARE(values.value(QStringLiteral("seed")), 1.0);
    QCOMPARE(values.value(QStringLiteral("order_pairs")), 16.0);
    for (const char *name : { "none", "sinusoidal" }) {
        TrainingSettings s; // who-hits, d 16, 400 steps, seed 1, written out here
        s.task = TrainingTaskKind::WhoHits;
        s.dimension = 16;
        s.steps = 400;
        s.seed = 1;
        s.scheme = QLatin1String(name) == QLatin1String("none") ? PositionScheme::None
                                                                : PositionScheme::Sinusoidal;
        Trainer t(s);
        QVERIFY(t.run());
        const QString key = QString::fromLatin1(name);
        const auto near = [&](const char *suffix, double expected) {
            const double got = values.value(key + QLatin1String(suffix));
            QVERIFY2(std::abs(got - expected) < 1e-6,
                     qPrintable(QStringLiteral("%1%2: %3 vs %4")
                                    .arg(key, QLatin1String(suffix))
                                    .arg(got)
                                    .arg(expected)));
        };
        near("_final_loss", t.log().back().loss);
        near("_train_accuracy", t.log().back().trainAccuracy);
        near("_test_accuracy", t.log().back().testAccuracy);
        near("_order_pairs_accuracy", t.orderPairsAccuracy());
    }
}

void TestAttentionTrainingValues::orderPairsNeedPositions()
{
    const LessonValues values
        = LessonValues::compute(m_lesson, m_lesson.indexOfStep(QStringLiteral("model-uses-it")), 3);
    QCOMPARE(values.value(QStringLiteral("none_order_pairs_accuracy")), 0.5);
    QVERIFY(values.value(QStringLiteral("sinusoidal_order_pairs_accuracy")) >= 0.95);
    QVERIFY(values.value(QStringLiteral("sinusoidal_test_accuracy")) >= 0.95);
    QVERIFY(values.value(QStringLiteral("none_test_accuracy")) < 0.75);
}

void TestAttentionTrainingValues::theLastStep()
{
    QCOMPARE(m_lesson.stepCount(), 9);
    QCOMPARE(m_lesson.indexOfStep(QStringLiteral("model-uses-it")), 8);
    QCOMPARE(m_lesson.step(8).display, LessonStep::Display::TrainingRun);
}

void TestAttentionTrainingValues::worksheetPrintsThem()
{
    const QJsonObject root
        = QJsonDocument::fromJson(Worksheet::json(m_lesson, 3, QStringLiteral("en"))).object();
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), 9);
    const QJsonObject step = steps.at(8).toObject();
    QCOMPARE(step.value("id").toString(), QStringLiteral("model-uses-it"));
    const QJsonObject values = step.value("values").toObject();
    QCOMPARE(values.value("none_order_pairs_accuracy").toDouble(), 0.5);
    QVERIFY(values.contains("sinusoidal_test_accuracy"));
}

QTEST_APPLESS_MAIN(TestAttentionTrainingValues)
#include "tst_attentiontrainingvalues.moc"
