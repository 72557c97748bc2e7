// SPDX-License-Identifier: GPL-3.0-or-later
// The steps "Your model" of the lesson "Beyond the sinusoid" against a brute-force computation
// here, from the published config.json of Llama 3.1 8B written out: the llama3 rule pair by pair
// (wavelength 2π/θᵢ against L / low_freq_factor and L / high_freq_factor), the pairs whose angles
// training never saw, and the same seeded q and k turned pair by pair in the half and the
// interleaved pairing, their scores, the softmax over the keys and its total variation, to 1e-12.
#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/beyond/beyondmodelvalues.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"
#include "core/modelconfig/ropemismatch.h"
#include "tests/attentionreference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace pe;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;
// Llama 3.1 8B's config.json (resources/models/llama-3.1-8b.json).
constexpr double ropeTheta = 500000;
constexpr int head = 4096 / 32;
constexpr int pairs = head / 2;
constexpr double factor = 8;
constexpr double lowFreqFactor = 1;
constexpr double highFreqFactor = 4;
constexpr double trainLength = 8192;
constexpr double context = 131072;

double theta(int i)
{
    return 1.0 / std::pow(ropeTheta, 2.0 * i / head);
}

// The llama3 rule: θᵢ′ and which part of it the pair is in (0 slowed, 1 band, 2 kept).
double scaled(int i, int *part = nullptr)
{
    const double t = theta(i);
    const double wavelength = twoPi / t;
    int which = 1;
    double result;
    if (wavelength > trainLength / lowFreqFactor) {
        which = 0;
        result = t / factor;
    } else if (wavelength < trainLength / highFreqFactor) {
        which = 2;
        result = t;
    } else {
        const double s
            = (trainLength / wavelength - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
        result = (1 - s) * t / factor + s * t;
    }
    if (part)
        *part = which;
    return result;
}

// Pairs that never turned fully in L positions and whose run of n positions reaches further.
int unseen(double n, bool scaling)
{
    int count = 0;
    for (int i = 0; i < pairs; ++i) {
        const double trained = trainLength * theta(i);
        const double run = n * (scaling ? scaled(i) : theta(i));
        if (trained < twoPi && run > trained * (1 + 1e-12))
            ++count;
    }
    return count;
}

// v turned by position · θᵢ′ pair by pair: (i, i + d/2) half, (2i, 2i + 1) interleaved.
std::vector<double> turned(std::vector<double> v, double position, bool half)
{
    for (int i = 0; i < pairs; ++i) {
        const size_t a = half ? size_t(i) : size_t(2 * i);
        const size_t b = half ? size_t(i + pairs) : size_t(2 * i + 1);
        const double angle = position * scaled(i);
        const double x = v[a];
        const double y = v[b];
        v[a] = x * std::cos(angle) - y * std::sin(angle);
        v[b] = x * std::sin(angle) + y * std::cos(angle);
    }
    return v;
}

double score(double m, double n, bool half)
{
    const std::vector<double> q = RopeMismatch::seededVector(BeyondModelValues::seed, head);
    const std::vector<double> k = RopeMismatch::seededVector(BeyondModelValues::seed + 1, head);
    const std::vector<double> a = turned(q, m, half);
    const std::vector<double> b = turned(k, n, half);
    double sum = 0;
    for (size_t c = 0; c < a.size(); ++c)
        sum += a[c] * b[c];
    return sum;
}

} // namespace

class TestBeyondModelValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void settings();
    void scoreErrors_data();
    void scoreErrors();
    void attention();
    void worksheet();

private:
    LessonValues values(const char *step, int delta = 3) const
    {
        const int index = m_lesson.indexOfStep(QString::fromLatin1(step));
        if (index < 0)
            qFatal("no step %s", step);
        return LessonValues::compute(m_lesson, index, delta);
    }

    const Lesson m_lesson = BeyondLesson::create();
};

void TestBeyondModelValues::settings()
{
    const LessonValues v = values("model-settings");
    QCOMPARE(v.value("context_length"), context);
    QCOMPARE(v.value("rope_theta"), ropeTheta);
    QCOMPARE(v.value("pair_count"), double(pairs));
    QCOMPARE(v.value("original_length"), trainLength);
    QCOMPARE(v.value("factor"), factor);
    QCOMPARE(v.value("low_freq_factor"), lowFreqFactor);
    QCOMPARE(v.value("high_freq_factor"), highFreqFactor);
    int count[3] = { 0, 0, 0 };
    for (int i = 0; i < pairs; ++i) {
        int part = 0;
        scaled(i, &part);
        ++count[part];
    }
    QCOMPARE(v.value("pairs_slowed"), double(count[0]));
    QCOMPARE(v.value("pairs_band"), double(count[1]));
    QCOMPARE(v.value("pairs_kept"), double(count[2]));
    QCOMPARE(count[0] + count[1] + count[2], pairs);
    QVERIFY(count[0] > 0 && count[1] > 0 && count[2] > 0);
    QCOMPARE(v.value("attention_factor"), 1.0); // llama3 leaves the attention as it is
    QCOMPARE(v.value("unseen_without"), double(unseen(context, false)));
    QCOMPARE(v.value("unseen_with"), double(unseen(context, true)));
    QCOMPARE(v.value("covered_length"), factor * trainLength);
    QCOMPARE(v.value("unseen_covered"), double(unseen(factor * trainLength, true)));
    QCOMPARE(v.value("unseen_covered"), 0.0);
    QVERIFY(v.value("unseen_without") > 0);
}

