// SPDX-License-Identifier: GPL-3.0-or-later
// The mismatch lab's curves against a brute-force computation here: the sampled query positions,
// the score error per distance, the attention's total variation (softmax over keys 0 … m of
// score/√head_dim, written out again) and RopeMismatch's own numbers (the one pass gives them bit
// for bit), the largest error and the first position that reaches a level; no mistake gives flat
// zero curves.
#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "tests/attentionreference.h"

#include <QtTest>

#include <cmath>

using namespace pe;
using Mistake = RopeMismatch::Mistake;

class TestMismatchCurves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampledPositions();
    void curvesMatchBruteForce_data();
    void curvesMatchBruteForce();
    void noMistakeIsFlat();
    void firstPositionReaching();
};

namespace {

ModelConfig sample(const char *id)
{
    const ModelConfigReader::Result r = ModelConfigReader::readFile(ModelSamples::resourcePath(id));
    if (!r.ok())
        qFatal("%s", qPrintable(r.error));
    return r.config;
}

// Half the sum of |p − p'| over the keys 0 … m, each softmax written out in attentionreference.h.
double bruteVariation(const RopeMismatch &mismatch, const std::vector<double> &q,
                      const std::vector<double> &k, qint64 m, int head)
{
    std::vector<double> a;
    std::vector<double> b;
    for (qint64 n = 0; n <= m; ++n) {
        a.push_back(mismatch.correctScore(q, k, m, n) / std::sqrt(double(head)));
        b.push_back(mismatch.mistakenScore(q, k, m, n) / std::sqrt(double(head)));
    }
    return attentiontest::totalVariation(attentiontest::softmax(a), attentiontest::softmax(b));
}

} // namespace

void TestMismatchCurves::sampledPositions()
{
    QCOMPARE(MismatchCurves::sampledPositions(5, 96), (std::vector<qint64> { 0, 1, 2, 3, 4 }));
    QCOMPARE(MismatchCurves::sampledPositions(0, 96), std::vector<qint64>());
    QCOMPARE(MismatchCurves::sampledPositions(10, 1), (std::vector<qint64> { 0, 9 }));
    const std::vector<qint64> s = MismatchCurves::sampledPositions(1000, 96);
    QCOMPARE(s.size(), std::size_t(96));
    for (int i = 0; i < 96; ++i)
        QCOMPARE(s[std::size_t(i)], qint64(std::floor(i * 999.0 / 95.0 + 1e-9)));
    QCOMPARE(s.back(), qint64(999));
}

void TestMismatchCurves::curvesMatchBruteForce_data()
{
    QTest::addColumn<QByteArray>("model");
    QTest::addColumn<int>("mistake");
    QTest::newRow("llama3 pairing") << QByteArray("llama-3.1-8b") << int(Mistake::OtherPairing);
    QTest::newRow("llama3 bfloat16") << QByteArray("llama-3.1-8b") << int(Mistake::Bfloat16Angles);
    QTest::newRow("phi-2 key off") << QByteArray("phi-2") << int(Mistake::KeyOffByOne);
    QTest::newRow("yarn twice") << QByteArray("qwen2.5-7b-instruct-yarn")
                                << int(Mistake::ScalingTwice);
    QTest::newRow("neox theta") << QByteArray("gpt-neox-20b") << int(Mistake::WrongTheta);
}

void TestMismatchCurves::curvesMatchBruteForce()
{
    QFETCH(QByteArray, model);
    QFETCH(int, mistake);
    const ModelConfig config = sample(model.constData());
    const RopeFrequencies frequencies(config, 4096);
    const RopeMismatch mismatch(frequencies, RopePairing::Half, Mistake(mistake), 1e6);
    const int head = config.headDimension;
    const std::vector<double> q = RopeMismatch::seededVector(5, head);
    const std::vector<double> k = RopeMismatch::seededVector(6, head);
    const MismatchCurves curves(mismatch, q, k, 300, 40);
    QCOMPARE(curves.scores().size(), std::size_t(300));
    const std::vector<RopeMismatch::ScorePoint> core = mismatch.scoreCurve(q, k, 299, 299);
    for (std::size_t d = 0; d < core.size(); ++d) {
        QCOMPARE(curves.scores()[d].correct, core[d].correct);
        QCOMPARE(curves.scores()[d].mistaken, core[d].mistaken);
    }
    double largest = 0;
    qint64 at = 0;
    for (qint64 d = 0; d < 300; ++d) {
        const RopeMismatch::ScorePoint &p = curves.scores()[std::size_t(d)];
        QCOMPARE(p.distance, d);
        const double error = mismatch.mistakenScore(q, k, 299, 299 - d)
            - mismatch.correctScore(q, k, 299, 299 - d);
        QVERIFY(std::abs(p.error - error) <= 1e-12);
        if (std::abs(error) > largest) {
            largest = std::abs(error);
            at = d;
        }
    }
    QVERIFY(std::abs(curves.largestError() - largest) <= 1e-12);
    QCOMPARE(curves.largestErrorDistance(), at);
    QCOMPARE(curves.attention().size(), std::size_t(40));
    double variation = 0;
    for (const RopeMismatch::AttentionPoint &p : curves.attention()) {
        const double brute = bruteVariation(mismatch, q, k, p.position, head);
        QVERIFY2(
            std::abs(p.totalVariation - brute) <= 1e-12,
            qPrintable(
                QStringLiteral("%1: %2 vs %3").arg(p.position).arg(p.totalVariation).arg(brute)));
        variation = std::max(variation, brute);
        // The one-pass computation gives RopeMismatch's own numbers, bit for bit.
        QCOMPARE(p.totalVariation, mismatch.totalVariation(q, k, p.position));
    }
    QVERIFY(std::abs(curves.largestVariation() - variation) <= 1e-12);
    QVERIFY(curves.largestError() > 0);
}

void TestMismatchCurves::noMistakeIsFlat()
{
    const RopeFrequencies frequencies(sample("llama-2-7b"));
    const RopeMismatch mismatch(frequencies, RopePairing::Half, Mistake::None);
    const std::vector<double> q = RopeMismatch::seededVector(1, 128);
    const MismatchCurves curves(mismatch, q, RopeMismatch::seededVector(2, 128), 64);
    QCOMPARE(curves.largestError(), 0.0);
    QCOMPARE(curves.largestVariation(), 0.0);
    QCOMPARE(curves.firstPositionReaching(MismatchCurves::noticeable), qint64(-1));
}

void TestMismatchCurves::firstPositionReaching()
{
    const RopeFrequencies frequencies(sample("llama-3.1-8b"), 8192);
    const RopeMismatch mismatch(frequencies, RopePairing::Half, Mistake::QueryOffByOne);
    const std::vector<double> q = RopeMismatch::seededVector(1, 128);
    const std::vector<double> k = RopeMismatch::seededVector(2, 128);
    const MismatchCurves curves(mismatch, q, k, 200, 50);
    for (const double level : { 0.0, 0.01, 0.1, 0.3 }) {
        qint64 expected = -1;
        for (const RopeMismatch::AttentionPoint &p : curves.attention())
            if (p.totalVariation >= level) {
                expected = p.position;
                break;
            }
        QCOMPARE(curves.firstPositionReaching(level), expected);
    }
    QCOMPARE(curves.firstPositionReaching(0.0), qint64(0));
    QCOMPARE(curves.firstPositionReaching(2.0), qint64(-1)); // a total variation is at most 1
}

QTEST_GUILESS_MAIN(TestMismatchCurves)
#include "tst_mismatchcurves.moc"
