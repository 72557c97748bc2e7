// SPDX-License-Identifier: GPL-3.0-or-later
// The implementation check: input difference against PE(q) − PE(p), and the PE(0) bug it catches.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/lessons/pages/lessonimplementationcheckpage.h"

#include <QCheckBox>
#include <QLabel>
#include <QTest>

using namespace pe;
using lessontest::shows;

class TestLessonCheckPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
};

void TestLessonCheckPage::check_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<double>("norm");
    QTest::addRow("q=3") << 3 << 2.017479;
    QTest::addRow("q=6") << 6 << 0.657741;
}

void TestLessonCheckPage::check()
{
    QFETCH(int, q);
    QFETCH(double, norm);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    PositionalEncodingModel model;
    model.setPositionQ(q);
    LessonImplementationCheckPage page(
        &lesson, lesson.indexOfStep(QStringLiteral("implementation-check")), &model);
    auto label = [&page](const QString &name) { return page.findChild<QLabel *>(name); };
    const Encoding encoding(8);
    const double expected1 = encoding.value(q, 1) - encoding.value(0, 1);
    QVERIFY(page.passes());
    for (int k = 0; k < 8; ++k)
        QCOMPARE(label(QStringLiteral("match_%1").arg(k))->text(), QStringLiteral("✓"));
    QVERIFY(shows(label(QStringLiteral("value_input_1")), expected1));
    QVERIFY(shows(label(QStringLiteral("verdict")), norm));

    page.bugCheckBox()->setChecked(true);
    QVERIFY(!page.passes());
    QVERIFY(shows(label(QStringLiteral("value_input_1")), 0));
    QVERIFY(shows(label(QStringLiteral("value_pe_diff_1")), expected1));
    QCOMPARE(label(QStringLiteral("match_1"))->text(), QStringLiteral("✗"));
    QVERIFY(shows(label(QStringLiteral("verdict")), norm));
    QVERIFY(shows(label(QStringLiteral("verdict")), 0));

    page.bugCheckBox()->setChecked(false);
    QVERIFY(page.passes());
}

QTEST_MAIN(TestLessonCheckPage)
#include "tst_lessonimplementationcheckpage.moc"
