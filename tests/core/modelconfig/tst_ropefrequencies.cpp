// SPDX-License-Identifier: GPL-3.0-or-later
// Every rope type's inverse frequencies and attention factor against values computed here, pair by
// pair, straight from the formulas of transformers' modeling_rope_utils.py (not through
// RopeFrequencies), at a relative 1e-12; the "unseen" rule on cases worked out on paper.
#include "core/modelconfig/ropefrequencies.h"
#include "tests/llama31config.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pe;

namespace {

constexpr double pi = 3.141592653589793238462643383279;

bool near(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

ModelConfig config(RopeType type, int head, double theta, qint64 maxPositions)
{
    ModelConfig c;
    c.ropeType = type;
    c.headDimension = head;
    c.ropeTheta = theta;
    c.maxPositionEmbeddings = maxPositions;
    c.originalMaxPositionEmbeddings = maxPositions;
    return c;
}

// 1 / base^(2i/d), written out again
double plain(double base, int i, int d)
{
    return 1.0 / std::pow(base, (2.0 * i) / d);
}

void compare(const RopeFrequencies &f, const std::vector<double> &expected)
{
    QCOMPARE(f.pairs().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(near(f.pairs()[i].frequency, expected[i]),
                 qPrintable(QStringLiteral("pair %1: %2, expected %3")
                                .arg(i)
                                .arg(f.pairs()[i].frequency, 0, 'g', 17)
                                .arg(expected[i], 0, 'g', 17)));
}

} // namespace

class TestRopeFrequencies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultType();
    void partialRotary();
    void linear();
    void dynamic();
    void yarn();
    void yarnUntruncated();
    void yarnMscale();
    void yarnAttentionFactorGiven();
    void longRope();
    void longRopeFactorFromTheLengths();
    void llama3();
    void unseen();
};

void TestRopeFrequencies::defaultType()
{
    const RopeFrequencies f(config(RopeType::Default, 8, 10000, 2048));
    // d = 8, base 10000: θᵢ = 10^(−i), by hand.
    compare(f, { 1, 0.1, 0.01, 0.001 });
    QCOMPARE(f.attentionFactor(), 1.0);
    QVERIFY(near(f.pairs()[2].wavelength, 200 * pi));
    QCOMPARE(f.pairs()[2].factor, 1.0);
}

void TestRopeFrequencies::partialRotary()
{
    // Phi-2: head 80, partial_rotary_factor 0.4: int(80 × 0.4) = 32 rotated, 48 unrotated.
    ModelConfig c = config(RopeType::Default, 80, 10000, 2048);
    c.partialRotaryFactor = 0.4;
    QCOMPARE(c.rotatedDimensions(), 32);
    QCOMPARE(c.unrotatedDimensions(), 48);
    const RopeFrequencies f(c);
    std::vector<double> expected;
    for (int i = 0; i < 16; ++i)
        expected.push_back(plain(10000, i, 32)); // over the rotated 32, not the head's 80
    compare(f, expected);
    // GPT-NeoX-20B: head 96 × 0.25 = 24.
    c.headDimension = 96;
    c.partialRotaryFactor = 0.25;
    QCOMPARE(c.rotatedDimensions(), 24);
}

void TestRopeFrequencies::linear()
{
    ModelConfig c = config(RopeType::Linear, 128, 100000, 16384);
    c.factor = 4;
    const RopeFrequencies f(c);
    std::vector<double> expected;
    for (int i = 0; i < 64; ++i)
        expected.push_back(plain(100000, i, 128) / 4);
    compare(f, expected);
    for (const RopeFrequencies::Pair &p : f.pairs())
        QVERIFY(near(p.factor, 4));
    QCOMPARE(f.attentionFactor(), 1.0);
}

void TestRopeFrequencies::dynamic()
{
    ModelConfig c = config(RopeType::Dynamic, 128, 1000000, 32768);
    c.factor = 2;
    // Up to max_position_embeddings nothing changes.
    const RopeFrequencies within(c, 20000);
    QCOMPARE(within.base(), 1000000.0);
    std::vector<double> expected;
    for (int i = 0; i < 64; ++i)
        expected.push_back(plain(1000000, i, 128));
    compare(within, expected);
    // N = 3L: base' = base·(2·3 − 1)^(128/126).
    const RopeFrequencies longer(c, 3 * 32768);
    const double base = 1000000 * std::pow(5.0, 128.0 / 126.0);
    QVERIFY(near(longer.base(), base));
    expected.clear();
    for (int i = 0; i < 64; ++i)
        expected.push_back(plain(base, i, 128));
    compare(longer, expected);
    QCOMPARE(longer.attentionFactor(), 1.0);
}

namespace {

// YaRN, written out: the correction range, its rounding and clamping, the ramp and the blend.
std::vector<double> yarnBruteForce(int d, double base, double length, double factor, double fast,
                                   double slow, bool truncate)
{
    auto dim = [&](double r) { return d * std::log(length / (r * 2 * pi)) / (2 * std::log(base)); };
    double low = dim(fast);
    double high = dim(slow);
    if (truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, d - 1.0);
    if (low == high)
        high += 0.001;
    std::vector<double> out;
    for (int i = 0; i < d / 2; ++i) {
        const double extrapolation = plain(base, i, d);
        const double interpolation = 1.0 / (factor * std::pow(base, (2.0 * i) / d));
        double ramp = (i - low) / (high - low);
        ramp = ramp < 0 ? 0 : (ramp > 1 ? 1 : ramp);
        const double extrapolationFactor = 1 - ramp;
        out.push_back(interpolation * (1 - extrapolationFactor)
                      + extrapolation * extrapolationFactor);
    }
    return out;
}

} // namespace

void TestRopeFrequencies::yarn()
{
    // Qwen2.5-7B's model-card setting: head 128, base 1e6, factor 4, L = 32768.
    ModelConfig c = config(RopeType::Yarn, 128, 1000000, 32768);
    c.factor = 4;
    const RopeFrequencies f(c);
    compare(f, yarnBruteForce(128, 1000000, 32768, 4, 32, 1, true));
    QVERIFY(near(f.attentionFactor(), 0.1 * std::log(4.0) + 1));
    // low = floor(128·ln(32768/(64π)) / (2 ln 1e6)) = floor(23.59…) = 23,
    // high = ceil(128·ln(32768/(2π)) / (2 ln 1e6)) = ceil(39.65…) = 40.
    QCOMPARE(f.rampLow(), 23.0);
    QCOMPARE(f.rampHigh(), 40.0);
    QCOMPARE(f.pairs()[0].factor, 1.0); // fast pairs keep their frequency
    QVERIFY(near(f.pairs()[63].frequency, plain(1000000, 63, 128) / 4)); // slow ones are divided
}

void TestRopeFrequencies::yarnUntruncated()
{
    // gpt-oss-20b: head 64, base 150000, factor 32, L = 4096, truncate false.
    ModelConfig c = config(RopeType::Yarn, 64, 150000, 131072);
    c.originalMaxPositionEmbeddings = 4096;
    c.factor = 32;
    c.truncate = false;
    const RopeFrequencies f(c);
    compare(f, yarnBruteForce(64, 150000, 4096, 32, 32, 1, false));
    // low = 64·ln(4096/(64π)) / (2 ln 150000) = 8.09…, high = 17.39…: not rounded.
    QVERIFY(near(f.rampLow(), 64 * std::log(4096 / (64 * pi)) / (2 * std::log(150000.0))));
    QVERIFY(near(f.rampHigh(), 64 * std::log(4096 / (2 * pi)) / (2 * std::log(150000.0))));
    c.truncate = true;
    compare(RopeFrequencies(c), yarnBruteForce(64, 150000, 4096, 32, 32, 1, true));
}

void TestRopeFrequencies::yarnMscale()
{
    // DeepSeek-V2's mscale = mscale_all_dim = 0.707 cancel; unequal ones do not.
    ModelConfig c = config(RopeType::Yarn, 64, 10000, 163840);
    c.originalMaxPositionEmbeddings = 4096;
    c.factor = 40;
    c.mscale = 0.707;
    c.mscaleAllDim = 0.707;
    QVERIFY(near(RopeFrequencies(c).attentionFactor(), 1));
    c.mscale = 1;
    c.mscaleAllDim = 0.5;
    const double expected = (0.1 * 1 * std::log(40.0) + 1) / (0.1 * 0.5 * std::log(40.0) + 1);
    QVERIFY(near(RopeFrequencies(c).attentionFactor(), expected));
    // Only one of them: the plain 0.1·ln(s) + 1.
    c.mscaleAllDim = 0;
    QVERIFY(near(RopeFrequencies(c).attentionFactor(), 0.1 * std::log(40.0) + 1));
    compare(RopeFrequencies(c), yarnBruteForce(64, 10000, 4096, 40, 32, 1, true));
    QCOMPARE(RopeFrequencies::yarnMscale(0.5), 1.0);
}

void TestRopeFrequencies::yarnAttentionFactorGiven()
{
    ModelConfig c = config(RopeType::Yarn, 64, 10000, 8192);
    c.factor = 8;
    c.betaFast = 16;
    c.betaSlow = 2;
    c.attentionFactor = 1.25;
    const RopeFrequencies f(c);
    QCOMPARE(f.attentionFactor(), 1.25);
    compare(f, yarnBruteForce(64, 10000, 8192, 8, 16, 2, true));
}

namespace {

ModelConfig phi3()
{
    ModelConfig c = config(RopeType::LongRope, 96, 10000, 131072);
    c.originalMaxPositionEmbeddings = 4096;
    c.originalAtTopLevel = true;
    for (int i = 0; i < 48; ++i) {
        c.shortFactor.push_back(1 + 0.05 * i);
        c.longFactor.push_back(1 + 1.25 * i);
    }
    return c;
}

} // namespace

void TestRopeFrequencies::longRope()
{
    const ModelConfig c = phi3();
    // Runs up to the original length use short_factor, longer ones long_factor.
    const RopeFrequencies shortRun(c, 4096);
    const RopeFrequencies longRun(c, 4097);
    QVERIFY(!shortRun.longFactors());
    QVERIFY(longRun.longFactors());
    std::vector<double> shortExpected;
    std::vector<double> longExpected;
    for (int i = 0; i < 48; ++i) {
        const double shape = std::pow(10000.0, (2.0 * i) / 96);
        shortExpected.push_back(1.0 / ((1 + 0.05 * i) * shape));
        longExpected.push_back(1.0 / ((1 + 1.25 * i) * shape));
    }
    compare(shortRun, shortExpected);
    compare(longRun, longExpected);
    // factor = 131072 / 4096 = 32: √(1 + ln 32 / ln 4096) = √(1 + 5/12).
    QVERIFY(near(longRun.attentionFactor(), std::sqrt(1 + 5.0 / 12)));
    QVERIFY(near(shortRun.attentionFactor(), std::sqrt(1 + 5.0 / 12)));
    // The default run length is max_position_embeddings: long factors.
    QVERIFY(RopeFrequencies(c).longFactors());
}

void TestRopeFrequencies::longRopeFactorFromTheLengths()
{
    ModelConfig c = phi3();
    c.factor = 2; // ignored when the top level names the original length
    QVERIFY(near(RopeFrequencies(c).attentionFactor(), std::sqrt(1 + 5.0 / 12)));
    c.originalAtTopLevel = false; // then the rope object's factor counts
    QVERIFY(near(RopeFrequencies(c).attentionFactor(),
                 std::sqrt(1 + std::log(2.0) / std::log(4096.0))));
    c.factor = 1;
    QCOMPARE(RopeFrequencies(c).attentionFactor(), 1.0);
    c.attentionFactor = 0.9;
    QCOMPARE(RopeFrequencies(c).attentionFactor(), 0.9);
}

void TestRopeFrequencies::llama3()
{
    // Llama 3.1: head 128, base 500000, factor 8, low 1, high 4, L = 8192.
    const RopeFrequencies f(modeltest::llama31());
    std::vector<double> expected;
    int low = 0;
    int middle = 0;
    int high = 0;
    for (int i = 0; i < 64; ++i) {
        const double theta = plain(500000, i, 128);
        const double wavelength = 2 * pi / theta;
        if (wavelength < 8192.0 / 4) {
            expected.push_back(theta);
            ++high;
        } else if (wavelength > 8192.0 / 1) {
            expected.push_back(theta / 8);
            ++low;
        } else {
            const double smooth = (8192 / wavelength - 1) / (4 - 1);
            expected.push_back((1 - smooth) * theta / 8 + smooth * theta);
            ++middle;
        }
    }
    compare(f, expected);
    QVERIFY(low > 0 && middle > 0 && high > 0); // all three bands are there
    QCOMPARE(f.attentionFactor(), 1.0);
}

void TestRopeFrequencies::unseen()
{
    // d = 8, base 10000, L = 2048: L·θᵢ = 2048, 204.8, 20.48, 2.048: only pair 3 never turned.
    ModelConfig c = config(RopeType::Default, 8, 10000, 2048);
    const RopeFrequencies same(c); // run = training length: nothing new
    for (const RopeFrequencies::Pair &p : same.pairs())
        QVERIFY(!p.unseen);
    const RopeFrequencies longer(c, 4096); // extrapolation: pair 3 reaches 4.096 > 2.048
    QVERIFY(longer.pairs()[3].unseen);
    QVERIFY(!longer.pairs()[2].unseen);
    QVERIFY(near(longer.pairs()[3].trainedAngle, 2.048));
    QVERIFY(near(longer.pairs()[3].runAngle, 4.096));
    // Linear with factor 2 on a 4096 run: 4096·θ/2 = 2048·θ exactly: not unseen.
    c.ropeType = RopeType::Linear;
    c.factor = 2;
    const RopeFrequencies interpolated(c, 4096);
    for (const RopeFrequencies::Pair &p : interpolated.pairs())
        QVERIFY(!p.unseen);
}

QTEST_GUILESS_MAIN(TestRopeFrequencies)
#include "tst_ropefrequencies.moc"
