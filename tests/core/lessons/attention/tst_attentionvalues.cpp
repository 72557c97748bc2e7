// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the lesson "Order, attention and relative position": O_D for ABCD and CBAD
// equal to 1e-12 with positions off and different with them on (also in the worksheet's JSON),
// P_0 … P_3, the lecture's periods, the residuals of P_{k+R} = M_R P_k and the score terms.
#include "core/lessons/attention/attentionlesson.h"
#include "core/lessons/attention/attentionvalues.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"
#include "core/math/comparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace pe;

class TestAttentionValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figures_data();
    void figures();
    void periodPairs_data();
    void periodPairs();
    void residualsFollowTheDistance_data();
    void residualsFollowTheDistance();
    void scoreTermsAddUp_data();
    void scoreTermsAddUp();
    void worksheetJson_data();
    void worksheetJson();
    void tokenKeys();
    void relativeStepUsesTheLecturesNotation();

private:
    double value(const QString &step, int q, const QString &key) const
    {
        return LessonValues::compute(m_lesson, m_lesson.indexOfStep(step), q).value(key);
    }

    const Lesson m_lesson = AttentionLesson::create();
};

void TestAttentionValues::figures_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    auto row = [](const char *step, const char *key, double expected) {
        QTest::addRow("%s %s", step, key)
            << QString::fromLatin1(step) << QString::fromLatin1(key) << expected;
    };
    row("toy", "seed", 2017);
    row("toy", "width", 8);
    row("toy", "emb_a_0", 0.9);
    row("toy", "wq_0_0", 0.6);
    row("permutation", "o_d_diff_off", 0);
    row("permutation", "o_da_diff_off", 0);
    row("absolute", "p_3_0", 0.141120);
    row("absolute", "p_3_1", -0.989992);
    row("absolute", "p_3_2", 0.295520);
    row("absolute", "p_0_1", 1);
    row("absolute", "x_a_abcd_1", 1.2);
    row("absolute", "x_a_distance",
        std::sqrt(2 - 2 * std::cos(2.0) + 2 - 2 * std::cos(0.2) + 2 - 2 * std::cos(0.02) + 2
                  - 2 * std::cos(0.002)));
    row("formula", "denominator_dim_0", 1);
    row("formula", "denominator_dim_10", std::pow(10000.0, 10.0 / 128));
    row("formula", "period_dim_0", 6.283185);
    row("formula", "value_q_dim_0", 0.141120);
    row("formula", "value_q_dim_1", -0.989992);
    row("clock-hands", "dim", 128);
    row("clock-hands", "period_i0", 6.283185);
    row("clock-hands", "period_i32", 628.318531);
    row("clock-hands", "period_i63", 54410.143131);
    row("clock-hands", "hand_q_i0", 3);
    row("relative", "shift", 3);
    row("relative", "pair0_m00", std::cos(3.0));
    row("relative", "pair0_m01", std::sin(3.0));
    row("relative", "pair0_m10", -std::sin(3.0));
    row("relative", "pair1_rotation_angle", 0.3);
    row("relative", "pair3_denominator", 1000);
    row("relative", "shifted_0", 0.141120); // M_3 P_0 = P_3
    row("relative", "shifted_1", -0.989992);
    row("relative", "residual", 0);
    row("score-terms", "shift", 3);
    row("score-terms", "identity_sum",
        std::cos(3.0) + std::cos(0.3) + std::cos(0.03) + std::cos(0.003));
    row("score-terms", "term_pp_identity_101",
        std::cos(3.0) + std::cos(0.3) + std::cos(0.03) + std::cos(0.003));
}

void TestAttentionValues::figures()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const double v = value(step, 3, key);
    QVERIFY2(std::abs(v - expected) <= 1e-6, qPrintable(QString::number(v, 'g', 12)));
}

void TestAttentionValues::periodPairs_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QList<int>>("pairs");
    QTest::addRow("128") << 128 << QList<int> { 0, 32, 63 };
    QTest::addRow("512") << 512 << QList<int> { 0, 128, 255 };
    QTest::addRow("8") << 8 << QList<int> { 0, 2, 3 };
    QTest::addRow("4") << 4 << QList<int> { 0, 1 };
    QTest::addRow("2") << 2 << QList<int> { 0 };
}

void TestAttentionValues::periodPairs()
{
    QFETCH(int, dimension);
    QFETCH(QList<int>, pairs);
    QCOMPARE(AttentionValues::periodPairs(dimension), pairs);
}

void TestAttentionValues::residualsFollowTheDistance_data()
{
    QTest::addColumn<int>("q");
    QTest::addRow("R = 3") << 3;
    QTest::addRow("R = 1") << 1;
    QTest::addRow("R = 49") << 49;
}

void TestAttentionValues::residualsFollowTheDistance()
{
    QFETCH(int, q);
    for (int k : AttentionValues::starts) {
        const QString key = QStringLiteral("residual_%1_%2").arg(k).arg(k + q);
        const double r = value("relative", q, key);
        QVERIFY2(r >= 0 && r < 1e-12, qPrintable(key));
    }
    QCOMPARE(value("relative", q, "shift"), double(q));
}

