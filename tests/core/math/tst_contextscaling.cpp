// SPDX-License-Identifier: GPL-3.0-or-later
// The three context scalings against values computed by hand (d = 8 or 16, base 10000, so
// θᵢ = 10^(−i) or 10^(−i/2)), and the "unseen" rule on cases worked out on paper.
#include "core/math/contextscaling.h"

#include <QtTest>

#include <cmath>

using namespace pe;
using Method = ContextScaling::Method;

namespace {

bool near(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestContextScaling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void positionInterpolation();
    void ntk();
    void ntkUnseenPairs();
    void yarn();
    void yarnBelowOne();
    void names();
};

void TestContextScaling::positionInterpolation()
{
    const ContextScaling scaling(Method::PositionInterpolation, 4, 2048, 8, 10000);
    QCOMPARE(scaling.pairs().size(), std::size_t(4));
    QCOMPARE(scaling.scaledBase(), 10000.0);
    QCOMPARE(scaling.attentionFactor(), 1.0);
    for (int i = 0; i < 4; ++i) {
        const ContextScaling::Pair &p = scaling.pairs()[std::size_t(i)];
        QCOMPARE(p.index, i);
        QVERIFY(near(p.frequency, std::pow(10.0, -i)));
        QVERIFY(near(p.scaledFrequency, std::pow(10.0, -i) / 4));
        QVERIFY(near(p.wavelength, 2 * M_PI * std::pow(10.0, i)));
        QVERIFY(near(p.scaledWavelength, 8 * M_PI * std::pow(10.0, i)));
        // s·L·θ/s = L·θ: interpolation never leaves the trained angles.
        QVERIFY(near(p.trainedAngle, 2048 * std::pow(10.0, -i)));
        QVERIFY(near(p.runAngle, p.trainedAngle));
        QVERIFY(!p.unseen);
    }
}

void TestContextScaling::ntk()
{
    // base' = 10000·4^(8/6) = 63496.04207872797; the slowest pair is divided by s exactly.
    const ContextScaling scaling(Method::Ntk, 4, 2048, 8, 10000);
    QVERIFY(near(scaling.scaledBase(), 63496.04207872797));
    QVERIFY(near(scaling.pairs()[0].scaledFrequency, 1.0));
    QVERIFY(near(scaling.pairs()[3].scaledFrequency, 0.001 / 4));
    QVERIFY(near(scaling.pairs()[1].scaledFrequency, std::pow(63496.04207872797, -0.25)));
    for (const ContextScaling::Pair &p : scaling.pairs())
        QVERIFY(!p.unseen); // pair 3 (L·θ = 2.048 < 2π) lands exactly on L·θ
}

void TestContextScaling::ntkUnseenPairs()
{
    // d = 16, L = 512: θᵢ = 10^(−i/2); L·θᵢ < 2π for i ≥ 4. NTK: θᵢ′ = θᵢ·s^(−i/7), so the
    // run reaches s^(1 − i/7)·L·θᵢ: beyond training for i = 4, 5, 6, exactly it for i = 7.
    const ContextScaling scaling(Method::Ntk, 4, 512, 16, 10000);
    QVERIFY(near(scaling.pairs()[4].scaledFrequency, 0.004528618321319533));
    QVERIFY(near(4 * scaling.pairs()[4].scaledFrequency / scaling.pairs()[4].frequency,
                 1.8114473285278132));
    const bool expected[] = { false, false, false, false, true, true, true, false };
    for (int i = 0; i < 8; ++i) {
        const ContextScaling::Pair &p = scaling.pairs()[std::size_t(i)];
        QVERIFY2(p.unseen == expected[i], qPrintable(QString::number(i)));
        // The band the run needs is s^(1 − i/7) times the trained one.
        QVERIFY(near(p.trainedAngle, 512 * std::pow(10.0, -i / 2.0)));
        QVERIFY(near(p.runAngle, p.trainedAngle * std::pow(4.0, 1 - i / 7.0), 1e-10));
    }
}

void TestContextScaling::yarn()
{
    // d = 8, L = 2048, s = 4: r_i = 2048·10^(−i)/2π = 325.9, 32.59, 3.2595, 0.32595.
    const ContextScaling scaling(Method::Yarn, 4, 2048, 8, 10000);
    QVERIFY(near(scaling.attentionFactor(), 1.138629436111989));
    const std::vector<ContextScaling::Pair> &p = scaling.pairs();
    QCOMPARE(p[0].ramp, 1.0);
    QCOMPARE(p[1].ramp, 1.0);
    QVERIFY(near(p[0].scaledFrequency, 1.0));
    QVERIFY(near(p[1].scaledFrequency, 0.1));
    QVERIFY(near(p[2].ramp, 0.07288687853296828, 1e-10));
    QVERIFY(near(p[2].scaledFrequency, 0.0030466515889972625, 1e-10));
    QCOMPARE(p[3].ramp, 0.0);
    QVERIFY(near(p[3].scaledFrequency, 0.001 / 4));
    for (const ContextScaling::Pair &pair : p)
        QVERIFY(!pair.unseen);
}

void TestContextScaling::yarnBelowOne()
{
    // As in the reference code's get_mscale: no attention factor for s ≤ 1.
    QCOMPARE(ContextScaling(Method::Yarn, 0.5, 2048, 8, 10000).attentionFactor(), 1.0);
    QCOMPARE(ContextScaling(Method::Yarn, 1, 2048, 8, 10000).attentionFactor(), 1.0);
    QVERIFY(near(ContextScaling(Method::Yarn, 16, 2048, 8, 10000).attentionFactor(),
                 0.1 * std::log(16.0) + 1));
}

void TestContextScaling::names()
{
    Method method = Method::PositionInterpolation;
    QVERIFY(ContextScaling::methodFromName("yarn", &method));
    QCOMPARE(method, Method::Yarn);
    QVERIFY(ContextScaling::methodFromName("ntk", &method));
    QCOMPARE(method, Method::Ntk);
    QVERIFY(ContextScaling::methodFromName("pi", &method));
    QCOMPARE(method, Method::PositionInterpolation);
    QVERIFY(!ContextScaling::methodFromName("PI", &method));
}

QTEST_GUILESS_MAIN(TestContextScaling)

#include "tst_contextscaling.moc"
