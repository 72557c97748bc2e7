// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/catalog/lessoncatalog.h"

#include <QTest>

using namespace pe;

class TestLessonCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lessons();
    void checkLessonId();
    void parseRenderTarget_data();
    void parseRenderTarget();
};

void TestLessonCatalog::lessons()
{
    const QStringList ids = LessonCatalog::ids();
    QVERIFY(ids.contains(QStringLiteral("workbench")));
    for (const QString &id : ids) {
        QVERIFY(LessonCatalog::contains(id));
        const Lesson lesson = LessonCatalog::lesson(id);
        QVERIFY(lesson.isValid());
        QCOMPARE(lesson.id(), id);
        QCOMPARE(LessonCatalog::title(id), lesson.title());
        QVERIFY(!LessonCatalog::title(id).isEmpty());
        QVERIFY(!LessonCatalog::summary(id).isEmpty());
    }
    QVERIFY(!LessonCatalog::contains(QStringLiteral("nope")));
    QVERIFY(!LessonCatalog::lesson(QStringLiteral("nope")).isValid());
    QVERIFY(LessonCatalog::title(QStringLiteral("nope")).isEmpty());
}

void TestLessonCatalog::checkLessonId()
{
    QVERIFY(LessonCatalog::checkLessonId(QStringLiteral("--lesson"), QStringLiteral("workbench"))
                .isEmpty());
    const QString error
        = LessonCatalog::checkLessonId(QStringLiteral("--lesson"), QStringLiteral("waves!"));
    QVERIFY(error.contains(QLatin1String("--lesson")));
    QVERIFY(error.contains(QLatin1String("waves!")));
    QVERIFY(error.contains(QLatin1String("workbench")));
}

void TestLessonCatalog::parseRenderTarget_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("named");
    // Steps are typed from 1, as the lesson shows them; the index filled in counts from 0.
    QTest::addRow("step 1") << "lesson:workbench:1" << true << 0 << "";
    QTest::addRow("step 7") << "lesson:workbench:7" << true << 6 << "";
    QTest::addRow("last step") << "lesson:workbench:16" << true << 15 << "";
    QTest::addRow("past the end") << "lesson:workbench:17" << false << 0 << "17";
    QTest::addRow("step 0") << "lesson:workbench:0" << false << 0 << "1 to 16";
    QTest::addRow("negative") << "lesson:workbench:-1" << false << 0 << "-1";
    QTest::addRow("not a number") << "lesson:workbench:two" << false << 0 << "two";
    QTest::addRow("unknown lesson") << "lesson:waves:1" << false << 0 << "waves";
    QTest::addRow("missing step") << "lesson:workbench" << false << 0 << "lesson:workbench";
    QTest::addRow("not a lesson") << "heatmap" << false << 0 << "heatmap";
}

void TestLessonCatalog::parseRenderTarget()
{
    QFETCH(QString, target);
    QFETCH(bool, valid);
    QFETCH(int, step);
    QFETCH(QString, named);
    QString id;
    int index = -1;
    const QString error
        = LessonCatalog::parseRenderTarget(QStringLiteral("--render"), target, &id, &index);
    QCOMPARE(error.isEmpty(), valid);
    if (valid) {
        QCOMPARE(id, QStringLiteral("workbench"));
        QCOMPARE(index, step);
    } else {
        QVERIFY2(error.contains(named) && error.contains(QLatin1String("--render")),
                 qPrintable(error));
        QVERIFY(id.isEmpty());
        QCOMPARE(index, -1);
    }
    QCOMPARE(LessonCatalog::isRenderTarget(target), target.startsWith(QLatin1String("lesson:")));
}

QTEST_GUILESS_MAIN(TestLessonCatalog)
#include "tst_lessoncatalog.moc"
