// SPDX-License-Identifier: GPL-3.0-or-later
// The Training view: what it shows equals Trainer run here directly for the same settings (the
// log on the chart, the accuracies, the attention weights, the order pairs counted here from the
// outcomes); the controls change what is trained; refused values name the value and the range;
// a background run gives the same numbers, Stop and a settings change end it and the thread;
// closing the view while it trains is clean; a language change retranslates (its layout:
// tst_trainingviewlayout).
#include "core/model/languagesetup.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/viewpalette.h"
#include "ui/training/trainingattentionmap.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingresults.h"
#include "ui/training/trainingview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

TrainingSettings defaults(PositionScheme scheme)
{
    TrainingSettings s;
    s.scheme = scheme;
    return s;
}

void typeInto(CheckedSpinBox *spin, const QString &text)
{
    QLineEdit *edit = spin->findChild<QLineEdit *>();
    edit->selectAll();
    edit->setText(text);
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

class TestTrainingView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultsEqualTheCore();
    void backgroundEqualsSynchronous();
    void controlsChangeWhatIsTrained();
    void badInputRefused();
    void stopEndsTheThread();
    void settingsChangeStops();
    void stopSaysWhereTheCurvesEnd();
    void destroyedWhileTraining();
    void hiddenTabKeepsTraining();
    void retranslates();
};

void TestTrainingView::resultsEqualTheCore()
{
    TrainingView view;
    QVERIFY(view.trainNow());
    // The defaults: none, sinusoidal and RoPE checked, who-hits, d 16, 400 steps, seed 1.
    const PositionScheme schemes[]
        = { PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Rope };
    QCOMPARE(view.trainers().size(), std::size_t(3));
    auto *accuracy = view.results()->accuracyTable();
    auto *confusion = view.results()->confusionTable();
    QCOMPARE(accuracy->rowCount(), 3);
    for (int r = 0; r < 3; ++r) {
        Trainer reference(defaults(schemes[r]));
        reference.run();
        const TrainingChart::Series &series = view.chart()->series().at(r);
        QCOMPARE(series.scheme, schemes[r]);
        QCOMPARE(series.log.size(), reference.log().size());
        for (std::size_t i = 0; i < series.log.size(); ++i) {
            QCOMPARE(series.log[i].step, reference.log()[i].step);
            QVERIFY(std::abs(series.log[i].loss - reference.log()[i].loss) < 1e-6);
            QVERIFY(std::abs(series.log[i].testAccuracy - reference.log()[i].testAccuracy) < 1e-6);
        }
        const Trainer::LogEntry last = reference.log().back();
        // As percentages, the exact shares (6 decimals) in the tooltips.
        QCOMPARE(accuracy->item(r, 0)->toolTip(), formatDisplay(last.trainAccuracy));
        QCOMPARE(accuracy->item(r, 1)->toolTip(), formatDisplay(last.testAccuracy));
        QCOMPARE(accuracy->item(r, 0)->text(), TrainingResults::percent(last.trainAccuracy));
        QCOMPARE(accuracy->item(r, 1)->text(), TrainingResults::percent(last.testAccuracy));
        // Order pairs counted here: on each twin, the larger of the pair's two probabilities.
        const TrainingTask &task = reference.task();
        int both = 0, first = 0, second = 0, neither = 0, rightChoices = 0;
        for (const OrderPair &pair : task.orderPairs()) {
            const TrainingExample &a = task.test()[static_cast<std::size_t>(pair.first)];
            const TrainingExample &b = task.test()[static_cast<std::size_t>(pair.second)];
            const std::vector<double> pa = reference.model().forward(a.tokens).probabilities;
            const std::vector<double> pb = reference.model().forward(b.tokens).probabilities;
            const auto la = static_cast<std::size_t>(a.label);
            const auto lb = static_cast<std::size_t>(b.label);
            const bool aRight = pa[la] >= pa[lb];
            const bool bRight = pb[lb] > pb[la];
            rightChoices += int(aRight) + int(bRight);
            both += aRight && bRight;
            first += aRight && !bRight;
            second += !aRight && bRight;
            neither += !aRight && !bRight;
        }
        const double pairsAccuracy = rightChoices / (2.0 * task.orderPairs().size());
        QCOMPARE(accuracy->item(r, 2)->toolTip(), formatDisplay(pairsAccuracy));
        QCOMPARE(accuracy->item(r, 2)->text(), TrainingResults::percent(pairsAccuracy));
        QCOMPARE(confusion->item(r, 0)->text(), QString::number(both));
        QCOMPARE(confusion->item(r, 1)->text(), QString::number(first));
        QCOMPARE(confusion->item(r, 2)->text(), QString::number(second));
        QCOMPARE(confusion->item(r, 3)->text(), QString::number(neither));
        if (schemes[r] == PositionScheme::None) {
            QCOMPARE(both, 0); // one answer for both twins: exactly one of them right
            QCOMPARE(pairsAccuracy, 0.5);
        }
        // The attention map: example 0 (你 打 我), tokens and [S], weights of this model.
        const TrainingAttentionMap *map = view.results()->attentionMap();
        QCOMPARE(map->tokens(),
                 (QStringList { QStringLiteral("你"), QStringLiteral("打"), QStringLiteral("我"),
                                QStringLiteral("[S]") }));
        const std::vector<double> weights
            = reference.model().forward(task.test()[0].tokens).attention;
        QCOMPARE(map->rows().at(r).weights.size(), weights.size());
        double sum = 0;
        for (std::size_t k = 0; k < weights.size(); ++k) {
            QVERIFY(std::abs(map->rows().at(r).weights[k] - weights[k]) < 1e-6);
            sum += map->rows().at(r).weights[k];
        }
        QVERIFY(std::abs(sum - 1) < 1e-12);
    }
    QCOMPARE(view.results()->exampleCombo()->itemText(0), QStringLiteral("你 打 我"));
}

