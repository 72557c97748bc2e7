// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson "Beyond the sinusoid" in its wizard: next and back through every step, the numbers
// each page shows (score terms, RoPE pairs and scores, pairings, ALiBi, profiles, scalings), the
// presets, a change of Δ on a late page, rejected distances, and every page rendered in English,
// Japanese and Traditional Chinese with nothing clipped. PEW_LESSON_SHOTS=<dir> keeps the PNGs.
#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "tests/lessonrenderchecks.h"
#include "tests/lessontesthelpers.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonpairdial.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using namespace pe;
using lessontest::shows;

class TestBeyondLesson : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void catalog();
    void nextAndBack();
    void pageNumbers_data();
    void pageNumbers();
    void pictures();
    void presets_data();
    void presets();
    void distanceChangeOnLatePage();
    void rejectsDistance_data();
    void rejectsDistance();
    void rendersEveryPage_data();
    void rendersEveryPage();
};

void TestBeyondLesson::init()
{
    openWizard(BeyondLesson::id());
}

void TestBeyondLesson::cleanup()
{
    closeWizard();
}

void TestBeyondLesson::catalog()
{
    QVERIFY(LessonCatalog::ids().contains(QStringLiteral("beyond")));
    QString id;
    int step = -1;
    QVERIFY(LessonCatalog::parseRenderTarget("--render", "lesson:beyond:9", &id, &step).isEmpty());
    QCOMPARE(id, QStringLiteral("beyond"));
    QCOMPARE(step, 9);
    QVERIFY(
        !LessonCatalog::parseRenderTarget("--render", "lesson:beyond:10", &id, &step).isEmpty());
}

void TestBeyondLesson::nextAndBack()
{
    const int steps = m_wizard->lesson().stepCount();
    QCOMPARE(steps, 10);
    for (int k = 1; k < steps; ++k) {
        m_wizard->next();
        QCOMPARE(m_wizard->currentStep(), k);
        QVERIFY(m_wizard->currentPage()->title().contains(m_wizard->lesson().stepTitle(k)));
    }
    QVERIFY(m_wizard->currentPage()->isFinalPage());
    for (int k = steps - 2; k >= 0; --k) {
        m_wizard->back();
        QCOMPARE(m_wizard->currentStep(), k);
    }
    QCOMPARE(m_wizard->comparePosition(), 3);
}

void TestBeyondLesson::pageNumbers_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    auto row = [](const char *step, const char *key, double expected) {
        QTest::addRow("%s %s", step, key)
            << QString::fromLatin1(step) << QString::fromLatin1(key) << expected;
    };
    const double rope = 0.396387; // (R_1 q)·(R_4 k), checked against brute force in the core test
    row("four-terms", "term_cc_1", 1.150800);
    row("four-terms", "term_pp_11", -5.947980);
    row("four-terms", "term_pp_identity_101", 1.964890);
    row("four-terms", "spread_term_pp", 5.002094);
    row("rope-rotate", "theta_1", 0.1);
    row("rope-rotate", "contribution_0", -0.355619);
    row("rope-rotate", "rope_score", rope);
    row("rope-shift", "rope_score_1", rope);
    row("rope-shift", "rope_score_101", rope);
    row("rope-shift", "rope_relative_11", rope);
    row("rope-shift", "sinusoid_score_1", -2.108386);
    row("pairings", "interleaved_score_11", rope);
    row("pairings", "half_score_11", 1.668207);
    row("pairings", "score_at_zero", 1.150800);
    row("alibi", "slope_1", 0.5);
    row("alibi", "bias_2", -0.75);
    row("alibi", "factor_1", std::exp(-1.5));
    row("side-by-side", "sinusoidal_zero", 64);
    row("side-by-side", "rope_zero", 32.5);
    row("side-by-side", "alibi_first_delta", -1.5);
    row("scalings", "unseen_none", 23);
    row("scalings", "unseen_ntk", 22);
    row("scalings", "fast_angle_pi", 0.75);
    row("scalings", "slow_wavelength_none", 54410.143131);
    row("longer", "unseen_none", 23);
    row("longer", "slow_wavelength", 54410.143131);
}

void TestBeyondLesson::pageNumbers()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    LessonPage *page = goTo(step);
    QVERIFY(page);
    QVERIFY2(std::abs(page->value(key) - expected) <= 1e-6,
             qPrintable(QString::number(page->value(key), 'g', 12)));
    QLabel *shown = label(QStringLiteral("value_") + key);
    QVERIFY2(shown, qPrintable(key));
    QVERIFY2(shows(shown, expected), qPrintable(shown->text()));
}

