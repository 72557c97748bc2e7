// SPDX-License-Identifier: GPL-3.0-or-later
// Each common mistake, simulated, shows its symptom next to the correct result.
#include "core/lessons/lessonmistakes.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace pe;
using Mistake = LessonMistakes::Mistake;

Q_DECLARE_METATYPE(pe::LessonMistakes::Mistake)

namespace {

LessonParameters at(int q)
{
    LessonParameters parameters;
    parameters.q = q;
    return parameters;
}

const LessonMistakes::Row *find(const QList<LessonMistakes::Row> &rows, const char *key)
{
    for (const LessonMistakes::Row &row : rows)
        if (row.key == QLatin1String(key))
            return &row;
    return nullptr;
}

} // namespace

class TestLessonMistakes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void texts();
    void symptom_data();
    void symptom();
    void positionAsIndexIgnoresPosition();
    void pairDenominatorsBreakTheCircle();
    void amplitudeGrowsWithPosition();
    void concatenateDoublesTheWidth();
};

void TestLessonMistakes::texts()
{
    QSet<QString> ids;
    QCOMPARE(LessonMistakes::all().size(), 6);
    for (Mistake m : LessonMistakes::all()) {
        QVERIFY(!LessonMistakes::name(m).isEmpty());
        QVERIFY(!LessonMistakes::symptom(m).isEmpty());
        QVERIFY(!LessonMistakes::fix(m).isEmpty());
        ids.insert(LessonMistakes::id(m));
    }
    QCOMPARE(ids.size(), 6);
}

void TestLessonMistakes::symptom_data()
{
    QTest::addColumn<Mistake>("mistake");
    QTest::addColumn<int>("q");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("correct");
    QTest::addColumn<double>("mistaken");
    QTest::addRow("position as index, q=3")
        << Mistake::PositionAsComponentIndex << 3 << "difference_norm" << 2.017479 << 0.0;
    QTest::addRow("position as index, q=6")
        << Mistake::PositionAsComponentIndex << 6 << "difference_norm" << 0.657741 << 0.0;
    QTest::addRow("position as index, sin")
        << Mistake::PositionAsComponentIndex << 3 << "pair0_sin_q" << 0.141120 << 0.0;
    QTest::addRow("position as index, cos")
        << Mistake::PositionAsComponentIndex << 3 << "pair0_cos_q" << -0.989992 << std::cos(1.0);
    QTest::addRow("pair denominators, unit")
        << Mistake::PairDenominatorsDiffer << 3 << "pair0_unit_q" << 1.0
        << std::pow(std::sin(3.0), 2) + std::pow(std::cos(3.0 / std::pow(10000.0, 0.125)), 2);
    QTest::addRow("amplitude, q=3") << Mistake::AmplitudeByPosition << 3 << "norm_q" << 2.0 << 6.0;
    QTest::addRow("amplitude, largest") << Mistake::AmplitudeByPosition << 3 << "max_abs_q"
                                        << std::cos(0.003) << 3 * std::cos(0.003);
    QTest::addRow("amplitude, far")
        << Mistake::AmplitudeByPosition << 3 << "norm_far" << 2.0 << 64.0;
    QTest::addRow("same PE, q=3") << Mistake::SameEncodingForAll << 3 << "difference_norm"
                                  << 2.017479 << 0.0;
    QTest::addRow("same PE, mismatch")
        << Mistake::SameEncodingForAll << 3 << "max_mismatch" << 0.0 << 1.989992;
    QTest::addRow("concatenate, width")
        << Mistake::ConcatenateWithoutWidening << 3 << "input_width" << 8.0 << 16.0;
    QTest::addRow("concatenate, unmatched")
        << Mistake::ConcatenateWithoutWidening << 3 << "unmatched" << 0.0 << 8.0;
    QTest::addRow("order claim, inputs differ")
        << Mistake::InputsDifferMeansOrder << 3 << "difference_norm" << 2.017479 << 2.017479;
    QTest::addRow("order claim, pooled")
        << Mistake::InputsDifferMeansOrder << 3 << "pooled_swap" << 0.0 << 0.0;
}

void TestLessonMistakes::symptom()
{
    QFETCH(Mistake, mistake);
    QFETCH(int, q);
    QFETCH(QString, key);
    QFETCH(double, correct);
    QFETCH(double, mistaken);
    const auto rows = LessonMistakes::compare(mistake, at(q), 32);
    const LessonMistakes::Row *row = find(rows, qPrintable(key));
    QVERIFY(row);
    QVERIFY(!row->label.isEmpty());
    QVERIFY2(std::abs(row->correct - correct) <= 1e-6, qPrintable(QString::number(row->correct)));
    QVERIFY2(std::abs(row->mistaken - mistaken) <= 1e-6,
             qPrintable(QString::number(row->mistaken)));
}

void TestLessonMistakes::positionAsIndexIgnoresPosition()
{
    const Encoding encoding(8);
    const auto a = LessonMistakes::added(Mistake::PositionAsComponentIndex, encoding, 0);
    for (int q = 1; q <= 32; ++q)
        QCOMPARE(LessonMistakes::added(Mistake::PositionAsComponentIndex, encoding, q), a);
}

void TestLessonMistakes::pairDenominatorsBreakTheCircle()
{
    for (int q = 1; q <= 32; ++q) {
        const auto rows = LessonMistakes::compare(Mistake::PairDenominatorsDiffer, at(q), 32);
        const LessonMistakes::Row *residual = find(rows, "shift_residual");
        QVERIFY(residual);
        QVERIFY(residual->correct < 1e-12);
        QVERIFY2(residual->mistaken > 1e-3, qPrintable(QString::number(residual->mistaken)));
    }
}

void TestLessonMistakes::amplitudeGrowsWithPosition()
{
    for (int q = 1; q <= 32; ++q) {
        const auto rows = LessonMistakes::compare(Mistake::AmplitudeByPosition, at(q), 32);
        const LessonMistakes::Row *norm = find(rows, "norm_q");
        QVERIFY(norm);
        QVERIFY(std::abs(norm->correct - 2.0) <= 1e-12);
        QVERIFY(std::abs(norm->mistaken - 2.0 * q) <= 1e-9);
    }
}

void TestLessonMistakes::concatenateDoublesTheWidth()
{
    const Encoding encoding(8);
    const auto v = LessonMistakes::added(Mistake::ConcatenateWithoutWidening, encoding, 3);
    QCOMPARE(v.size(), size_t(16));
    const auto pe = encoding.vector(3);
    for (size_t k = 0; k < 8; ++k) {
        QCOMPARE(v[k], 0.0);
        QCOMPARE(v[8 + k], pe[k]);
    }
}

QTEST_GUILESS_MAIN(TestLessonMistakes)
#include "tst_lessonmistakes.moc"