void TestTrainingView::backgroundEqualsSynchronous()
{
    TrainingView view;
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    QVERIFY(view.train());
    QVERIFY(view.isTraining());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!view.isTraining());
    const std::vector<Trainer> background = view.trainers();
    QVERIFY(view.trainNow());
    QCOMPARE(background.size(), view.trainers().size());
    for (std::size_t r = 0; r < background.size(); ++r) {
        QVERIFY(background[r].isFinished());
        QCOMPARE(background[r].log().size(), view.trainers()[r].log().size());
        for (std::size_t i = 0; i < background[r].log().size(); ++i)
            QCOMPARE(background[r].log()[i].loss, view.trainers()[r].log()[i].loss); // bit for bit
    }
    QVERIFY(view.findChild<QPushButton *>(QStringLiteral("trainingTrainButton"))->isEnabled());
    QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("trainingStopButton"))->isEnabled());
}

void TestTrainingView::controlsChangeWhatIsTrained()
{
    TrainingView view;
    auto *task = view.findChild<QComboBox *>(QStringLiteral("trainingTaskCombo"));
    auto *d = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingDimensionSpin"));
    auto *steps = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"));
    auto *seed = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingSeedSpin"));
    auto *length = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingLengthSpin"));
    QVERIFY(task && d && steps && seed && length);
    QVERIFY(!length->isEnabled()); // L is the longer task's only
    task->setCurrentIndex(2);
    Q_EMIT task->activated(2);
    QVERIFY(length->isEnabled());
    d->setValue(8);
    steps->setValue(30);
    seed->setValue(5);
    length->setValue(4);
    view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeNone"))->setChecked(false);
    view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeRope"))->setChecked(false);
    view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeLearned"))->setChecked(true);
    QVERIFY(view.trainNow());
    QCOMPARE(view.trainers().size(), std::size_t(2));
    const PositionScheme expected[] = { PositionScheme::Sinusoidal, PositionScheme::Learned };
    for (std::size_t r = 0; r < 2; ++r) {
        const TrainingSettings &s = view.trainers()[r].settings();
        QCOMPARE(s.task, TrainingTaskKind::Longer);
        QCOMPARE(s.scheme, expected[r]);
        QCOMPARE(s.dimension, 8);
        QCOMPARE(s.steps, 30);
        QCOMPARE(s.seed, uint64_t(5));
        QCOMPARE(s.trainLength, 4);
        TrainingSettings reference;
        reference.task = TrainingTaskKind::Longer;
        reference.scheme = expected[r];
        reference.dimension = 8;
        reference.steps = 30;
        reference.seed = 5;
        reference.trainLength = 4;
        Trainer t(reference);
        t.run();
        QCOMPARE(view.trainers()[r].log().back().loss, t.log().back().loss);
        QCOMPARE(view.results()->accuracyTable()->item(int(r), 1)->toolTip(),
                 formatDisplay(t.log().back().testAccuracy));
        QCOMPARE(view.results()->accuracyTable()->item(int(r), 1)->text(),
                 TrainingResults::percent(t.log().back().testAccuracy));
    }
    QCOMPARE(view.chart()->series().size(), 2);
    QCOMPARE(view.chart()->series().at(1).scheme, PositionScheme::Learned);
}

