// SPDX-License-Identifier: GPL-3.0-or-later
// Adam's update against the formulas of Kingma and Ba computed by hand, over three steps, for
// every tensor of the model's parameters.
#include "core/training/adamoptimizer.h"

#include <QTest>

#include <cmath>

using namespace pe;

class TestAdamOptimizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesTheFormulas();
};

void TestAdamOptimizer::matchesTheFormulas()
{
    ModelParameters theta(3, 2, 2, 2);
    for (int t = 0; t < ModelParameters::tensorCount; ++t)
        for (std::size_t k = 0; k < theta.tensor(t).size(); ++k)
            theta.tensor(t)[k] = 0.1 * double(t) - 0.05 * double(k);
    ModelParameters expected = theta;
    const double lr = 0.01, b1 = 0.9, b2 = 0.999, eps = 1e-8;
    AdamOptimizer adam(theta, lr, b1, b2, eps);
    const std::size_t n = theta.size();
    std::vector<double> m(n, 0.0), v(n, 0.0);
    for (int step = 1; step <= 3; ++step) {
        ModelParameters g = theta.zeros();
        std::size_t flat = 0;
        for (int t = 0; t < ModelParameters::tensorCount; ++t) {
            for (std::size_t k = 0; k < g.tensor(t).size(); ++k, ++flat) {
                const double gk = std::sin(double(flat + 1) * step); // any numbers, both signs
                g.tensor(t)[k] = gk;
                m[flat] = b1 * m[flat] + (1 - b1) * gk;
                v[flat] = b2 * v[flat] + (1 - b2) * gk * gk;
                const double mHat = m[flat] / (1 - std::pow(b1, step));
                const double vHat = v[flat] / (1 - std::pow(b2, step));
                expected.tensor(t)[k] -= lr * mHat / (std::sqrt(vHat) + eps);
            }
        }
        adam.update(g, &theta);
        QCOMPARE(adam.steps(), step);
        for (int t = 0; t < ModelParameters::tensorCount; ++t)
            for (std::size_t k = 0; k < theta.tensor(t).size(); ++k)
                QVERIFY(std::abs(theta.tensor(t)[k] - expected.tensor(t)[k]) < 1e-15);
    }
}

QTEST_APPLESS_MAIN(TestAdamOptimizer)
#include "tst_adamoptimizer.moc"
