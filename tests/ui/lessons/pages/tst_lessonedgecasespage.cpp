// SPDX-License-Identifier: GPL-3.0-or-later
// The edge cases: position 0, the off candidates, and the focus display that shows more digits
// where six decimals hide a difference.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/lessons/pages/lessonedgecasespage.h"

#include <QLabel>
#include <QSpinBox>
#include <QTest>

using namespace pe;
using lessontest::shows;

class TestLessonEdgePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void focus_data();
    void focus();
    void positionZeroAndOff();
};

void TestLessonEdgePage::focus_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("focusQ");
    QTest::addColumn<QString>("verdict");
    // cos(1/1000) prints 1.000000 like cos 0, and differs in the seventh decimal.
    QTest::addRow("q=1, 6 digits") << 1 << 6 << "1.000000"
                                   << "look alike";
    QTest::addRow("q=1, 17 digits") << 1 << 17 << "0.99999950000004167"
                                    << "look alike";
    QTest::addRow("q=3, 12 digits") << 3 << 12 << "0.999995500003"
                                    << "differ";
}

void TestLessonEdgePage::focus()
{
    QFETCH(int, q);
    QFETCH(int, digits);
    QFETCH(QString, focusQ);
    QFETCH(QString, verdict);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    PositionalEncodingModel model;
    model.setPositionQ(q);
    LessonEdgeCasesPage page(&lesson, lesson.indexOfStep(QStringLiteral("edge-cases")), &model);
    page.digitsSpinBox()->setValue(digits);
    auto label = [&page](const QString &name) { return page.findChild<QLabel *>(name); };
    QCOMPARE(label(QStringLiteral("focus_q_7"))->text(), focusQ);
    QCOMPARE(label(QStringLiteral("focus_p_7"))->text(),
             QStringLiteral("1.") + QString(digits, QLatin1Char('0')));
    QCOMPARE(label(QStringLiteral("alike_7"))->text(), verdict);
    QCOMPARE(label(QStringLiteral("alike_0"))->text(), QStringLiteral("differ"));
}

void TestLessonEdgePage::positionZeroAndOff()
{
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    PositionalEncodingModel model;
    LessonEdgeCasesPage page(&lesson, lesson.indexOfStep(QStringLiteral("edge-cases")), &model);
    auto label = [&page](const QString &name) { return page.findChild<QLabel *>(name); };
    QVERIFY(shows(label(QStringLiteral("value_pe0_min_cos")), 1));
    QVERIFY(shows(label(QStringLiteral("value_pe0_min_cos")), 0));
    QVERIFY(shows(label(QStringLiteral("value_off_candidate_norm")), 2.017479));
    QVERIFY(shows(label(QStringLiteral("value_far_difference_norm")),
                  page.value(QStringLiteral("far_difference_norm"))));
}

QTEST_MAIN(TestLessonEdgePage)
#include "tst_lessonedgecasespage.moc"