void TestTrainingView::badInputRefused()
{
    TrainingView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *d = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingDimensionSpin"));
    auto *steps = view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"));
    auto *message = view.findChild<QLabel *>(QStringLiteral("trainingMessage"));
    typeInto(d, QStringLiteral("7"));
    QCOMPARE(d->value(), 16);
    QVERIFY2(message->text().contains(QStringLiteral("\"7\""))
                 && message->text().contains(QStringLiteral("8"))
                 && message->text().contains(QStringLiteral("64")),
             qPrintable(message->text()));
    QVERIFY(message->isVisible());
    QVERIFY(!view.train());
    QVERIFY(!view.trainNow());
    QVERIFY(view.trainers().empty());
    typeInto(d, QStringLiteral("8"));
    QVERIFY(view.message().isEmpty());
    typeInto(steps, QStringLiteral("0"));
    QVERIFY2(view.message().contains(QStringLiteral("\"0\""))
                 && view.message().contains(QStringLiteral("100000")),
             qPrintable(view.message()));
    QVERIFY(!view.train());
    typeInto(steps, QStringLiteral("20"));
    for (const char *name : { "trainingSchemeNone", "trainingSchemeSinusoidal",
                              "trainingSchemeLearned", "trainingSchemeRope" })
        view.findChild<QCheckBox *>(QString::fromLatin1(name))->setChecked(false);
    QVERIFY(!view.train());
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("scheme")));
    view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeLearned"))->setChecked(true);
    QVERIFY(view.trainNow());
    QVERIFY(!message->isVisible());
    QCOMPARE(view.trainers().front().settings().dimension, 8);
}

void TestTrainingView::stopEndsTheThread()
{
    TrainingView view;
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    QVERIFY(view.train());
    QVERIFY(view.isTraining());
    // Wait until a first logged step beyond 0 arrived from the worker.
    QTRY_VERIFY_WITH_TIMEOUT(view.trainers().front().stepsDone() > 0, 60000);
    QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("trainingStopButton")),
                      Qt::LeftButton);
    QVERIFY(!view.isTraining());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    int done = 100000;
    for (const Trainer &t : view.trainers())
        done = std::min(done, t.stepsDone());
    QVERIFY(done < 100000);
    // Nothing of the stopped run arrives afterwards.
    const int front = view.trainers().front().stepsDone();
    QTest::qWait(50);
    QCOMPARE(view.trainers().front().stepsDone(), front);
    QVERIFY(view.status().contains(QString::number(done)));
    QVERIFY(view.findChild<QPushButton *>(QStringLiteral("trainingTrainButton"))->isEnabled());
}

void TestTrainingView::settingsChangeStops()
{
    TrainingView view;
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    QVERIFY(view.train());
    QVERIFY(view.isTraining());
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingSeedSpin"))->setValue(7);
    QVERIFY(!view.isTraining());
    QVERIFY(view.status().contains(QStringLiteral("earlier settings")));
    // Says that the change stopped it, and where.
    QVERIFY(view.status().startsWith(QStringLiteral("Stopped at step ")));
    QVERIFY(view.status().contains(QStringLiteral("when a setting changed")));
    QVERIFY(view.train());
    QVERIFY(!view.status().contains(QStringLiteral("earlier settings")));
    view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeNone"))->setChecked(false);
    QVERIFY(!view.isTraining());
}

