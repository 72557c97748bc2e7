// SPDX-License-Identifier: GPL-3.0-or-later
// What must hold of the mismatch lab: RoPE scores depend on the distance only (an offset applied
// to both positions changes none); a wrong pairing or a wrong theta used for q and k alike changes
// no score at distance 0; the right settings against themselves give no error; each mistake does
// what it says (off by one = the next distance, scaling twice = factor², 16-bit angles = the
// rounded product).
#include "core/modelconfig/ropemismatch.h"

#include "core/precision/floattype.h"
#include "tests/llama31config.h"

#include <QtTest>

#include <cmath>

using namespace pe;
using pe::modeltest::llama31;
using Mistake = RopeMismatch::Mistake;

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

ModelConfig phi2()
{
    ModelConfig c;
    c.headDimension = 80;
    c.partialRotaryFactor = 0.4;
    return c;
}

ModelConfig yarn()
{
    ModelConfig c;
    c.ropeType = RopeType::Yarn;
    c.headDimension = 64;
    c.ropeTheta = 10000;
    c.maxPositionEmbeddings = 163840;
    c.originalMaxPositionEmbeddings = 4096;
    c.factor = 40;
    return c;
}

const Mistake everyMistake[]
    = { Mistake::None,           Mistake::OtherPairing,  Mistake::WrongTheta,
        Mistake::Bfloat16Angles, Mistake::Float16Angles, Mistake::ScalingTwice,
        Mistake::QueryOffByOne,  Mistake::KeyOffByOne };

} // namespace

class TestRopeMismatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offsetChangesNoScore();
    void distanceZeroSurvivesPairingAndTheta();
    void correctAgainstCorrect();
    void offByOneIsTheNextDistance();
    void scalingTwice();
    void sixteenBitAngles();
    void attentionTotalVariation();
    void seededVectors();
    void names();
};

void TestRopeMismatch::offsetChangesNoScore()
{
    const std::vector<double> q = RopeMismatch::seededVector(7, 128);
    const std::vector<double> k = RopeMismatch::seededVector(8, 128);
    for (const ModelConfig &c : { llama31(), yarn() }) {
        const RopeFrequencies f(c, 8192);
        const RopeMismatch lab(f, RopePairing::Half, Mistake::None);
        const std::vector<double> qh(q.begin(), q.begin() + c.headDimension);
        const std::vector<double> kh(k.begin(), k.begin() + c.headDimension);
        for (const qint64 t : { 1, 17, 1000, 4000 })
            for (const auto &[m, n] : { std::pair<qint64, qint64>(5, 0), { 40, 33 }, { 100, 2 } })
                QVERIFY(
                    near(lab.correctScore(qh, kh, m + t, n + t), lab.correctScore(qh, kh, m, n)));
    }
    // partial rotary: the unrotated 48 dimensions add the same q·k at every offset
    const RopeMismatch lab(RopeFrequencies(phi2()), RopePairing::Half, Mistake::None);
    const std::vector<double> q80(q.begin(), q.begin() + 80);
    const std::vector<double> k80(k.begin(), k.begin() + 80);
    QVERIFY(near(lab.correctScore(q80, k80, 512 + 9, 512), lab.correctScore(q80, k80, 9, 0)));
}

void TestRopeMismatch::distanceZeroSurvivesPairingAndTheta()
{
    const std::vector<double> q = RopeMismatch::seededVector(11, 128);
    const std::vector<double> k = RopeMismatch::seededVector(12, 128);
    const RopeFrequencies f(llama31());
    for (const RopePairing pairing : { RopePairing::Half, RopePairing::Interleaved }) {
        const RopeMismatch pairs(f, pairing, Mistake::OtherPairing);
        const RopeMismatch theta(f, pairing, Mistake::WrongTheta, 10000);
        for (const qint64 m : { 0, 1, 300, 7000 }) {
            QVERIFY(near(pairs.mistakenScore(q, k, m, m), pairs.correctScore(q, k, m, m)));
            QVERIFY(near(theta.mistakenScore(q, k, m, m), theta.correctScore(q, k, m, m)));
        }
        // … but not at a distance
        QVERIFY(!near(pairs.mistakenScore(q, k, 300, 200), pairs.correctScore(q, k, 300, 200)));
        QVERIFY(!near(theta.mistakenScore(q, k, 300, 200), theta.correctScore(q, k, 300, 200)));
        const auto curve = theta.scoreCurve(q, k, 50, 1000);
        QCOMPARE(curve.size(), std::size_t(51));
        QVERIFY(near(curve.front().error, 0));
    }
}

void TestRopeMismatch::correctAgainstCorrect()
{
    const std::vector<double> q = RopeMismatch::seededVector(3, 64);
    const std::vector<double> k = RopeMismatch::seededVector(4, 64);
    const RopeMismatch lab(RopeFrequencies(yarn()), RopePairing::Half, Mistake::None);
    for (const RopeMismatch::ScorePoint &p : lab.scoreCurve(q, k, 300, 300)) {
        QCOMPARE(p.error, 0.0);
        QCOMPARE(p.mistaken, p.correct);
    }
    QCOMPARE(lab.totalVariation(q, k, 120), 0.0);
    // Scaling twice on a model without scaling is no mistake at all.
    ModelConfig plain = phi2();
    const std::vector<double> q80 = RopeMismatch::seededVector(3, 80);
    const RopeMismatch twice(RopeFrequencies(plain), RopePairing::Half, Mistake::ScalingTwice);
    for (const RopeMismatch::ScorePoint &p : twice.scoreCurve(q80, q80, 200, 200))
        QVERIFY(near(p.error, 0, 1e-12));
}

