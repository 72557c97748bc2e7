// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson "Beyond the sinusoid" in its wizard: the numbers each page shows (score terms, RoPE
// pairs and scores, pairings, ALiBi, profiles, scalings, a real model's settings and mismatch), its
// pictures (dials and bars), the numbers a preset lands on, and a change of Δ on a late page (what
// every lesson must do, with the renders in three languages, is in tst_everylesson.cpp).
#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "tests/lessontesthelpers.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonpairdial.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/schemes/schemeschart.h"

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
    void pageNumbers_data();
    void pageNumbers();
    void pictures();
    void presetNumbers();
    void distanceChangeOnLatePage();
};

void TestBeyondLesson::init()
{
    openWizard(BeyondLesson::id());
}

void TestBeyondLesson::cleanup()
{
    closeWizard();
}

void TestBeyondLesson::pageNumbers_data()
{
    addPageNumberColumns();
    const auto row = &pageNumber;
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
    // Llama 3.1 8B (the built-in sample), checked against brute force in tst_beyondmodelvalues.
    row("model-settings", "rope_theta", 500000);
    row("model-settings", "pairs_slowed", 29);
    row("model-settings", "pairs_band", 6);
    row("model-settings", "unseen_with", 29);
    row("model-settings", "unseen_covered", 0);
    row("model-mismatch", "score_error_1", -0.011107);
    row("model-mismatch", "total_variation_last", 0.103649);
    row("model-mismatch", "first_noticeable", 78);
}

void TestBeyondLesson::pageNumbers()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const QString error = shownError(goTo(step), key, expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestBeyondLesson::presetNumbers()
{
    // Past training: Δ = 4096 is twice L, so without a rescaling the slowest pair's angle at Δ
    // is past the band training saw; position interpolation brings it back inside.
    LessonPage *page = usePreset(QStringLiteral("past-training"));
    QVERIFY(page);
    const double slowTheta = 1.0 / std::pow(10000.0, 126.0 / 128);
    QString error = shownError(page, QStringLiteral("slow_angle_none"), 4096 * slowTheta);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    error = shownError(page, QStringLiteral("slow_angle_pi"), 1024 * slowTheta);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(page->value(QStringLiteral("slow_angle_none")) > 2048 * slowTheta);
    // Neighbours: at Δ = 1 the wrong pairing already changes the score.
    page = usePreset(QStringLiteral("neighbours"));
    QVERIFY(page);
    QVERIFY(std::abs(page->value(QStringLiteral("pairing_gap_1"))) > 0.01);
    QVERIFY(label(QStringLiteral("value_pairing_gap_1")));
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
    // The bars draw the penalty slope · Δ the bias subtracts (head 1: bias −1.5), labelled so.
    QCOMPARE(bias->data().rows.at(0).values.at(0), 1.5);
    QCOMPARE(bias->data().rows.at(0).texts.at(0), QStringLiteral("1.500000"));
    goTo("side-by-side");
    auto *profiles = m_wizard->currentPage()->findChild<LessonBarChart *>("profileBars");
    QVERIFY(profiles);
    QCOMPARE(profiles->data().rows.size(), 4);
    // The explorer's Schemes chart, with the lesson's distance marked; it follows Δ.
    auto *chart = m_wizard->currentPage()->findChild<SchemesChart *>("schemesChart");
    QVERIFY(chart);
    QCOMPARE(chart->hoveredDistance(), 3);
    QCOMPARE(chart->headCount(), 8);
    // No list under the chart here: its caption does not point to one (issue 29).
    QVERIFY2(!chart->plot().caption().contains(QStringLiteral("listed")),
             qPrintable(chart->plot().caption()));
    QVERIFY(chart->plot().caption().contains(QStringLiteral("not divided")));
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(100);
    QCOMPARE(chart->hoveredDistance(), 100);
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(3);
    goTo("scalings");
    auto *unseen = m_wizard->currentPage()->findChild<LessonBarChart *>("unseenBars");
    QVERIFY(unseen);
    QCOMPARE(unseen->data().rows.at(2).values.at(0), 22.0);
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

QTEST_MAIN(TestBeyondLesson)
#include "tst_beyondlesson.moc"
