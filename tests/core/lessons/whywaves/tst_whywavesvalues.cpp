// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the lesson "Why waves", step by step: raw position numbers against sin(p), the
// bounded encoding at any position, the fingerprint distances (against a brute force), the widths,
// the same rotation at two starts, and the learned table; and the worksheet that prints them.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/whywaves/whywaveslesson.h"
#include "core/lessons/whywaves/whywavesvalues.h"
#include "core/lessons/worksheet.h"
#include "core/math/comparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace pe;

class TestWhyWavesValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figures_data();
    void figures();
    void boundedAtAnyPosition_data();
    void boundedAtAnyPosition();
    void fingerprintAgainstBruteForce();
    void sameTurnAtBothStarts_data();
    void sameTurnAtBothStarts();
    void learnedTableRow_data();
    void learnedTableRow();
    void worksheet();

private:
    double value(const QString &step, int q, const QString &key) const
    {
        return LessonValues::compute(m_lesson, m_lesson.indexOfStep(step), q).value(key);
    }

    const Lesson m_lesson = WhyWavesLesson::create();
};

void TestWhyWavesValues::figures_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    auto row = [](const char *step, int q, const char *key, double expected) {
        QTest::addRow("%s q=%d %s", step, q, key)
            << QString::fromLatin1(step) << q << QString::fromLatin1(key) << expected;
    };
    row("order", 1000, "o_bites_diff_off", 0);
    row("raw-numbers", 1000, "embedding_norm", 1);
    row("raw-numbers", 1000, "feature_5000", 5000);
    row("raw-numbers", 1000, "word_share_5", 1 / std::sqrt(26.0));
    row("raw-numbers", 1000, "word_share_5000", 0.000200);
    row("raw-numbers", 1000, "sin_5", -0.958924);
    row("raw-numbers", 1000, "sin_5000", -0.987966);
    row("raw-numbers", 1000, "feature_q", 1000);
    row("raw-numbers", 7, "feature_q", 7);
    row("raw-numbers", 7, "sin_q", std::sin(7.0));
    row("bounded-wave", 3, "value_q_dim_0", 0.141120);
    row("bounded-wave", 3, "period_dim_0", 6.283185);
    row("fingerprint", 3, "slow_pair", 63);
    row("fingerprint", 3, "slow_sin_3", std::sin(3 / std::pow(10000.0, 126.0 / 128)));
    row("fingerprint", 3, "slow_sin_300", std::sin(300 / std::pow(10000.0, 126.0 / 128)));
    row("fingerprint", 3, "fast_sin_3", 0.141120);
    row("fingerprint", 3, "min_distance_1", 0.017703);
    row("fingerprint", 3, "closest_gap_1", 44);
    row("fingerprint", 3, "min_distance_64", 1.952596);
    row("fingerprint", 3, "positions", 100);
    row("add-not-concatenate", 3, "width_add", 128);
    row("add-not-concatenate", 3, "width_concat", 256);
    row("add-not-concatenate", 3, "weights_add", 16384);
    row("add-not-concatenate", 3, "weights_concat", 32768);
    row("same-rotation", 3, "turn_0", 3);
    row("same-rotation", 3, "turn_1", 0.3);
    row("same-rotation", 3, "turn_3", 0.003);
    row("same-rotation", 3, "hand_a_1", 0.2);
    row("same-rotation", 40, "start_b", 40);
    row("same-rotation", 40, "end_b", 43);
    row("learned-table", 3, "table_entries", 512 * 128);
}

void TestWhyWavesValues::figures()
{
    QFETCH(QString, step);
    QFETCH(int, q);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const double v = value(step, q, key);
    QVERIFY2(std::abs(v - expected) <= 1e-6, qPrintable(QString::number(v, 'g', 12)));
}

void TestWhyWavesValues::boundedAtAnyPosition_data()
{
    QTest::addColumn<int>("q");
    for (int q : { 1, 5000, 99999, WhyWavesLesson::maximumPosition })
        QTest::addRow("%d", q) << q;
}

void TestWhyWavesValues::boundedAtAnyPosition()
{
    QFETCH(int, q);
    const double low = value("bounded-wave", q, "pe_q_min");
    const double high = value("bounded-wave", q, "pe_q_max");
    QVERIFY(low >= -1 && low < high && high <= 1);
    QVERIFY(std::abs(value("raw-numbers", q, "sin_q")) <= 1);
    QCOMPARE(value("raw-numbers", q, "feature_q"), double(q));
}

