// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the lesson "Beyond the sinusoid" against formulas written out here by hand: the
// four score terms (the attention lesson's figures), RoPE rotated pair by pair in both pairings
// and its shift invariance to 1e-12, ALiBi's slopes for 8 and 12 heads, the summary and the
// worksheet (the profiles and longer contexts: tst_beyondcontextvalues).
#include "core/lessons/beyond/beyondvalues.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"
#include "tests/core/lessons/beyond/beyondsteps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <complex>

using namespace pe;
using namespace pe::beyondtest;

namespace {

// Pair i of a d-vector: (2i, 2i + 1) interleaved, (i, i + d/2) half.
std::vector<double> rotated(std::vector<double> v, double position, bool half, double base = 10000)
{
    const size_t d = v.size();
    for (size_t i = 0; i < d / 2; ++i) {
        const size_t a = half ? i : 2 * i;
        const size_t b = half ? i + d / 2 : 2 * i + 1;
        const double angle = position / std::pow(base, 2.0 * i / d);
        const double x = v[a];
        const double y = v[b];
        v[a] = x * std::cos(angle) - y * std::sin(angle);
        v[b] = x * std::sin(angle) + y * std::cos(angle);
    }
    return v;
}

double dot(const std::vector<double> &a, const std::vector<double> &b)
{
    double s = 0;
    for (size_t k = 0; k < a.size(); ++k)
        s += a[k] * b[k];
    return s;
}

double ropeScore(double n, double m, bool half)
{
    return dot(rotated(BeyondValues::query(), n, half), rotated(BeyondValues::key(), m, half));
}

} // namespace

class TestBeyondValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lesson();
    void fourTerms();
    void rotaryPairs_data();
    void rotaryPairs();
    void shiftInvariance_data();
    void shiftInvariance();
    void pairings();
    void alibi();
    void summary();
    void everyValueFinite_data();
    void everyValueFinite();
    void worksheet();
};

void TestBeyondValues::lesson()
{
    QVERIFY(LessonCatalog::ids().contains(QStringLiteral("beyond")));
    const Lesson l = LessonCatalog::lesson(QStringLiteral("beyond"));
    QVERIFY(l.isValid());
    QVERIFY(l.stepCount() >= 8);
    QCOMPARE(l.maximumComparePosition(), 8192);
    for (const LessonPreset &preset : l.presets())
        QVERIFY2(l.indexOfStep(preset.stepId) >= 0, qPrintable(preset.id));
    for (int k = 0; k < l.stepCount(); ++k)
        QVERIFY2(l.step(k).hasQuestion(), qPrintable(l.step(k).id));
}

void TestBeyondValues::fourTerms()
{
    // Δ = 3 gives the attention lesson's score terms at R = 3 (its tested figures).
    QVERIFY(std::abs(value("four-terms", 3, "term_cc_1") - 1.150800) < 1e-6);
    QVERIFY(std::abs(value("four-terms", 3, "term_pp_11") + 5.947980) < 1e-6);
    for (int delta : { 1, 3, 40, 500 }) {
        double identity = 0;
        for (int i = 0; i < 4; ++i)
            identity += std::cos(delta * theta(i, 8));
        for (int n : BeyondValues::starts) {
            const auto key
                = [n](const char *name) { return QStringLiteral("%1_%2").arg(name).arg(n); };
            const double sum = value("four-terms", delta, key("term_cc"))
                + value("four-terms", delta, key("term_cp"))
                + value("four-terms", delta, key("term_pc"))
                + value("four-terms", delta, key("term_pp"));
            QVERIFY(std::abs(sum - value("four-terms", delta, key("score"))) < 1e-12);
            QVERIFY(std::abs(value("four-terms", delta, key("term_pp_identity")) - identity)
                    < 1e-12);
        }
        QCOMPARE(value("four-terms", delta, "spread_term_cc"), 0.0);
        QVERIFY(value("four-terms", delta, "spread_term_pp_identity") < 1e-12);
        QVERIFY(value("four-terms", delta, "spread_term_pp") > 0.01);
        QVERIFY(value("four-terms", delta, "spread_score") > 0.01);
    }
}

