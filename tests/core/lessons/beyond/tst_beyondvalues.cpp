// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the lesson "Beyond the sinusoid" against formulas written out here by hand: the
// four score terms (the attention lesson's figures), RoPE rotated pair by pair in both pairings
// and its shift invariance to 1e-12, ALiBi's slopes for 8 and 12 heads, the three distance
// profiles, the unseen pairs before and after PI / NTK / YaRN, and the worksheet.
#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/beyond/beyondvalues.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <complex>

using namespace pe;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

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

double theta(int i, int d, double base = 10000)
{
    return 1.0 / std::pow(base, 2.0 * i / d);
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
    void profiles_data();
    void profiles();
    void longerContexts();
    void scalings_data();
    void scalings();
    void summary();
    void everyValueFinite_data();
    void everyValueFinite();
    void worksheet();

private:
    LessonValues values(const QString &step, int delta) const
    {
        return LessonValues::compute(m_lesson, m_lesson.indexOfStep(step), delta);
    }
    double value(const QString &step, int delta, const QString &key) const
    {
        const LessonValues v = values(step, delta);
        if (!v.contains(key))
            qWarning("no value %s in step %s", qPrintable(key), qPrintable(step));
        return v.value(key);
    }

    const Lesson m_lesson = BeyondLesson::create();
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

void TestBeyondValues::profiles_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 100, 1000, 8192 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondValues::profiles()
{
    QFETCH(int, delta);
    const LessonValues v = values("side-by-side", delta);
    const int d = 128;
    QCOMPARE(v.value("dim"), double(d));
    double sinusoid = 0;
    for (int i = 0; i < d / 2; ++i)
        sinusoid += std::cos(delta * theta(i, d));
    QVERIFY(std::abs(v.value("sinusoidal_zero") - 64) < 1e-12);
    QVERIFY(std::abs(v.value("sinusoidal_delta") - sinusoid) < 1e-9);
    QVERIFY(std::abs(v.value("sinusoidal_share") - sinusoid / 64) < 1e-9);
    const auto bound = [d](double dist) {
        double total = 0;
        for (int j = 1; j <= d / 2; ++j) {
            std::complex<double> s = 0;
            for (int k = 0; k < j; ++k)
                s += std::polar(1.0, dist * theta(k, d));
            total += std::abs(s);
        }
        return total / (d / 2);
    };
    QVERIFY(std::abs(v.value("rope_zero") - 32.5) < 1e-12);
    QVERIFY(std::abs(v.value("rope_delta") - bound(delta)) < 1e-9);
    QVERIFY(std::abs(v.value("rope_share") - bound(delta) / 32.5) < 1e-9);
    QVERIFY(std::abs(v.value("alibi_first_delta") + 0.5 * delta) < 1e-12);
    QVERIFY(std::abs(v.value("alibi_last_delta") + delta / 256.0) < 1e-12);
    QVERIFY(std::abs(v.value("alibi_last_factor") - std::exp(-delta / 256.0)) < 1e-15);
}

void TestBeyondValues::longerContexts()
{
    const int d = 128;
    int unseen = 0;
    int first = -1;
    for (int i = 0; i < d / 2; ++i)
        if (2048 * theta(i, d) < twoPi) {
            ++unseen;
            if (first < 0)
                first = i;
        }
    const LessonValues v = values("longer", 5000);
    QCOMPARE(v.value("unseen_none"), double(unseen));
    QCOMPARE(v.value("first_unseen"), double(first));
    QCOMPARE(unseen, 23); // pairs 41 … 63
    QCOMPARE(v.value("run_length"), 8192.0);
    QVERIFY(std::abs(v.value("fast_wavelength") - twoPi) < 1e-12);
    QVERIFY(std::abs(v.value("slow_wavelength") - 54410.143131) < 1e-6);
    QVERIFY(std::abs(v.value("slow_trained_angle") - 2048 * theta(63, d)) < 1e-12);
    QVERIFY(std::abs(v.value("slow_run_angle") - 8192 * theta(63, d)) < 1e-12);
    QVERIFY(std::abs(v.value("slow_delta_angle") - 5000 * theta(63, d)) < 1e-12);
}

void TestBeyondValues::scalings_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 4096 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondValues::scalings()
{
    QFETCH(int, delta);
    const LessonValues v = values("scalings", delta);
    const int d = 128;
    const double s = 4;
    const double L = 2048;
    const double ntkBase = 10000 * std::pow(s, 128.0 / 126.0);
    // θ' for each method, written out; then the unseen pairs and the largest stretch.
    const auto scaled = [&](const QString &method, int i) {
        const double t = theta(i, d);
        if (method == "none")
            return t;
        if (method == "pi")
            return t / s;
        if (method == "ntk")
            return theta(i, d, ntkBase);
        const double r = L / (twoPi / t);
        const double gamma = std::min(1.0, std::max(0.0, (r - 1) / 31));
        return (1 - gamma) * t / s + gamma * t;
    };
    for (const QString method : { "none", "pi", "ntk", "yarn" }) {
        int unseen = 0;
        double stretch = 1;
        for (int i = 0; i < d / 2; ++i) {
            const double trained = L * theta(i, d);
            const double run = s * L * scaled(method, i);
            if (trained < twoPi) {
                stretch = std::max(stretch, run / trained);
                if (run > trained * (1 + 1e-12))
                    ++unseen;
            }
        }
        QCOMPARE(v.value("unseen_" + method), double(unseen));
        QVERIFY2(std::abs(v.value("stretch_" + method) - stretch) < 1e-9, qPrintable(method));
        QVERIFY(std::abs(v.value("fast_angle_" + method) - delta * scaled(method, 0)) < 1e-9);
        QVERIFY(std::abs(v.value("slow_angle_" + method) - delta * scaled(method, 63)) < 1e-12);
        QVERIFY(std::abs(v.value("slow_wavelength_" + method) / (twoPi / scaled(method, 63)) - 1)
                < 1e-12);
    }
    QCOMPARE(v.value("unseen_none"), 23.0);
    QCOMPARE(v.value("unseen_pi"), 0.0);
    QCOMPARE(v.value("unseen_ntk"), 22.0);
    QCOMPARE(v.value("unseen_yarn"), 0.0);
    QVERIFY(std::abs(v.value("base_ntk") - ntkBase) < 1e-6);
    QVERIFY(std::abs(v.value("factor_yarn") - (0.1 * std::log(4.0) + 1)) < 1e-15);
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
    for (int k = 0; k < m_lesson.stepCount(); ++k)
        for (int delta : { 1, 3, 8192 })
            QTest::addRow("%s delta %d", qPrintable(m_lesson.step(k).id), delta) << k << delta;
}

void TestBeyondValues::everyValueFinite()
{
    QFETCH(int, step);
    QFETCH(int, delta);
    const LessonValues v = LessonValues::compute(m_lesson, step, delta);
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
        = QJsonDocument::fromJson(Worksheet::json(m_lesson, 3, QStringLiteral("en"))).object();
    QCOMPARE(root.value("lesson").toString(), QStringLiteral("beyond"));
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), m_lesson.stepCount());
    const QJsonObject shift = steps.at(m_lesson.indexOfStep("rope-shift")).toObject();
    QVERIFY(!shift.value("question").toString().isEmpty());
    const QJsonObject values = shift.value("values").toObject();
    QVERIFY(std::abs(values.value("rope_score_101").toDouble() - ropeScore(101, 104, false))
            < 1e-12);
    const QString markdown = Worksheet::markdown(m_lesson, 3);
    QVERIFY(markdown.startsWith(QStringLiteral("# Beyond the sinusoid")));
    QVERIFY(markdown.contains(QStringLiteral("| Head 1: slope | 0.500000 |")));
}

QTEST_GUILESS_MAIN(TestBeyondValues)
#include "tst_beyondvalues.moc"
