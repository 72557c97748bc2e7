// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of every workbench step against the seed figures, for the default position and
// for the "Fast pair nearly repeats" position, and that they follow the compare position.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/workbench/workbenchlesson.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace pe;

class TestLessonValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedFigures_data();
    void seedFigures();
    void everyStepEveryPosition_data();
    void everyStepEveryPosition();
    void followsComparePosition_data();
    void followsComparePosition();
    void component_data();
    void component();
    void missingKey();

private:
    const Lesson m_lesson = WorkbenchLesson::create();
};

void TestLessonValues::seedFigures_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    auto row = [](const char *step, int q, const char *key, double expected) {
        QTest::addRow("%s q=%d %s", step, q, key)
            << QString::fromLatin1(step) << q << QString::fromLatin1(key) << expected;
    };
    row("setup", 3, "dim", 8);
    row("setup", 3, "base", 10000);
    row("setup", 3, "p", 0);
    row("setup", 3, "q", 3);
    row("setup", 3, "pair0_denominator", 1);
    row("setup", 3, "pair1_denominator", 10);
    row("setup", 3, "pair2_denominator", 100);
    row("setup", 3, "pair3_denominator", 1000);
    row("embedding-only", 3, "difference_norm", 0);
    row("embedding-only", 3, "diff_0", 0);
    row("embedding-only", 3, "diff_1", 0);
    row("first-pair", 3, "pair0_denominator", 1);
    row("first-pair", 3, "pair0_angle_p", 0);
    row("first-pair", 3, "pair0_angle_q", 3);
    row("first-pair", 3, "pair0_sin_p", 0);
    row("first-pair", 3, "pair0_sin_q", 0.141120);
    row("first-pair", 3, "pair0_cos_p", 1);
    row("first-pair", 3, "pair0_cos_q", -0.989992);
    row("second-pair", 3, "pair1_denominator", 10);
    row("second-pair", 3, "pair1_angle_q", 0.3);
    row("second-pair", 3, "pair1_sin_p", 0);
    row("second-pair", 3, "pair1_sin_q", 0.295520);
    row("second-pair", 3, "pair1_cos_p", 1);
    row("second-pair", 3, "pair1_cos_q", 0.955336);
    row("remaining-pairs", 3, "pair2_denominator", 100);
    row("remaining-pairs", 3, "pair3_denominator", 1000);
    row("remaining-pairs", 3, "pair2_angle_q", 0.03);
    row("remaining-pairs", 3, "pair3_angle_q", 0.003);
    row("addition", 3, "a_p_0", 0);
    row("addition", 3, "a_q_0", 0.141120);
    row("addition", 3, "a_p_1", 1);
    row("addition", 3, "a_q_1", -0.989992);
    row("addition", 3, "a_q_2", 0.295520);
    row("addition", 3, "a_q_3", 0.955336);
    row("difference", 3, "difference_norm", 2.017479);
    row("difference", 3, "diff_0", 0.141120);
    row("difference", 3, "diff_1", -1.989992);
    row("difference", 3, "gap", 3);
    row("difference", 3, "sum_of_squares", 2.017479 * 2.017479);
    row("difference", 6, "difference_norm", 0.657741);
    row("off-control", 3, "difference_norm", 0);
    row("off-control", 3, "a_q_0", 0);
    row("off-control", 3, "a_q_1", 0);
    row("off-control", 3, "pe_q_0", 0.141120);
    row("off-control", 3, "pe_p_1", 1);
    row("off-control", 3, "candidate_norm", 2.017479);
    row("frequencies", 6, "pair0_distance", 0.282240);
    row("frequencies", 6, "pair1_distance", 0.591040);
    row("frequencies", 6, "pair1_angle_q", 0.6);
    row("frequencies", 6, "difference_norm", 0.657741);
    row("frequencies", 6, "default_norm", 2.017479);
    row("frequencies", 6, "pair0_period", 6.283185);
    row("frequencies", 3, "difference_norm", 2.017479);
    row("relative-shift", 3, "shift", 3);
    row("relative-shift", 3, "pair0_m00", -0.989992);
    row("relative-shift", 3, "pair0_m01", 0.141120);
    row("relative-shift", 3, "pair0_m10", -0.141120);
    row("relative-shift", 3, "pair1_m00", 0.955336);
    row("relative-shift", 3, "shifted_0", 0.141120);
    row("relative-shift", 3, "shifted_1", -0.989992);
    row("relative-shift", 3, "residual", 0);
    row("cost", 3, "positions", 4);
    row("cost", 3, "entries", 32);
    row("cost", 32, "entries", 264);
    row("implementation-check", 3, "input_difference_norm", 2.017479);
    row("implementation-check", 3, "pe_difference_norm", 2.017479);
    row("implementation-check", 3, "max_mismatch", 0);
    row("implementation-check", 3, "bug_difference_norm", 0);
    row("implementation-check", 3, "bug_max_mismatch", 1.989992);
    row("edge-cases", 3, "off_difference_norm", 0);
    row("edge-cases", 3, "off_candidate_norm", 2.017479);
    row("edge-cases", 3, "pe0_max_abs_sin", 0);
    row("edge-cases", 3, "pe0_min_cos", 1);
    row("edge-cases", 3, "round_alike_count", 0);
    row("edge-cases", 1, "round_alike_count", 1);
    row("edge-cases", 1, "focus_component", 7);
    row("edge-cases", 1, "focus_gap", std::cos(0.001) - 1);
    row("mistakes", 3, "same_pe_difference_norm_correct", 2.017479);
    row("mistakes", 3, "same_pe_difference_norm_mistaken", 0);
    row("mistakes", 3, "position_as_index_difference_norm_mistaken", 0);
    row("mistakes", 3, "amplitude_norm_q_correct", 2);
    row("mistakes", 3, "amplitude_norm_q_mistaken", 6);
    row("mistakes", 3, "amplitude_norm_far_mistaken", 64);
    row("mistakes", 3, "concatenate_input_width_mistaken", 16);
    row("mistakes", 3, "concatenate_layer_width_mistaken", 8);
    row("mistakes", 3, "pair_denominators_pair0_unit_q_correct", 1);
    row("mistakes", 3, "order_claim_difference_norm_mistaken", 2.017479);
    row("mistakes", 3, "order_claim_pooled_swap_mistaken", 0);
    row("on-off", 3, "on_difference_norm", 2.017479);
    row("on-off", 3, "off_difference_norm", 0);
    row("on-off", 3, "on_diff_0", 0.141120);
    row("on-off", 3, "off_diff_0", 0);
    row("on-off", 6, "on_difference_norm", 0.657741);
}

