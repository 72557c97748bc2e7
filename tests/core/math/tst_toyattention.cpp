// SPDX-License-Identifier: GPL-3.0-or-later
// The toy self-attention: its fixed numbers, softmax weights that sum to 1, outputs that are the
// weighted sums of the values, permutation equivariance without positions (to 1e-12) and
// different outputs with the sinusoidal encoding added.
#include "core/math/toyattention.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace pe;

namespace {

const QStringList vocabulary = { "A", "B", "C", "D" };

double maxDifference(const ToyAttention::Vector &a, const ToyAttention::Vector &b)
{
    double worst = 0;
    for (size_t k = 0; k < a.size(); ++k)
        worst = std::max(worst, std::abs(a[k] - b[k]));
    return worst;
}

} // namespace

class TestToyAttention : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixedNumbers_data();
    void fixedNumbers();
    void tenthsOnly();
    void weightsSumToOne_data();
    void weightsSumToOne();
    void outputIsWeightedSum();
    void permutationEquivariant_data();
    void permutationEquivariant();
    void positionsBreakTheSymmetry();
    void inputsAddTheEncoding();
};

void TestToyAttention::fixedNumbers_data()
{
    // Golden values: a change of the generator or of the drawing order shows here first.
    QTest::addColumn<QString>("token");
    QTest::addColumn<QList<double>>("embedding");
    QTest::addRow("A") << "A" << QList<double> { 0.9, 0.2, -0.7, 0.5, 0.4, -0.8, 0.4, -1.0 };
    QTest::addRow("D") << "D" << QList<double> { 0.1, -0.5, 0.4, -0.2, 0.5, -0.7, 0.6, -0.6 };
}

void TestToyAttention::fixedNumbers()
{
    QFETCH(QString, token);
    QFETCH(QList<double>, embedding);
    const ToyAttention toy(vocabulary);
    QCOMPARE(toy.seed(), ToyAttention::defaultSeed);
    const ToyAttention::Vector &e = toy.embedding(token);
    QCOMPARE(int(e.size()), ToyAttention::width);
    for (int k = 0; k < ToyAttention::width; ++k)
        QVERIFY(std::abs(e[size_t(k)] - embedding.at(k)) < 1e-12);
    QVERIFY(std::abs(toy.queryWeights()[0][0] - 0.6) < 1e-12);
    QVERIFY(std::abs(toy.keyWeights()[0][0] - (-0.8)) < 1e-12);
    QVERIFY(std::abs(toy.valueWeights()[0][0] - 1.0) < 1e-12);
}

void TestToyAttention::tenthsOnly()
{
    const ToyAttention toy(vocabulary);
    for (const ToyAttention::Matrix *m :
         { &toy.queryWeights(), &toy.keyWeights(), &toy.valueWeights() }) {
        QCOMPARE(int(m->size()), ToyAttention::width);
        for (const ToyAttention::Vector &row : *m) {
            QCOMPARE(int(row.size()), ToyAttention::width);
            for (double v : row) {
                QVERIFY(v >= -1.0 && v <= 1.0);
                QVERIFY(std::abs(v * 10 - std::round(v * 10)) < 1e-12);
            }
        }
    }
}

void TestToyAttention::weightsSumToOne_data()
{
    QTest::addColumn<bool>("positions");
    QTest::addRow("off") << false;
    QTest::addRow("on") << true;
}

void TestToyAttention::weightsSumToOne()
{
    QFETCH(bool, positions);
    const ToyAttention::Result r = ToyAttention(vocabulary).run(vocabulary, positions);
    QCOMPARE(int(r.weights.size()), 4);
    for (const ToyAttention::Vector &row : r.weights) {
        double sum = 0;
        for (double w : row) {
            QVERIFY(w > 0 && w < 1);
            sum += w;
        }
        QVERIFY(std::abs(sum - 1) < 1e-12);
    }
}

void TestToyAttention::outputIsWeightedSum()
{
    // Recomputed here from the definitions, without the class's softmax shift.
    const ToyAttention toy(vocabulary);
    const ToyAttention::Result r = toy.run(vocabulary, true);
    for (size_t i = 0; i < 4; ++i) {
        double denominator = 0;
        std::vector<double> e(4);
        for (size_t j = 0; j < 4; ++j) {
            const double score
                = ToyAttention::dot(ToyAttention::multiply(toy.queryWeights(), r.inputs[i]),
                                    ToyAttention::multiply(toy.keyWeights(), r.inputs[j]))
                / std::sqrt(8.0);
            QVERIFY(std::abs(score - r.scores[i][j]) < 1e-12);
            e[j] = std::exp(score);
            denominator += e[j];
        }
        ToyAttention::Vector expected(8, 0.0);
        for (size_t j = 0; j < 4; ++j) {
            const ToyAttention::Vector v = ToyAttention::multiply(toy.valueWeights(), r.inputs[j]);
            for (size_t c = 0; c < 8; ++c)
                expected[c] += e[j] / denominator * v[c];
        }
        QVERIFY(maxDifference(expected, r.outputs[i]) < 1e-12);
    }
}

void TestToyAttention::permutationEquivariant_data()
{
    QTest::addColumn<QStringList>("order");
    QStringList order = vocabulary;
    do {
        QTest::addRow("%s", qPrintable(order.join(QString()))) << order;
    } while (std::next_permutation(order.begin(), order.end()));
}

void TestToyAttention::permutationEquivariant()
{
    // Without positions every token's output is the same whatever the order of the others.
    QFETCH(QStringList, order);
    const ToyAttention toy(vocabulary);
    const ToyAttention::Result reference = toy.run(vocabulary, false);
    const ToyAttention::Result shuffled = toy.run(order, false);
    for (int i = 0; i < order.size(); ++i) {
        const int original = int(vocabulary.indexOf(order.at(i)));
        QVERIFY(maxDifference(shuffled.outputs[size_t(i)], reference.outputs[size_t(original)])
                <= 1e-12);
    }
}

void TestToyAttention::positionsBreakTheSymmetry()
{
    const ToyAttention toy(vocabulary);
    const QStringList cbad = { "C", "B", "A", "D" };
    const ToyAttention::Vector off1 = toy.run(vocabulary, false).outputs[3];
    const ToyAttention::Vector off2 = toy.run(cbad, false).outputs[3];
    const ToyAttention::Vector on1 = toy.run(vocabulary, true).outputs[3];
    const ToyAttention::Vector on2 = toy.run(cbad, true).outputs[3];
    QVERIFY(ToyAttention::distance(off1, off2) <= 1e-12);
    QVERIFY(ToyAttention::distance(on1, on2) > 0.1);
}

void TestToyAttention::inputsAddTheEncoding()
{
    const ToyAttention toy(vocabulary);
    const auto off = toy.inputs(vocabulary, false);
    const auto on = toy.inputs(vocabulary, true);
    const Encoding pe = ToyAttention::encoding();
    for (size_t i = 0; i < 4; ++i) {
        const ToyAttention::Vector p = pe.vector(double(i));
        for (size_t c = 0; c < 8; ++c)
            QVERIFY(std::abs(on[i][c] - off[i][c] - p[c]) < 1e-15);
    }
    QVERIFY(std::abs(on[0][1] - (0.2 + 1.0)) < 1e-15); // E_A[1] + cos 0
}

QTEST_GUILESS_MAIN(TestToyAttention)
#include "tst_toyattention.moc"
