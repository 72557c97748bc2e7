// SPDX-License-Identifier: GPL-3.0-or-later
// The attention lesson's step "Does a model use it?": the table shows the runs trained here
// directly (none and sinusoidal, the lab's defaults), the verdict names both order-pairs
// accuracies, and the chart draws both runs' logs.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "core/training/trainer.h"
#include "ui/lessons/pages/lessontrainingrunpage.h"
#include "ui/training/trainingchart.h"

#include <QLabel>
#include <QTest>

using namespace pe;

namespace {

QString percent(double share)
{
    return QString::number(static_cast<int>(std::lround(share * 100))) + QStringLiteral(" %");
}

} // namespace

class TestLessonTrainingRunPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheRuns();
};

void TestLessonTrainingRunPage::showsTheRuns()
{
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("attention"));
    PositionalEncodingModel model;
    LessonTrainingRunPage page(&lesson, lesson.indexOfStep(QStringLiteral("model-uses-it")),
                               &model);
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(760, 650);
    page.show();
    QList<Trainer> runs;
    for (PositionScheme scheme : { PositionScheme::None, PositionScheme::Sinusoidal }) {
        TrainingSettings s;
        s.task = TrainingTaskKind::WhoHits;
        s.scheme = scheme;
        s.dimension = 16;
        s.steps = 400;
        s.seed = 1;
        Trainer t(s);
        t.run();
        runs << t;
    }
    for (int r = 0; r < 2; ++r) {
        const QString key = r == 0 ? QStringLiteral("none") : QStringLiteral("sinusoidal");
        const Trainer &t = runs.at(r);
        const auto shown = [&](const char *suffix) {
            auto *cell
                = page.findChild<QLabel *>(QStringLiteral("value_") + key + QLatin1String(suffix));
            return cell ? cell->text() : QString();
        };
        QCOMPARE(shown("_final_loss"), formatDisplay(t.log().back().loss));
        // Accuracies in per cent, as the Training tab shows the same runs.
        QCOMPARE(shown("_train_accuracy"), percent(t.log().back().trainAccuracy));
        QCOMPARE(shown("_test_accuracy"), percent(t.log().back().testAccuracy));
        QCOMPARE(shown("_order_pairs_accuracy"), percent(t.orderPairsAccuracy()));
        const TrainingChart::Series &series = page.chart()->series().at(r);
        QCOMPARE(series.log.size(), t.log().size());
        QCOMPARE(series.log.back().loss, t.log().back().loss);
    }
    const QString verdict = page.findChild<QLabel *>(QStringLiteral("verdict"))->text();
    QVERIFY2(verdict.contains(QStringLiteral("16")) && verdict.contains(QStringLiteral("50 %"))
                 && verdict.contains(percent(runs.at(1).orderPairsAccuracy())),
             qPrintable(verdict));
}

QTEST_MAIN(TestLessonTrainingRunPage)
#include "tst_lessontrainingrunpage.moc"