void TestRopeMismatch::offByOneIsTheNextDistance()
{
    const std::vector<double> q = RopeMismatch::seededVector(21, 128);
    const std::vector<double> k = RopeMismatch::seededVector(22, 128);
    const RopeFrequencies f(llama31());
    const RopeMismatch query(f, RopePairing::Half, Mistake::QueryOffByOne);
    const RopeMismatch key(f, RopePairing::Half, Mistake::KeyOffByOne);
    const qint64 m = 64;
    for (qint64 n = 1; n <= m; ++n) {
        // the query one on: distance m + 1 − n; the key one on: m − n − 1
        QVERIFY(near(query.mistakenScore(q, k, m, n), query.correctScore(q, k, m + 1, n)));
        QVERIFY(near(key.mistakenScore(q, k, m, n), key.correctScore(q, k, m, n + 1)));
    }
    QVERIFY(query.totalVariation(q, k, m) > 0);
}

void TestRopeMismatch::scalingTwice()
{
    // Linear with factor 4 applied twice is linear with factor 16.
    ModelConfig c;
    c.ropeType = RopeType::Linear;
    c.headDimension = 64;
    c.factor = 4;
    ModelConfig sixteen = c;
    sixteen.factor = 16;
    const std::vector<double> q = RopeMismatch::seededVector(5, 64);
    const std::vector<double> k = RopeMismatch::seededVector(6, 64);
    const RopeMismatch twice(RopeFrequencies(c), RopePairing::Half, Mistake::ScalingTwice);
    const RopeMismatch right(RopeFrequencies(sixteen), RopePairing::Half, Mistake::None);
    for (const qint64 n : { 0, 10, 99 })
        QVERIFY(near(twice.mistakenScore(q, k, 100, n), right.correctScore(q, k, 100, n)));
    // YaRN: the attention factor applied twice
    const RopeFrequencies y(yarn());
    const RopeMismatch yarnTwice(y, RopePairing::Half, Mistake::ScalingTwice);
    QVERIFY(near(yarnTwice.mistakenRotation().attentionFactor(),
                 y.attentionFactor() * y.attentionFactor(), 1e-15));
}

void TestRopeMismatch::sixteenBitAngles()
{
    const RopeFrequencies f(llama31());
    const RopeMismatch bf16(f, RopePairing::Half, Mistake::Bfloat16Angles);
    const RopeMismatch fp16(f, RopePairing::Half, Mistake::Float16Angles);
    const double theta1 = f.pairs()[1].frequency;
    // Position 300 is not a bfloat16 number (8 significant bits): 300 → 300, 301 → 300.
    const double expected = roundToType(FloatType::BFloat16,
                                        roundToType(FloatType::BFloat16, 301.0)
                                            * roundToType(FloatType::BFloat16, theta1));
    QCOMPARE(bf16.mistakenRotation().angle(1, 301), expected);
    QCOMPARE(bf16.mistakenRotation().angle(1, 301), bf16.mistakenRotation().angle(1, 300));
    QCOMPARE(fp16.mistakenRotation().angle(0, 0), 0.0);
    // At position 0 nothing turns, in any type.
    const std::vector<double> q = RopeMismatch::seededVector(1, 128);
    QVERIFY(near(bf16.mistakenScore(q, q, 0, 0), bf16.correctScore(q, q, 0, 0)));
    // Far out the bfloat16 angles go wrong.
    QVERIFY(std::abs(bf16.scoreCurve(q, q, 5000, 40).back().error) > 1e-3);
}

void TestRopeMismatch::attentionTotalVariation()
{
    const std::vector<double> q = RopeMismatch::seededVector(31, 64);
    const std::vector<double> k = RopeMismatch::seededVector(32, 64);
    const RopeMismatch lab(RopeFrequencies(yarn()), RopePairing::Half, Mistake::OtherPairing);
    const auto curve = lab.attentionCurve(q, k, { 0, 1, 10, 100, 400 });
    QCOMPARE(curve.size(), std::size_t(5));
    QCOMPARE(curve.front().totalVariation, 0.0); // one key: weight 1 either way
    for (const RopeMismatch::AttentionPoint &p : curve)
        QVERIFY(p.totalVariation >= 0 && p.totalVariation <= 1);
    QVERIFY(curve.back().totalVariation > 0);
    QCOMPARE(curve.back().position, qint64(400));
}

void TestRopeMismatch::seededVectors()
{
    const std::vector<double> a = RopeMismatch::seededVector(42, 16);
    QCOMPARE(a, RopeMismatch::seededVector(42, 16));
    QVERIFY(a != RopeMismatch::seededVector(43, 16));
    for (const double x : a) {
        QVERIFY(x >= -1 && x <= 1);
        QVERIFY(near(x * 10, std::round(x * 10), 1e-12));
    }
}

void TestRopeMismatch::names()
{
    for (const Mistake m : everyMistake) {
        Mistake back = Mistake::None;
        QVERIFY(RopeMismatch::mistakeFromName(RopeMismatch::mistakeName(m), &back));
        QCOMPARE(back, m);
    }
    Mistake unused = Mistake::None;
    QVERIFY(!RopeMismatch::mistakeFromName("typo", &unused));
}

QTEST_GUILESS_MAIN(TestRopeMismatch)
#include "tst_ropemismatch.moc"