void TestBeyondModelValues::scoreErrors_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 20, 1000, 8192 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondModelValues::scoreErrors()
{
    QFETCH(int, delta);
    const LessonValues v = values("model-mismatch", delta);
    const double last = double(BeyondModelValues::positions - 1);
    const auto error
        = [last](double d) { return score(last, last - d, false) - score(last, last - d, true); };
    QCOMPARE(v.value("shift"), double(delta));
    QCOMPARE(v.value("positions"), double(BeyondModelValues::positions));
    QVERIFY(std::abs(v.value("score_error_0")) < 1e-12);
    QVERIFY(std::abs(v.value("score_error_1") - error(1)) < 1e-12);
    QVERIFY(std::abs(v.value("score_error_far") - error(last)) < 1e-12);
    QVERIFY(
        std::abs(v.value("score_error_shift") - (score(delta, 0, false) - score(delta, 0, true)))
        < 1e-12);
    double largest = 0;
    double at = 0;
    for (double d = 0; d <= last; ++d)
        if (std::abs(error(d)) > largest) {
            largest = std::abs(error(d));
            at = d;
        }
    QVERIFY(std::abs(v.value("largest_error") - largest) < 1e-12);
    QCOMPARE(v.value("largest_error_distance"), at);
}

void TestBeyondModelValues::attention()
{
    const LessonValues v = values("model-mismatch");
    const int n = int(BeyondModelValues::positions);
    const std::vector<double> q = RopeMismatch::seededVector(BeyondModelValues::seed, head);
    const std::vector<double> k = RopeMismatch::seededVector(BeyondModelValues::seed + 1, head);
    std::vector<std::vector<double>> keys[2];
    for (int half = 0; half < 2; ++half)
        for (int p = 0; p < n; ++p)
            keys[half].push_back(turned(k, p, half));
    double largest = 0;
    double variation = 0;
    int first = -1;
    for (int m = 0; m < n; ++m) {
        std::vector<double> weights[2];
        for (int half = 0; half < 2; ++half) {
            const std::vector<double> query = turned(q, m, half);
            std::vector<double> s;
            for (int p = 0; p <= m; ++p) {
                double dot = 0;
                for (int c = 0; c < head; ++c)
                    dot += query[size_t(c)] * keys[half][size_t(p)][size_t(c)];
                s.push_back(dot / std::sqrt(double(head)));
            }
            weights[half] = attentiontest::softmax(s);
        }
        variation = attentiontest::totalVariation(weights[0], weights[1]);
        largest = std::max(largest, variation);
        if (first < 0 && variation >= 0.1)
            first = m;
    }
    QVERIFY(std::abs(v.value("total_variation_last") - variation) < 1e-12);
    QVERIFY(std::abs(v.value("largest_variation") - largest) < 1e-12);
    QCOMPARE(v.value("first_noticeable"), double(first));
    QVERIFY(first > 0);
}

void TestBeyondModelValues::worksheet()
{
    const QJsonObject root
        = QJsonDocument::fromJson(Worksheet::json(m_lesson, 3, QStringLiteral("en"))).object();
    const QJsonArray steps = root.value("steps").toArray();
    QCOMPARE(steps.size(), m_lesson.stepCount());
    QCOMPARE(m_lesson.step(m_lesson.stepCount() - 1).id, QStringLiteral("model-mismatch"));
    const QJsonObject settings = steps.at(m_lesson.indexOfStep("model-settings")).toObject();
    QVERIFY(!settings.value("question").toString().isEmpty());
    QCOMPARE(settings.value("values").toObject().value("pairs_slowed").toDouble(),
             values("model-settings").value("pairs_slowed"));
    const QString markdown = Worksheet::markdown(m_lesson, 3);
    QVERIFY(markdown.contains(QStringLiteral("| rope_theta (the base) | 500000 |")));
}

QTEST_GUILESS_MAIN(TestBeyondModelValues)
#include "tst_beyondmodelvalues.moc"