void TestAttentionValues::scoreTermsAddUp_data()
{
    residualsFollowTheDistance_data();
}

void TestAttentionValues::scoreTermsAddUp()
{
    QFETCH(int, q);
    const double identity = value("score-terms", q, "identity_sum");
    QVERIFY(std::abs(identity - peDot(Encoding(8), 0, q)) < 1e-12);
    for (int n : AttentionValues::starts) {
        const auto key = [n](const char *name) { return QStringLiteral("%1_%2").arg(name).arg(n); };
        const double sum = value("score-terms", q, key("term_cc"))
            + value("score-terms", q, key("term_cp")) + value("score-terms", q, key("term_pc"))
            + value("score-terms", q, key("term_pp"));
        QVERIFY(std::abs(sum - value("score-terms", q, key("score"))) < 1e-12);
        QVERIFY(std::abs(value("score-terms", q, key("term_pp_shift"))
                         - value("score-terms", q, key("term_pp")))
                < 1e-12);
        QVERIFY(std::abs(value("score-terms", q, key("term_pp_identity")) - identity) < 1e-12);
    }
}

void TestAttentionValues::worksheetJson_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("en") << "en";
    QTest::addRow("ja") << "ja";
}

void TestAttentionValues::worksheetJson()
{
    QFETCH(QString, language);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("attention"));
    QVERIFY(lesson.isValid());
    const QJsonObject root = QJsonDocument::fromJson(Worksheet::json(lesson, 3, language)).object();
    QCOMPARE(root.value("lesson").toString(), QStringLiteral("attention"));
    QCOMPARE(root.value("language").toString(), language);
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), 9);
    QCOMPARE(steps.at(1).toObject().value("id").toString(), QStringLiteral("permutation"));
    const QJsonObject values = steps.at(1).toObject().value("values").toObject();
    double onDifference = 0;
    for (int k = 0; k < 8; ++k) {
        const auto key = [k](const char *name) { return QStringLiteral("%1_%2").arg(name).arg(k); };
        for (const char *name : { "o_d_abcd_off", "o_d_cbad_off", "o_d_abcd_on", "o_d_cbad_on" })
            QVERIFY2(values.contains(key(name)), qPrintable(key(name)));
        QVERIFY(std::abs(values.value(key("o_d_abcd_off")).toDouble()
                         - values.value(key("o_d_cbad_off")).toDouble())
                <= 1e-12);
        onDifference += std::abs(values.value(key("o_d_abcd_on")).toDouble()
                                 - values.value(key("o_d_cbad_on")).toDouble());
        QVERIFY(std::abs(values.value(key("o_da_nidawo_off")).toDouble()
                         - values.value(key("o_da_wodani_off")).toDouble())
                <= 1e-12);
    }
    QVERIFY(onDifference > 0.1);
    QVERIFY(values.value("o_da_diff_on").toDouble() > 0.1);
    const QJsonObject relative = steps.at(5).toObject().value("values").toObject();
    for (const char *key : { "residual_1_4", "residual_11_14", "residual_101_104" }) {
        QVERIFY2(relative.contains(key), key);
        QVERIFY(relative.value(key).toDouble() < 1e-12);
    }
    const QJsonObject clocks = steps.at(4).toObject().value("values").toObject();
    QVERIFY(std::abs(clocks.value("period_i63").toDouble() - 54410.143131) < 1e-6);
}

void TestAttentionValues::tokenKeys()
{
    QCOMPARE(AttentionValues::tokenKey("A"), QStringLiteral("a"));
    QCOMPARE(AttentionValues::tokenKey("你"), QStringLiteral("ni"));
    QCOMPARE(AttentionValues::tokenKey("打"), QStringLiteral("da"));
    QCOMPARE(AttentionValues::tokenKey("我"), QStringLiteral("wo"));
    QCOMPARE(AttentionValues::residualKey(101, 104), QStringLiteral("residual_101_104"));
}

void TestAttentionValues::relativeStepUsesTheLecturesNotation()
{
    // The lecture writes the query at n, the key at m = n + R and the vectors P_k; the
    // workbench's "Shift R = q − p" and "PE(p)" would be a second notation on the same page.
    const LessonValues values
        = LessonValues::compute(m_lesson, m_lesson.indexOfStep(QStringLiteral("relative")), 3);
    QVERIFY(values.list().size() > 20);
    QCOMPARE(values.find(QStringLiteral("shift"))->label, QStringLiteral("Distance R = m − n"));
    QCOMPARE(values.find(QStringLiteral("shifted_0"))->group, QStringLiteral("M_R P_0"));
    QCOMPARE(values.find(QStringLiteral("residual"))->label,
             QStringLiteral("Largest |M_R P_0 − P_3|"));
    for (const LessonValue &v : values.list()) {
        for (const QString &text : { v.label, v.group }) {
            QVERIFY2(!text.contains(QStringLiteral("PE(")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("q − p")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("denominator")), qPrintable(text));
        }
    }
}

QTEST_GUILESS_MAIN(TestAttentionValues)
#include "tst_attentionvalues.moc"
