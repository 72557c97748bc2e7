// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the lesson "Beyond the sinusoid" against formulas written out here by hand: the
// three distance profiles, the longer contexts' unseen pairs, and the pairs before and after
// PI / NTK / YaRN (the other steps: tst_beyondvalues).
#include "core/lessons/lessonvalues.h"
#include "tests/core/lessons/beyond/beyondsteps.h"

#include <QTest>

#include <cmath>
#include <complex>

using namespace pe;
using namespace pe::beyondtest;

class TestBeyondContextValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void profiles_data();
    void profiles();
    void longerContexts();
    void scalings_data();
    void scalings();
};

void TestBeyondContextValues::profiles_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 100, 1000, 8192 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondContextValues::profiles()
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

void TestBeyondContextValues::longerContexts()
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

void TestBeyondContextValues::scalings_data()
{
    QTest::addColumn<int>("delta");
    for (int delta : { 1, 3, 4096 })
        QTest::addRow("delta %d", delta) << delta;
}

void TestBeyondContextValues::scalings()
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

QTEST_MAIN(TestBeyondContextValues)
#include "tst_beyondcontextvalues.moc"