void TestTrainingView::stopSaysWhereTheCurvesEnd()
{
    TrainingView view;
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    view.show();
    auto *stopButton = view.findChild<QPushButton *>(QStringLiteral("trainingStopButton"));
    QVERIFY(stopButton);
    const QRect stopAt = stopButton->geometry();
    QVERIFY(view.train());
    // A long run shows its progress, under Stop: the button stays where it was.
    QProgressBar *bar = view.progressBar();
    QVERIFY(bar->isVisible());
    QTRY_COMPARE(stopButton->geometry(), stopAt);
    QCOMPARE(bar->maximum(), 100000);
    QTRY_VERIFY_WITH_TIMEOUT(bar->value() > 0, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(view.trainers().front().stepsDone() > 0, 60000);
    view.stop();
    QVERIFY(!bar->isVisible());
    // Every scheme stopped at one step, and the status names it: not "step 5000" under a curve
    // that reaches 10 000.
    const int done = view.trainers().front().stepsDone();
    QVERIFY(done > 0);
    for (const Trainer &t : view.trainers()) {
        QCOMPARE(t.stepsDone(), done);
        // The curves end where the run stopped, not at the last regular log step before it.
        QCOMPARE(t.log().back().step, done);
    }
    QCOMPARE(view.status(), QStringLiteral("Stopped at step %1 of 100000.").arg(done));
}

void TestTrainingView::destroyedWhileTraining()
{
    auto *view = new TrainingView;
    view->show();
    view->findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    QVERIFY(view->train());
    QTRY_VERIFY_WITH_TIMEOUT(view->trainers().front().stepsDone() > 0, 60000);
    view->close(); // a closed window stops its run
    QTRY_VERIFY(!view->isTraining());
    QVERIFY(view->train());
    delete view; // and a destroyed one waits for its thread: no crash, nothing left running
    QApplication::processEvents();
}

// Another tab in front hides the view, not the window: the run goes on.
void TestTrainingView::hiddenTabKeepsTraining()
{
    QTabWidget tabs;
    auto *view = new TrainingView;
    tabs.addTab(view, QStringLiteral("training"));
    tabs.addTab(new QWidget, QStringLiteral("other"));
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    view->findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    QVERIFY(view->train());
    tabs.setCurrentIndex(1);
    QVERIFY(!view->isVisible());
    QTest::qWait(20);
    QVERIFY(view->isTraining());
    tabs.hide(); // the window goes: the run stops
    QTRY_VERIFY(!view->isTraining());
}

void TestTrainingView::retranslates()
{
    TrainingView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.trainNow());
    lessontest::BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();
    const QString train
        = view.findChild<QPushButton *>(QStringLiteral("trainingTrainButton"))->text();
    const QString status = view.findChild<QLabel *>(QStringLiteral("trainingStatus"))->text();
    const QString task
        = view.findChild<QComboBox *>(QStringLiteral("trainingTaskCombo"))->itemText(0);
    const QString header = view.results()->confusionTable()->horizontalHeaderItem(0)->text();
    const QString row = view.results()->accuracyTable()->verticalHeaderItem(0)->text();
    const QString box = view.findChild<QCheckBox *>(QStringLiteral("trainingSchemeRope"))->text();
    QCoreApplication::removeTranslator(&translator);
    QApplication::processEvents();
    QVERIFY2(train.startsWith(QLatin1Char('[')), qPrintable(train));
    QVERIFY2(status.startsWith(QLatin1Char('[')), qPrintable(status));
    QVERIFY2(task.startsWith(QLatin1Char('[')), qPrintable(task));
    QVERIFY2(header.startsWith(QLatin1Char('[')), qPrintable(header));
    QVERIFY2(row.startsWith(QLatin1Char('[')), qPrintable(row));
    QVERIFY2(box.startsWith(QLatin1Char('[')), qPrintable(box));
    QCOMPARE(view.findChild<QPushButton *>(QStringLiteral("trainingTrainButton"))->text(),
             QStringLiteral("Train"));
}

QTEST_MAIN(TestTrainingView)
#include "tst_trainingview.moc"
