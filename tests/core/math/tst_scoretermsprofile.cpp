// SPDX-License-Identifier: GPL-3.0-or-later
// The four score terms against the distance: each entry is ScoreTerms at (start, start + Δ); the
// W_Qᵀ W_K = I term is the sinusoidal distance profile from any start, the toy-weight
// position · position term is not (it moves with the start), content · content ignores Δ.
#include "core/math/distanceprofile.h"
#include "core/math/scoretermsprofile.h"

#include <QtTest>

#include <cmath>

using namespace pe;

class TestScoreTermsProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void entriesAreScoreTerms();
    void onlyTheIdentityTermIsRelative();

private:
    const ToyAttention m_toy = ToyAttention({ "A", "B", "C", "D" });
};

void TestScoreTermsProfile::entriesAreScoreTerms()
{
    const std::vector<ScoreTerms> terms = ScoreTermsProfile::along(m_toy, "D", "A", 5, 20);
    QCOMPARE(terms.size(), std::size_t(20));
    for (int delta = 0; delta < 20; ++delta) {
        const ScoreTerms direct = ScoreTerms::compute(m_toy, "D", 5, "A", 5 + delta);
        const ScoreTerms &t = terms[std::size_t(delta)];
        QCOMPARE(t.contentContent, direct.contentContent);
        QCOMPARE(t.positionPosition, direct.positionPosition);
        QCOMPARE(t.total, direct.total);
        QCOMPARE(t.identityPositionPosition, direct.identityPositionPosition);
    }
}

void TestScoreTermsProfile::onlyTheIdentityTermIsRelative()
{
    const int count = 40;
    const std::vector<double> sinusoid
        = DistanceProfile::sinusoidal(ToyAttention::width, 10000, count);
    const std::vector<ScoreTerms> first = ScoreTermsProfile::along(m_toy, "D", "A", 0, count);
    const std::vector<ScoreTerms> later = ScoreTermsProfile::along(m_toy, "D", "A", 17, count);
    double largestMove = 0;
    for (int delta = 0; delta < count; ++delta) {
        const std::size_t k = std::size_t(delta);
        QVERIFY(std::abs(first[k].identityPositionPosition - sinusoid[k]) <= 1e-12);
        QVERIFY(std::abs(later[k].identityPositionPosition - sinusoid[k]) <= 1e-12);
        QVERIFY(std::abs(first[k].contentContent - first[0].contentContent) <= 1e-15);
        largestMove = std::max(largestMove,
                               std::abs(first[k].positionPosition - later[k].positionPosition));
    }
    QVERIFY2(largestMove > 1e-3, qPrintable(QString::number(largestMove)));
}

QTEST_GUILESS_MAIN(TestScoreTermsProfile)

#include "tst_scoretermsprofile.moc"