void TestLessonValues::seedFigures()
{
    QFETCH(QString, step);
    QFETCH(int, q);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const int index = m_lesson.indexOfStep(step);
    QVERIFY(index >= 0);
    const LessonValues values = LessonValues::compute(m_lesson, index, q);
    QVERIFY2(values.contains(key), qPrintable(key));
    QVERIFY2(std::abs(values.value(key) - expected) <= 1e-6,
             qPrintable(QStringLiteral("%1 = %2, expected %3")
                            .arg(key)
                            .arg(values.value(key), 0, 'g', 12)
                            .arg(expected, 0, 'g', 12)));
    QVERIFY(!values.find(key)->label.isEmpty());
}

void TestLessonValues::everyStepEveryPosition_data()
{
    QTest::addColumn<int>("step");
    for (int k = 0; k < m_lesson.stepCount(); ++k)
        QTest::addRow("%s", qPrintable(m_lesson.step(k).id)) << k;
}

void TestLessonValues::everyStepEveryPosition()
{
    QFETCH(int, step);
    for (int q = m_lesson.minimumComparePosition(); q <= m_lesson.maximumComparePosition(); ++q) {
        const LessonValues values = LessonValues::compute(m_lesson, step, q);
        QSet<QString> keys;
        for (const LessonValue &v : values.list()) {
            QVERIFY2(std::isfinite(v.value), qPrintable(v.key));
            QVERIFY2(!keys.contains(v.key), qPrintable(QStringLiteral("duplicate ") + v.key));
            keys.insert(v.key);
            QVERIFY(!v.label.contains(QLatin1String("%1")));
        }
        // Only the scope step is all words.
        QCOMPARE(values.isEmpty(), m_lesson.step(step).id == QLatin1String("scope"));
    }
}

void TestLessonValues::followsComparePosition_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("key");
    QTest::addRow("difference") << "difference"
                                << "difference_norm";
    QTest::addRow("first pair") << "first-pair"
                                << "pair0_sin_q";
    QTest::addRow("addition") << "addition"
                              << "a_q_0";
    QTest::addRow("shift") << "relative-shift"
                           << "pair1_m01";
    QTest::addRow("on-off") << "on-off"
                            << "on_difference_norm";
}

void TestLessonValues::followsComparePosition()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    const int index = m_lesson.indexOfStep(step);
    const Encoding encoding = m_lesson.parameters(index, 3).encoding();
    QSet<QString> seen;
    for (int q = 1; q <= 32; ++q) {
        const double v = LessonValues::compute(m_lesson, index, q).value(key);
        seen.insert(QString::number(v, 'g', 17));
    }
    QCOMPARE(seen.size(), 32);
    // The first pair's sin at q is sin(q): computed, never a stored figure.
    if (key == QLatin1String("pair0_sin_q"))
        for (int q : { 1, 7, 32 })
            QCOMPARE(LessonValues::compute(m_lesson, index, q).value(key),
                     encoding.value(q, encoding.dimensionOf(0, false)));
}

void TestLessonValues::component_data()
{
    QTest::addColumn<int>("k");
    QTest::addColumn<QString>("symbol");
    QTest::addRow("0") << 0 << QStringLiteral("e₀");
    QTest::addRow("7") << 7 << QStringLiteral("e₇");
    QTest::addRow("12") << 12 << QStringLiteral("e₁₂");
}

void TestLessonValues::component()
{
    QFETCH(int, k);
    QFETCH(QString, symbol);
    QCOMPARE(LessonValues::component(k), symbol);
}

void TestLessonValues::missingKey()
{
    const LessonValues values = LessonValues::compute(m_lesson, 2, 3);
    QVERIFY(!values.contains(QStringLiteral("difference_norm")));
    QVERIFY(std::isnan(values.value(QStringLiteral("difference_norm"))));
    QVERIFY(!values.find(QStringLiteral("nothing")));
}

QTEST_GUILESS_MAIN(TestLessonValues)
#include "tst_lessonvalues.moc"
