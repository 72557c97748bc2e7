// SPDX-License-Identifier: GPL-3.0-or-later
// Two orders of the same tokens through the toy attention: the compared token's output is the
// same to 1e-12 with positions off and differs with positions on; its weights are the same
// numbers moved with their tokens; the keys are the ones the worksheet promises.
#include "core/lessons/permutationvalues.h"
#include "core/math/permutationdemo.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace pe;

namespace {

double valueOf(const QList<LessonValue> &values, const QString &key)
{
    for (const LessonValue &v : values)
        if (v.key == key)
            return v.value;
    return std::nan("");
}

} // namespace

class TestPermutationDemo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demos_data();
    void demos();
    void offEqualOnDifferent_data();
    void offEqualOnDifferent();
    void weightsMoveWithTheirTokens_data();
    void weightsMoveWithTheirTokens();
    void keys();
    void forStep();
};

void TestPermutationDemo::demos_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("query");
    QTest::addRow("abcd") << 0 << "ABCD"
                          << "CBAD"
                          << "D";
    QTest::addRow("nidawo") << 1 << "你打我"
                            << "我打你"
                            << "打";
    QTest::addRow("dog") << 2 << "dog bites man"
                         << "man bites dog"
                         << "bites";
}

static PermutationDemo demo(int which)
{
    return which == 0 ? PermutationDemo::abcd()
                      : (which == 1 ? PermutationDemo::niDaWo() : PermutationDemo::dogBitesMan());
}

void TestPermutationDemo::demos()
{
    QFETCH(int, which);
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QString, query);
    const PermutationDemo d = demo(which);
    QCOMPARE(d.sentence(false), first);
    QCOMPARE(d.sentence(true), second);
    QCOMPARE(d.query(), query);
    QCOMPARE(d.second.value(d.place), query);
    // The same tokens, another order.
    QStringList a = d.first;
    QStringList b = d.second;
    a.sort();
    b.sort();
    QCOMPARE(a, b);
    QVERIFY(d.first != d.second);
}

void TestPermutationDemo::offEqualOnDifferent_data()
{
    demos_data();
}

void TestPermutationDemo::offEqualOnDifferent()
{
    QFETCH(int, which);
    const PermutationDemo d = demo(which);
    const QList<LessonValue> values = permutationValues(d);
    double onDifference = 0;
    for (int k = 0; k < ToyAttention::width; ++k) {
        const double a = valueOf(values, d.outputKey(false, false, k));
        const double b = valueOf(values, d.outputKey(true, false, k));
        QVERIFY(std::isfinite(a) && std::isfinite(b));
        QVERIFY2(std::abs(a - b) <= 1e-12, qPrintable(d.outputKey(false, false, k)));
        onDifference += std::abs(valueOf(values, d.outputKey(false, true, k))
                                 - valueOf(values, d.outputKey(true, true, k)));
    }
    QVERIFY(onDifference > 0.1);
    QVERIFY(valueOf(values, d.differenceKey(false)) <= 1e-12);
    QVERIFY(valueOf(values, d.differenceKey(true)) > 0.1);
}

void TestPermutationDemo::weightsMoveWithTheirTokens_data()
{
    demos_data();
}

void TestPermutationDemo::weightsMoveWithTheirTokens()
{
    QFETCH(int, which);
    const PermutationDemo d = demo(which);
    const QList<LessonValue> values = permutationValues(d);
    for (int j = 0; j < d.first.size(); ++j) {
        const int there = int(d.second.indexOf(d.first.at(j)));
        QVERIFY(std::abs(valueOf(values, d.weightKey(false, false, j))
                         - valueOf(values, d.weightKey(true, false, there)))
                <= 1e-12);
    }
}

void TestPermutationDemo::keys()
{
    const PermutationDemo d = PermutationDemo::abcd();
    QCOMPARE(d.outputKey(false, false, 0), QStringLiteral("o_d_abcd_off_0"));
    QCOMPARE(d.outputKey(true, true, 7), QStringLiteral("o_d_cbad_on_7"));
    QCOMPARE(d.weightKey(false, true, 2), QStringLiteral("w_d_abcd_on_2"));
    QCOMPARE(d.differenceKey(false), QStringLiteral("o_d_diff_off"));
    QSet<QString> seen;
    for (const LessonValue &v : permutationValues(d)) {
        QVERIFY2(!seen.contains(v.key), qPrintable(v.key));
        seen.insert(v.key);
        QVERIFY(!v.label.isEmpty());
    }
    // 2 switches × 2 orders × (4 weights + 8 outputs) + 2 differences.
    QCOMPARE(seen.size(), 2 * 2 * (4 + 8) + 2);
}

void TestPermutationDemo::forStep()
{
    QCOMPARE(int(PermutationDemo::forStep("order").size()), 1);
    QCOMPARE(int(PermutationDemo::forStep("permutation").size()), 2);
    QVERIFY(PermutationDemo::forStep("setup").empty());
}

QTEST_GUILESS_MAIN(TestPermutationDemo)
#include "tst_permutationdemo.moc"
