// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson "Order, attention and relative position" in its wizard: the numbers each page shows
// (O_D off and on, P_k, periods, residuals, score terms), the permutation page, the embedded
// views and a change of R on a late page (what every lesson must do is in tst_everylesson.cpp).
#include "core/lessons/attention/attentionlesson.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/lessonclockrow.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
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

class TestAttentionLesson : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void pageNumbers_data();
    void pageNumbers();
    void permutationPage();
    void views();
    void distanceChangeOnLatePage();
};

void TestAttentionLesson::init()
{
    openWizard(AttentionLesson::id());
}

void TestAttentionLesson::cleanup()
{
    closeWizard();
}

void TestAttentionLesson::pageNumbers_data()
{
    addPageNumberColumns();
    const auto row = &pageNumber;
    row("toy", "emb_a_0", 0.9);
    row("toy", "wq_0_0", 0.6);
    row("toy", "wv_7_0", -0.8);
    row("permutation", "w_d_abcd_off_0", 0.542002);
    row("permutation", "w_d_cbad_off_2", 0.542002);
    row("permutation", "o_d_abcd_off_0", -0.019739);
    row("permutation", "o_d_cbad_off_0", -0.019739);
    row("permutation", "o_d_abcd_on_0", 1.004835);
    row("permutation", "o_d_cbad_on_0", 0.946673);
    row("permutation", "o_d_diff_on", 0.730029);
    row("permutation", "o_da_diff_on", 1.858782);
    row("absolute", "p_3_0", 0.141120);
    row("absolute", "p_2_1", -0.416147);
    row("absolute", "x_a_cbad_0", 1.809297);
    row("absolute", "x_a_distance", 1.694864);
    row("formula", "value_q_dim_0", 0.141120);
    row("formula", "period_dim_10", 12.902678);
    row("clock-hands", "period_i0", 6.283185);
    row("clock-hands", "period_i32", 628.318531);
    row("clock-hands", "period_i63", 54410.143131);
    row("relative", "pair0_m00", -0.989992);
    row("relative", "pair1_m01", 0.295520);
    row("score-terms", "term_cc_1", 1.150800);
    row("score-terms", "term_pp_11", -5.947980);
    row("score-terms", "term_pp_identity_101", 1.964890);
    row("score-terms", "identity_sum", 1.964890);
}

void TestAttentionLesson::pageNumbers()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const QString error = shownError(goTo(step), key, expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestAttentionLesson::permutationPage()
{
    LessonPage *page = goTo("permutation");
    QVERIFY(page);
    // Off: both orders' outputs at D agree to 1e-12 and the page prints the same digits.
    for (int k = 0; k < 8; ++k) {
        const QString a = QStringLiteral("o_d_abcd_off_%1").arg(k);
        const QString b = QStringLiteral("o_d_cbad_off_%1").arg(k);
        QVERIFY(std::abs(page->value(a) - page->value(b)) <= 1e-12);
        QCOMPARE(label("value_" + a)->text(), label("value_" + b)->text());
    }
    QVERIFY(page->value("o_d_diff_off") <= 1e-12);
    QVERIFY(page->value("o_d_diff_on") > 0.1);
    // The weighted sums list the same terms, in the order of each sentence.
    const QString first = page->findChild<QLabel *>("sum_first")->text();
    QVERIFY(first.contains("0.542002 ⋅ v_A"));
    QVERIFY(first.contains("0.137992 ⋅ v_C"));
    QVERIFY(first.indexOf("v_A") < first.indexOf("v_C"));
    const QString second = page->findChild<QLabel *>("sum_second")->text();
    QVERIFY(second.contains("0.542002 ⋅ v_A"));
    QVERIFY(second.indexOf("v_C") < second.indexOf("v_A"));
    // The second card: 你打我 against 我打你 at 打.
    QVERIFY(page->findChild<QWidget *>("demo_da"));
    QVERIFY(page->value("o_da_diff_off") <= 1e-12);
}

void TestAttentionLesson::views()
{
    goTo("formula");
    auto *plot = m_wizard->currentPage()->findChild<WavePlot *>("wavePlot");
    auto *heatmap = m_wizard->currentPage()->findChild<HeatmapView *>("heatmap");
    QVERIFY(plot && heatmap);
    QCOMPARE(plot->curveDimensions(), QList<int>({ 0, 1, 10 }));
    QCOMPARE(heatmap->model()->dimension(), 128);
    QCOMPARE(heatmap->model()->positionCount(), 50);
    QCOMPARE(heatmap->model()->positionQ(), 3);
    // The page's colours are the ones its text names: yellow near +1, dark blue near −1.
    QCOMPARE(heatmap->colorPalette(), Palette::Cividis);
    QVERIFY(ColorMap::description(Palette::Cividis).contains("dark blue"));
    QVERIFY(
        m_wizard->currentPage()->findChild<QLabel *>("paragraph_2")->text().contains("dark blue"));
    // The lesson's own model (and with it the explorer) is not touched by the page's model.
    QCOMPARE(m_wizard->model()->positionCount(), 50);
    goTo("clock-hands");
    auto *clocks = m_wizard->currentPage()->findChild<LessonClockRow *>("clocks");
    QVERIFY(clocks);
    QCOMPARE(clocks->dials().size(), 3);
    QVERIFY(std::abs(clocks->dials().at(0).to - 3.0) < 1e-12);
    QVERIFY(std::abs(clocks->dials().at(2).to - 3.0 / std::pow(10000.0, 126.0 / 128)) < 1e-12);
}

void TestAttentionLesson::distanceChangeOnLatePage()
{
    LessonPage *page = goTo("score-terms");
    QVERIFY(page);
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(10);
    const double identity = std::cos(10.0) + std::cos(1.0) + std::cos(0.1) + std::cos(0.01);
    QVERIFY(std::abs(page->value("identity_sum") - identity) < 1e-12);
    QVERIFY(shows(label("value_identity_sum"), identity));
    QVERIFY(std::abs(page->value("term_pp_identity_11") - identity) < 1e-12);
    // The relative step now checks P_1 → P_11, P_11 → P_21 and P_101 → P_111.
    LessonPage *relative = goTo("relative");
    for (const char *key : { "residual_1_11", "residual_11_21", "residual_101_111" }) {
        QVERIFY2(relative->values().contains(key), key);
        QVERIFY(relative->value(key) < 1e-12);
        QVERIFY(label(QStringLiteral("value_") + key));
    }
    QVERIFY(shows(label("value_pair0_m00"), std::cos(10.0)));
}

QTEST_MAIN(TestAttentionLesson)
#include "tst_attentionlesson.moc"