void TestBeyondValues::rotaryPairs_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 49, 1000, 8192 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondValues::rotaryPairs()
{
    QFETCH(int, delta);
    const LessonValues v = values("rope-rotate", delta);
    const std::vector<double> q = BeyondValues::query();
    const std::vector<double> k = BeyondValues::key();
    // q = W_Q E_D and k = W_K E_A of the toy, written out.
    const ToyAttention toy = BeyondValues::attention();
    for (int c = 0; c < 8; ++c) {
        double qc = 0;
        double kc = 0;
        for (int j = 0; j < 8; ++j) {
            qc += toy.queryWeights()[c][j] * toy.embedding("D")[j];
            kc += toy.keyWeights()[c][j] * toy.embedding("A")[j];
        }
        QVERIFY(std::abs(v.value(QStringLiteral("q_%1").arg(c)) - qc) < 1e-12);
        QVERIFY(std::abs(v.value(QStringLiteral("k_%1").arg(c)) - kc) < 1e-12);
    }
    const double n = 1;
    const double m = 1 + delta;
    double sum = 0;
    for (int i = 0; i < 4; ++i) {
        const auto key = [i](const char *name) { return QStringLiteral("%1_%2").arg(name).arg(i); };
        const double qr = std::hypot(q[2 * i], q[2 * i + 1]);
        const double kr = std::hypot(k[2 * i], k[2 * i + 1]);
        const double qPhase = std::atan2(q[2 * i + 1], q[2 * i]) + n * theta(i, 8);
        const double kPhase = std::atan2(k[2 * i + 1], k[2 * i]) + m * theta(i, 8);
        const double between = kPhase - qPhase;
        QVERIFY(std::abs(v.value(key("theta")) - theta(i, 8)) < 1e-15);
        // The hands and the angle between them, compared as points on the circle.
        QVERIFY(std::abs(std::cos(v.value(key("q_hand"))) - std::cos(qPhase)) < 1e-9);
        QVERIFY(std::abs(std::sin(v.value(key("k_hand"))) - std::sin(kPhase)) < 1e-9);
        QVERIFY(std::abs(std::cos(v.value(key("between"))) - std::cos(between)) < 1e-9);
        QVERIFY(std::abs(v.value(key("between"))) <= twoPi / 2 + 1e-12);
        const double part = qr * kr * std::cos(between);
        QVERIFY(std::abs(v.value(key("contribution")) - part) < 1e-9);
        sum += part;
    }
    QVERIFY(std::abs(v.value("contribution_sum") - sum) < 1e-9);
    QVERIFY(std::abs(v.value("rope_score") - ropeScore(n, m, false)) < 1e-12);
    QCOMPARE(v.value("m"), m);
}

void TestBeyondValues::shiftInvariance_data()
{
    rotaryPairs_data();
}

void TestBeyondValues::shiftInvariance()
{
    QFETCH(int, delta);
    const LessonValues v = values("rope-shift", delta);
    for (int n : BeyondValues::starts) {
        const double expected = ropeScore(n, n + delta, false);
        QVERIFY(std::abs(v.value(QStringLiteral("rope_score_%1").arg(n)) - expected) < 1e-12);
        QVERIFY(std::abs(v.value(QStringLiteral("rope_relative_%1").arg(n))
                         - dot(BeyondValues::query(), rotated(BeyondValues::key(), delta, false)))
                < 1e-12);
        // The same score at (n, m) and at (n + t, m + t).
        QVERIFY(std::abs(expected - ropeScore(1, 1 + delta, false)) < 1e-12);
    }
    QVERIFY(v.value("spread_rope_score") < 1e-12);
    QVERIFY(v.value("rope_max_difference") < 1e-12);
    QVERIFY(v.value("spread_sinusoid_score") > 0.01);
}

void TestBeyondValues::pairings()
{
    for (int delta : { 1, 3, 100 }) {
        const LessonValues v = values("pairings", delta);
        for (int n : BeyondValues::starts) {
            const double inter = ropeScore(n, n + delta, false);
            const double half = ropeScore(n, n + delta, true);
            QVERIFY(std::abs(v.value(QStringLiteral("interleaved_score_%1").arg(n)) - inter)
                    < 1e-12);
            QVERIFY(std::abs(v.value(QStringLiteral("half_score_%1").arg(n)) - half) < 1e-12);
            QVERIFY(std::abs(v.value(QStringLiteral("pairing_gap_%1").arg(n)) - (half - inter))
                    < 1e-12);
        }
        // The wrong pairing changes the score; both agree at Δ = 0.
        QVERIFY(std::abs(v.value("pairing_gap_1")) > 0.01);
        QVERIFY(v.value("spread_half_score") < 1e-12);
        QVERIFY(std::abs(v.value("score_at_zero") - ropeScore(5, 5, true)) < 1e-12);
        QVERIFY(std::abs(v.value("score_at_zero") - ropeScore(5, 5, false)) < 1e-12);
    }
    QVERIFY(std::abs(value("pairings", 3, "half_score_1") - 1.668207) < 1e-6);
}

