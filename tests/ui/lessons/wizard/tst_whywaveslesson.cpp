// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson "Why waves" in its wizard: the numbers each page shows, its pictures, what its
// presets show, a position change on a late page and the explorer link (what every lesson must
// do, rendering in three languages included, is in tst_everylesson.cpp).
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/whywaves/whywaveslesson.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessonclockrow.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/lessonwidthdiagram.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/waves/waveplot.h"

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using namespace pe;
using lessontest::shows;

class TestWhyWavesLesson : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void pageNumbers_data();
    void pageNumbers();
    void pictures();
    void presets_data();
    void presets();
    void positionChangeOnLatePage();
    void stepParameters();
};

void TestWhyWavesLesson::init()
{
    openWizard(WhyWavesLesson::id());
}

void TestWhyWavesLesson::cleanup()
{
    closeWizard();
}

void TestWhyWavesLesson::pageNumbers_data()
{
    addPageNumberColumns();
    const auto row = &pageNumber;
    row("order", "o_bites_diff_on", 1.749948);
    row("order", "w_bites_dbm_off_1", 0.485433);
    row("order", "o_bites_mbd_off_0", 0.204394);
    row("raw-numbers", "word_share_5", 0.196116);
    row("raw-numbers", "sin_5000", -0.987966);
    row("raw-numbers", "feature_q", 1000);
    row("raw-numbers", "sin_q", std::sin(1000.0));
    row("bounded-wave", "value_q_dim_0", std::sin(1000.0));
    row("bounded-wave", "period_dim_60", 6.283185307179586 * std::pow(10000.0, 60.0 / 128));
    row("fingerprint", "min_distance_1", 0.017703);
    row("fingerprint", "closest_gap_1", 44);
    row("fingerprint", "slow_difference", 0.034290);
    row("fingerprint", "distance_3_300", 9.361780);
    row("add-not-concatenate", "width_concat", 256);
    row("add-not-concatenate", "weights_concat", 32768);
    row("same-rotation", "turn_0", 3);
    row("same-rotation", "hand_b_3", 1.0);
    row("same-rotation", "hand_b_shifted_3", 1.003);
    row("learned-table", "table_entries", 65536);
    row("learned-table", "q_has_row", 0);
}

void TestWhyWavesLesson::pageNumbers()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const QString error = shownError(goTo(step), key, expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestWhyWavesLesson::pictures()
{
    // The raw numbers' bars: five rows, the last one the chosen position, on a log scale.
    goTo("raw-numbers");
    auto *chart = m_wizard->currentPage()->findChild<LessonBarChart *>("chart");
    QVERIFY(chart && chart->isVisible());
    QCOMPARE(chart->data().rows.size(), 5);
    QVERIFY(chart->data().logarithmic);
    QCOMPARE(chart->data().rows.last().values.first(), 1000.0);
    QCOMPARE(chart->data().reference, 1.0);
    // The wave plot draws the step's three dimensions up to the chosen position.
    goTo("bounded-wave");
    auto *plot = m_wizard->currentPage()->findChild<WavePlot *>("wavePlot");
    QVERIFY(plot && plot->isVisible());
    QCOMPARE(plot->curveDimensions(), QList<int>({ 0, 60, 126 }));
    for (int c = 0; c < plot->curveCount(); ++c)
        for (const QPointF &point : plot->curve(c).points)
            QVERIFY(point.y() >= -1 && point.y() <= 1 && point.x() <= 1000);
    // The fingerprint bars follow the table.
    goTo("fingerprint");
    chart = m_wizard->currentPage()->findChild<LessonBarChart *>("chart");
    QVERIFY(chart);
    QCOMPARE(chart->data().rows.size(), 7);
    QVERIFY(std::abs(chart->data().rows.first().values.first() - 0.017703) < 1e-6);
    // The diagram's widths.
    goTo("add-not-concatenate");
    auto *diagram = m_wizard->currentPage()->findChild<LessonWidthDiagram *>("diagram");
    QVERIFY(diagram);
    QCOMPARE(diagram->data().dimension, 128);
    QVERIFY(diagram->data().doubleWidthText.contains("256"));
    // The clocks: every hand of both rows turns by the same angle.
    goTo("same-rotation");
    auto *first = m_wizard->currentPage()->findChild<LessonClockRow *>("firstRow");
    auto *second = m_wizard->currentPage()->findChild<LessonClockRow *>("secondRow");
    QVERIFY(first && second);
    QCOMPARE(first->dials().size(), 4);
    QCOMPARE(second->dials().size(), 4);
    constexpr double twoPi = 6.283185307179586;
    for (int i = 0; i < 4; ++i) {
        const auto turn = [](const LessonClockRow::Dial &d) {
            return std::fmod(d.to - d.from + 2 * twoPi, twoPi);
        };
        QVERIFY(std::abs(turn(first->dials().at(i)) - turn(second->dials().at(i))) < 1e-9);
        QVERIFY(first->dials().at(i).showFrom);
    }
}

void TestWhyWavesLesson::presets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    QTest::addRow("5000th word") << "word-5000"
                                 << "raw-numbers" << 5000 << "feature_q" << 5000.0;
    QTest::addRow("past the table") << "past-table"
                                    << "learned-table" << 600 << "q_has_row" << 0.0;
    QTest::addRow("far start") << "far-start"
                               << "same-rotation" << 100000 << "turn_0" << 3.0;
}

void TestWhyWavesLesson::presets()
{
    QFETCH(QString, preset);
    QFETCH(QString, step);
    QFETCH(int, position);
    QFETCH(QString, key);
    QFETCH(double, expected);
    QVERIFY(m_wizard->goToStep(m_wizard->lesson().stepCount() - 1));
    LessonPage *page = usePreset(preset);
    QCOMPARE(m_wizard->currentStep(), m_wizard->lesson().indexOfStep(step));
    QCOMPARE(m_wizard->comparePosition(), position);
    const QString error = shownError(page, key, expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestWhyWavesLesson::positionChangeOnLatePage()
{
    LessonPage *page = goTo("learned-table");
    QVERIFY(shows(label("value_q_has_row"), 0));
    QSignalSpy moved(m_wizard, &LessonWizard::comparePositionChanged);
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(300);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(page->value("q_has_row"), 1.0);
    QVERIFY(shows(label("value_q_has_row"), 1));
    // Earlier pages follow.
    goTo("raw-numbers");
    QVERIFY(shows(label("value_feature_q"), 300));
    QVERIFY(shows(label("value_sin_q"), std::sin(300.0)));
    goTo("same-rotation");
    QVERIFY(shows(label("value_hand_b_3"), 0.3));
}

void TestWhyWavesLesson::stepParameters()
{
    PositionalEncodingModel explorer;
    m_wizard->setExplorerModel(&explorer);
    QVERIFY(goTo("fingerprint"));
    QCOMPARE(m_wizard->model()->dimension(), 128);
    QVERIFY(goTo("same-rotation"));
    QCOMPARE(m_wizard->model()->dimension(), 8);
    m_wizard->showInExplorer();
    QCOMPARE(explorer.dimension(), 8);
    QCOMPARE(explorer.positionQ(), 1000);
}

QTEST_MAIN(TestWhyWavesLesson)
#include "tst_whywaveslesson.moc"