void TestWhyWavesValues::fingerprintAgainstBruteForce()
{
    const Encoding encoding(128);
    for (int m : { 1, 2, 4, 8, 16, 32, 64 }) {
        double best = std::numeric_limits<double>::infinity();
        for (int a = 0; a < 100; ++a)
            for (int b = a + 1; b < 100; ++b) {
                double sum = 0;
                for (int dim = 0; dim < 2 * m; ++dim) {
                    const double d = encoding.value(b, dim) - encoding.value(a, dim);
                    sum += d * d;
                }
                best = std::min(best, std::sqrt(sum));
            }
        QVERIFY(std::abs(value("fingerprint", 3, QStringLiteral("min_distance_%1").arg(m)) - best)
                < 1e-12);
    }
    // One slow wave barely tells 3 from 300; the whole encoding does.
    QVERIFY(value("fingerprint", 3, "slow_difference") < 0.05);
    QVERIFY(std::abs(value("fingerprint", 3, "distance_3_300") - peDistance(encoding, 3, 300))
            < 1e-12);
    QVERIFY(value("fingerprint", 3, "distance_3_300") > 5);
}

void TestWhyWavesValues::sameTurnAtBothStarts_data()
{
    QTest::addColumn<int>("q");
    QTest::addRow("3") << 3;
    QTest::addRow("1000") << 1000;
    QTest::addRow("100000") << 100000;
}

void TestWhyWavesValues::sameTurnAtBothStarts()
{
    QFETCH(int, q);
    constexpr double twoPi = 6.283185307179586;
    for (int i = 0; i < 4; ++i) {
        const auto key
            = [i](const QString &name) { return QStringLiteral("%1_%2").arg(name).arg(i); };
        const double turn = value("same-rotation", q, key("turn"));
        for (const QString start : { "hand_a", "hand_b" }) {
            const double from = value("same-rotation", q, key(start));
            const double to = value("same-rotation", q, key(start + "_shifted"));
            QVERIFY(from >= 0 && from < twoPi && to >= 0 && to < twoPi);
            const double moved = std::fmod(to - from + twoPi, twoPi);
            QVERIFY2(std::abs(moved - std::fmod(turn, twoPi)) < 1e-9, qPrintable(key(start)));
        }
    }
    QVERIFY(value("same-rotation", q, "residual_a") < 1e-12);
    QVERIFY(value("same-rotation", q, "residual_b") < 1e-12);
}

void TestWhyWavesValues::learnedTableRow_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("hasRow");
    QTest::addRow("6") << 6 << true;
    QTest::addRow("511") << 511 << true;
    QTest::addRow("512") << 512 << false;
    QTest::addRow("600") << 600 << false;
}

void TestWhyWavesValues::learnedTableRow()
{
    QFETCH(int, q);
    QFETCH(bool, hasRow);
    QCOMPARE(value("learned-table", q, "q_has_row"), hasRow ? 1.0 : 0.0);
    QCOMPARE(value("learned-table", q, "table_rows"), 512.0);
}

void TestWhyWavesValues::worksheet()
{
    QVERIFY(LessonCatalog::contains(QStringLiteral("why-waves")));
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("why-waves"));
    const QJsonObject root = QJsonDocument::fromJson(Worksheet::json(lesson, 1000, "en")).object();
    QCOMPARE(root.value("lesson").toString(), QStringLiteral("why-waves"));
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), 9);
    QStringList ids;
    for (const QJsonValue &s : steps)
        ids << s.toObject().value("id").toString();
    QCOMPARE(ids,
             QStringList({ "order", "raw-numbers", "bounded-wave", "float-holds", "fingerprint",
                           "add-not-concatenate", "same-rotation", "learned-table",
                           "closing-question" }));
    const QJsonObject fingerprint = steps.at(4).toObject().value("values").toObject();
    QVERIFY(std::abs(fingerprint.value("min_distance_1").toDouble() - 0.017703) < 1e-6);
    const QJsonObject order = steps.at(0).toObject().value("values").toObject();
    QVERIFY(order.contains("o_bites_dbm_off_0"));
    QCOMPARE(order.value("o_bites_dbm_off_0").toDouble(),
             value("order", 1000, "o_bites_dbm_off_0"));
    const QString markdown = Worksheet::markdown(lesson, 1000);
    QVERIFY(markdown.startsWith(QStringLiteral("# Why waves\n")));
    QVERIFY(markdown.contains(QStringLiteral("## Step 9. Where should order live?"))); // from 1
}

QTEST_GUILESS_MAIN(TestWhyWavesValues)
#include "tst_whywavesvalues.moc"