void TestBeyondLesson::pictures()
{
    goTo("rope-rotate");
    auto *dial = m_wizard->currentPage()->findChild<LessonPairDial *>("dial_2");
    QVERIFY(dial);
    QCOMPARE(dial->data().angleP, m_wizard->lessonPage(2)->value("q_hand_2"));
    QCOMPARE(dial->data().angleQ, m_wizard->lessonPage(2)->value("k_hand_2"));
    goTo("alibi");
    auto *bias = m_wizard->currentPage()->findChild<LessonBarChart *>("biasBars");
    QVERIFY(bias);
    QCOMPARE(bias->data().rows.size(), 8);
    QCOMPARE(bias->data().rows.at(0).values.at(0), -1.5);
    goTo("side-by-side");
    auto *profiles = m_wizard->currentPage()->findChild<LessonBarChart *>("profileBars");
    QVERIFY(profiles);
    QCOMPARE(profiles->data().rows.size(), 4);
    goTo("scalings");
    auto *unseen = m_wizard->currentPage()->findChild<LessonBarChart *>("unseenBars");
    QVERIFY(unseen);
    QCOMPARE(unseen->data().rows.at(2).values.at(0), 22.0);
}

void TestBeyondLesson::presets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("position");
    QTest::addRow("neighbours") << "neighbours"
                                << "pairings" << 1;
    QTest::addRow("far apart") << "far-apart"
                               << "side-by-side" << 1000;
    QTest::addRow("past training") << "past-training"
                                   << "scalings" << 4096;
}

void TestBeyondLesson::presets()
{
    QFETCH(QString, preset);
    QFETCH(QString, step);
    QFETCH(int, position);
    QVERIFY(m_wizard->goToStep(m_wizard->lesson().stepCount() - 1));
    m_wizard->sidePanel()->presetButton(preset)->click();
    QCOMPARE(m_wizard->currentStep(), m_wizard->lesson().indexOfStep(step));
    QCOMPARE(m_wizard->comparePosition(), position);
}

void TestBeyondLesson::distanceChangeOnLatePage()
{
    LessonPage *page = goTo("scalings");
    QVERIFY(page);
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(10);
    // Position interpolation divides pair 0's θ = 1 by s = 4: angle 10 / 4 at Δ = 10.
    QVERIFY(std::abs(page->value("fast_angle_pi") - 2.5) < 1e-12);
    QVERIFY(shows(label("value_fast_angle_pi"), 2.5));
    QVERIFY(shows(label("value_fast_angle_ntk"), 10.0));
    LessonPage *alibi = goTo("alibi");
    QVERIFY(std::abs(alibi->value("bias_1") + 5.0) < 1e-12);
    QVERIFY(shows(label("value_bias_1"), -5.0));
    LessonPage *shift = goTo("rope-shift");
    QVERIFY(shift->value("spread_rope_score") < 1e-12);
    QVERIFY(label("value_rope_score_101"));
    QCOMPARE(label("value_rope_score_1")->text(), label("value_rope_score_101")->text());
}

void TestBeyondLesson::rejectsDistance_data()
{
    QTest::addColumn<int>("position");
    QTest::addRow("0") << 0;
    QTest::addRow("8193") << 8193;
}

void TestBeyondLesson::rejectsDistance()
{
    QFETCH(int, position);
    QSignalSpy rejected(m_wizard, &LessonWizard::rejected);
    QVERIFY(!m_wizard->setComparePosition(position));
    QCOMPARE(rejected.count(), 1);
    const QString message = rejected.at(0).at(0).toString();
    QVERIFY2(message.contains(QString::number(position)) && message.contains("8192"),
             qPrintable(message));
    QCOMPARE(m_wizard->comparePosition(), 3);
}

void TestBeyondLesson::rendersEveryPage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("position");
    for (const QString &language :
         { QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_TW") })
        for (int k = 0; k < BeyondLesson::create().stepCount(); ++k)
            for (int q : { 3, 8192 })
                QTest::addRow("%s step %d q=%d", qPrintable(language), k, q) << language << k << q;
}

void TestBeyondLesson::rendersEveryPage()
{
    QFETCH(QString, language);
    QFETCH(int, step);
    QFETCH(int, position);
    const QString error = lessontest::renderStep(BeyondLesson::id(), language, step, position);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_MAIN(TestBeyondLesson)
#include "tst_beyondlesson.moc"