void TestBeyondValues::alibi()
{
    for (int delta : { 1, 3, 1000 }) {
        const LessonValues v = values("alibi", delta);
        QCOMPARE(v.value("heads"), 8.0);
        for (int h = 1; h <= 8; ++h) {
            const double slope = std::pow(2.0, -h);
            QVERIFY(std::abs(v.value(QStringLiteral("slope_%1").arg(h)) - slope) < 1e-15);
            QVERIFY(std::abs(v.value(QStringLiteral("bias_%1").arg(h)) + slope * delta) < 1e-12);
            QVERIFY(std::abs(v.value(QStringLiteral("factor_%1").arg(h)) - std::exp(-slope * delta))
                    < 1e-15);
        }
        // 12 heads: the 8 slopes of 8 heads, then the 1st, 3rd, 5th, 7th of 16 (2^(−h/2)).
        for (int h = 1; h <= 12; ++h) {
            const double expected
                = h <= 8 ? std::pow(2.0, -h) : std::pow(2.0, -(2 * (h - 8) - 1) / 2.0);
            QVERIFY2(std::abs(v.value(QStringLiteral("slope12_%1").arg(h)) - expected) < 1e-15,
                     qPrintable(QString::number(h)));
        }
    }
}

void TestBeyondValues::summary()
{
    for (int delta : { 1, 3, 777 }) {
        const LessonValues v = values("what-stays", delta);
        QVERIFY(v.value("sinusoid_spread") > 0.01);
        QVERIFY(v.value("rope_spread") < 1e-12);
        QCOMPARE(v.value("alibi_spread"), 0.0);
        QVERIFY(
            std::abs(v.value("rope_score_zero") - dot(BeyondValues::query(), BeyondValues::key()))
            < 1e-12);
    }
}

void TestBeyondValues::everyValueFinite_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("delta");
    for (int k = 0; k < beyondLesson().stepCount(); ++k)
        for (int delta : { 1, 3, 8192 })
            QTest::addRow("%s delta %d", qPrintable(beyondLesson().step(k).id), delta)
                << k << delta;
}

void TestBeyondValues::everyValueFinite()
{
    QFETCH(int, step);
    QFETCH(int, delta);
    const LessonValues v = LessonValues::compute(beyondLesson(), step, delta);
    QStringList keys;
    for (const LessonValue &value : v.list()) {
        QVERIFY2(std::isfinite(value.value), qPrintable(value.key));
        QVERIFY2(!value.label.isEmpty(), qPrintable(value.key));
        QVERIFY2(!keys.contains(value.key), qPrintable(value.key)); // keys are unique
        keys << value.key;
    }
}

void TestBeyondValues::worksheet()
{
    const QJsonObject root
        = QJsonDocument::fromJson(Worksheet::json(beyondLesson(), 3, QStringLiteral("en")))
              .object();
    QCOMPARE(root.value("lesson").toString(), QStringLiteral("beyond"));
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), beyondLesson().stepCount());
    const QJsonObject shift = steps.at(beyondLesson().indexOfStep("rope-shift")).toObject();
    QVERIFY(!shift.value("question").toString().isEmpty());
    const QJsonObject values = shift.value("values").toObject();
    QVERIFY(std::abs(values.value("rope_score_101").toDouble() - ropeScore(101, 104, false))
            < 1e-12);
    const QString markdown = Worksheet::markdown(beyondLesson(), 3);
    QVERIFY(markdown.startsWith(QStringLiteral("# Beyond the sinusoid")));
    QVERIFY(markdown.contains(QStringLiteral("| Head 1: slope | 0.500000 |")));
}

QTEST_GUILESS_MAIN(TestBeyondValues)
#include "tst_beyondvalues.moc"
