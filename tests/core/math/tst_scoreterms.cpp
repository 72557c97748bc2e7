// SPDX-License-Identifier: GPL-3.0-or-later
// The four terms of the attention score: they add up to the score, the position · position term
// is the same through the relative shift, and with W_Qᵀ W_K = I it depends on m − n alone.
#include "core/math/comparison.h"
#include "core/math/scoreterms.h"

#include <QTest>

#include <cmath>

using namespace pe;

class TestScoreTerms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void termsAddUp_data();
    void termsAddUp();
    void identityDependsOnDistanceOnly_data();
    void identityDependsOnDistanceOnly();
    void toyWeightsSeeAbsolutePositions();
    void contentTermIgnoresPosition();

private:
    const ToyAttention m_toy = ToyAttention({ "A", "B", "C", "D" });
};

void TestScoreTerms::termsAddUp_data()
{
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("m");
    QTest::addRow("1, 4") << 1.0 << 4.0;
    QTest::addRow("11, 14") << 11.0 << 14.0;
    QTest::addRow("101, 104") << 101.0 << 104.0;
    QTest::addRow("key before query") << 20.0 << 5.0;
    QTest::addRow("same position") << 7.0 << 7.0;
}

void TestScoreTerms::termsAddUp()
{
    QFETCH(double, n);
    QFETCH(double, m);
    const ScoreTerms t = ScoreTerms::compute(m_toy, "D", n, "A", m);
    QVERIFY(std::abs(t.sum() - t.total) < 1e-12);
    QVERIFY(std::abs(t.positionPositionShifted - t.positionPosition) < 1e-12);
    QVERIFY(std::abs(t.identityPositionPosition - peDot(ToyAttention::encoding(), n, m)) < 1e-12);
}

void TestScoreTerms::identityDependsOnDistanceOnly_data()
{
    QTest::addColumn<double>("distance");
    QTest::addRow("3") << 3.0;
    QTest::addRow("40") << 40.0;
    QTest::addRow("-5") << -5.0;
}

void TestScoreTerms::identityDependsOnDistanceOnly()
{
    QFETCH(double, distance);
    const ScoreTerms first = ScoreTerms::compute(m_toy, "D", 1, "A", 1 + distance);
    for (double n : { 11.0, 101.0, 1000.0 }) {
        const ScoreTerms t = ScoreTerms::compute(m_toy, "D", n, "A", n + distance);
        QVERIFY(std::abs(t.identityPositionPosition - first.identityPositionPosition) < 1e-12);
    }
    // Σ cos(distance / denominator) over the four pairs of d = 8.
    double expected = 0;
    for (double z : { 1.0, 10.0, 100.0, 1000.0 })
        expected += std::cos(distance / z);
    QVERIFY(std::abs(first.identityPositionPosition - expected) < 1e-12);
}

void TestScoreTerms::toyWeightsSeeAbsolutePositions()
{
    // Honest: with the toy W_Q and W_K the position · position term changes along a fixed m − n.
    const ScoreTerms a = ScoreTerms::compute(m_toy, "D", 1, "A", 4);
    const ScoreTerms b = ScoreTerms::compute(m_toy, "D", 11, "A", 14);
    QVERIFY(std::abs(a.positionPosition - b.positionPosition) > 0.1);
}

void TestScoreTerms::contentTermIgnoresPosition()
{
    const ScoreTerms a = ScoreTerms::compute(m_toy, "D", 1, "A", 4);
    const ScoreTerms b = ScoreTerms::compute(m_toy, "D", 30, "A", 2);
    QCOMPARE(a.contentContent, b.contentContent);
    const ToyAttention::Vector q
        = ToyAttention::multiply(m_toy.queryWeights(), m_toy.embedding("D"));
    const ToyAttention::Vector k = ToyAttention::multiply(m_toy.keyWeights(), m_toy.embedding("A"));
    QVERIFY(std::abs(a.contentContent - ToyAttention::dot(q, k)) < 1e-12);
}

QTEST_GUILESS_MAIN(TestScoreTerms)
#include "tst_scoreterms.moc"
