// SPDX-License-Identifier: GPL-3.0-or-later
// The ALiBi step: the bars run right from 0 and show the penalty slope · Δ that the bias
// subtracts, so the number at each bar is that penalty, positive, not the bias −slope · Δ.
#include "core/lessons/beyond/beyondschemevalues.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/pages/lessonalibibiaspage.h"

#include <QTest>

using namespace pe;

class TestLessonAlibiBiasPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void barsShowThePenalty_data();
    void barsShowThePenalty();
};

void TestLessonAlibiBiasPage::barsShowThePenalty_data()
{
    QTest::addColumn<int>("delta");
    QTest::addRow("default") << -1;
    QTest::addRow("delta 3") << 3;
    QTest::addRow("delta 0") << 0;
}

void TestLessonAlibiBiasPage::barsShowThePenalty()
{
    QFETCH(int, delta);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("beyond"));
    const int step = lesson.indexOfStep(QStringLiteral("alibi"));
    QVERIFY(step >= 0);
    PositionalEncodingModel model;
    LessonAlibiBiasPage page(&lesson, step, &model);
    if (delta >= 0)
        QVERIFY(model.setPositionQ(delta));
    page.refresh();
    const auto *bars = page.findChild<LessonBarChart *>(QStringLiteral("biasBars"));
    QVERIFY(bars);
    const LessonBarChart::Data &data = bars->data();
    QCOMPARE(data.rows.size(), BeyondSchemeValues::heads);
    QCOMPARE(data.minimum, 0.0);
    const QChar minus(0x2212);
    for (int h = 1; h <= BeyondSchemeValues::heads; ++h) {
        const LessonBarChart::Row &row = data.rows.at(h - 1);
        const double bias = page.value(QStringLiteral("bias_%1").arg(h));
        QVERIFY(bias <= 0);
        QCOMPARE(row.values.size(), 1);
        QVERIFY2(row.values.first() >= 0, qPrintable(row.texts.first()));
        QCOMPARE(row.values.first(), -bias);
        // The number at the bar is the length of the bar, on the scale that starts at 0.
        QCOMPARE(row.texts.first(), LessonPage::number(-bias));
        QVERIFY2(!row.texts.first().contains(minus) && !row.texts.first().contains(u'-'),
                 qPrintable(row.texts.first()));
        QVERIFY(row.values.first() <= data.maximum);
    }
    QVERIFY(data.series.first().contains(QStringLiteral("Penalty")));
}

QTEST_MAIN(TestLessonAlibiBiasPage)
#include "tst_lessonalibibiaspage.moc"
