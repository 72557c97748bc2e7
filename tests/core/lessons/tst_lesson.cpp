// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson data model, on the workbench lesson of seed 000: steps, parameters, presets, text
// with placeholders, and the checks of user input.
#include "core/lessons/lesson.h"
#include "core/lessons/workbench/workbenchlesson.h"

#include <QTest>

using namespace pe;

class TestLesson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void structure();
    void stepParameters_data();
    void stepParameters();
    void presets_data();
    void presets();
    void text();
    void placeholders();
    void checkComparePosition_data();
    void checkComparePosition();
    void checkStep_data();
    void checkStep();
    void invalidLesson();

private:
    const Lesson m_lesson = WorkbenchLesson::create();
};

void TestLesson::structure()
{
    QVERIFY(m_lesson.isValid());
    QCOMPARE(m_lesson.id(), QStringLiteral("workbench"));
    const QStringList ids
        = { "setup",           "embedding-only", "first-pair", "second-pair",
            "remaining-pairs", "addition",       "difference", "off-control",
            "frequencies",     "relative-shift", "cost",       "implementation-check",
            "edge-cases",      "mistakes",       "scope",      "on-off" };
    QCOMPARE(m_lesson.stepCount(), ids.size());
    for (int k = 0; k < ids.size(); ++k) {
        QCOMPARE(m_lesson.step(k).id, ids.at(k));
        QCOMPARE(m_lesson.indexOfStep(ids.at(k)), k);
        QVERIFY(!m_lesson.stepTitle(k).isEmpty());
        QVERIFY(!m_lesson.stepSentence(k, 3).isEmpty());
    }
    QCOMPARE(m_lesson.indexOfStep(QStringLiteral("nope")), -1);
    QCOMPARE(m_lesson.minimumComparePosition(), 1);
    QCOMPARE(m_lesson.maximumComparePosition(), 32);
    QCOMPARE(m_lesson.defaults().dimension, 8);
    QCOMPARE(m_lesson.defaults().base, 10000.0);
    QCOMPARE(m_lesson.defaults().p, 0);
    QCOMPARE(m_lesson.defaults().q, 3);
    QVERIFY(m_lesson.defaults().enabled);
    // The seed's steps 1, 2, 3, 6 and 7 ask a question; the answer comes with it.
    for (const char *id :
         { "embedding-only", "first-pair", "second-pair", "difference", "off-control" })
        QVERIFY(m_lesson.step(m_lesson.indexOfStep(QLatin1String(id))).hasQuestion());
}

void TestLesson::stepParameters_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("setup") << "setup" << true;
    QTest::addRow("embedding only") << "embedding-only" << false;
    QTest::addRow("first pair") << "first-pair" << true;
    QTest::addRow("difference") << "difference" << true;
    QTest::addRow("off control") << "off-control" << false;
    QTest::addRow("on-off") << "on-off" << true;
}

void TestLesson::stepParameters()
{
    QFETCH(QString, step);
    QFETCH(bool, enabled);
    for (int q : { 1, 3, 6, 32 }) {
        const LessonParameters parameters = m_lesson.parameters(m_lesson.indexOfStep(step), q);
        QCOMPARE(parameters.enabled, enabled);
        QCOMPARE(parameters.q, q);
        QCOMPARE(parameters.p, 0);
        QCOMPARE(parameters.dimension, 8);
    }
}

void TestLesson::presets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("step");
    QTest::addRow("default") << "default" << 3 << "difference";
    QTest::addRow("fast pair") << "fast-pair" << 6 << "frequencies";
    QTest::addRow("off control") << "off-control" << 3 << "off-control";
    QTest::addRow("rounding") << "rounding" << 1 << "edge-cases";
}

void TestLesson::presets()
{
    QFETCH(QString, preset);
    QFETCH(int, position);
    QFETCH(QString, step);
    const LessonPreset *found = m_lesson.preset(preset);
    QVERIFY(found);
    QCOMPARE(found->comparePosition, position);
    QCOMPARE(found->stepId, step);
    QVERIFY(m_lesson.indexOfStep(found->stepId) >= 0);
    QVERIFY(!m_lesson.text(found->title).isEmpty());
    QVERIFY(!m_lesson.text(found->description).isEmpty());
    QVERIFY(!m_lesson.preset(QStringLiteral("no-such-preset")));
}

void TestLesson::text()
{
    QCOMPARE(m_lesson.text(m_lesson.preset(QStringLiteral("fast-pair"))->title),
             QStringLiteral("Fast pair nearly repeats"));
    QVERIFY(m_lesson.text(nullptr).isEmpty());
    QVERIFY(!m_lesson.title().isEmpty());
    QVERIFY(!m_lesson.summary().isEmpty());
    QCOMPARE(m_lesson.stepBody(0, 3).size(), m_lesson.step(0).body.size());
}

void TestLesson::placeholders()
{
    // %1 = p, %2 = q, %3 = d: the sentence of the setup names both positions.
    const QString sentence = m_lesson.stepSentence(0, 17);
    QVERIFY2(sentence.contains(QLatin1String(" 0 ")) && sentence.contains(QLatin1String("17")),
             qPrintable(sentence));
    QVERIFY(m_lesson.stepSentence(m_lesson.indexOfStep(QStringLiteral("difference")), 5)
                .contains(QStringLiteral("PE(5) − PE(0)")));
    for (int k = 0; k < m_lesson.stepCount(); ++k) {
        QStringList all = m_lesson.stepBody(k, 9);
        all << m_lesson.stepSentence(k, 9) << m_lesson.stepQuestion(k, 9)
            << m_lesson.stepAnswer(k, 9) << m_lesson.stepTitle(k);
        for (const QString &text : all)
            for (const char *placeholder : { "%1", "%2", "%3", "%4" })
                QVERIFY2(!text.contains(QLatin1String(placeholder)), qPrintable(text));
    }
}

void TestLesson::checkComparePosition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("accepted");
    QTest::addRow("1") << "1" << 1;
    QTest::addRow("32") << "32" << 32;
    QTest::addRow("0") << "0" << -1;
    QTest::addRow("33") << "33" << -1;
    QTest::addRow("-4") << "-4" << -1;
    QTest::addRow("3.5") << "3.5" << -1;
    QTest::addRow("abc") << "abc" << -1;
    QTest::addRow("empty") << "" << -1;
    QTest::addRow("space") << " 3" << -1;
}

void TestLesson::checkComparePosition()
{
    QFETCH(QString, text);
    QFETCH(int, accepted);
    int position = -1;
    const QString error
        = m_lesson.checkComparePosition(QStringLiteral("--compare-position"), text, &position);
    if (accepted > 0) {
        QVERIFY(error.isEmpty());
        QCOMPARE(position, accepted);
    } else {
        QVERIFY(error.contains(QLatin1String("--compare-position")));
        QVERIFY2(error.contains(text) && error.contains(QLatin1String("1"))
                     && error.contains(QLatin1String("32")),
                 qPrintable(error));
        QCOMPARE(position, -1);
    }
}

void TestLesson::checkStep_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("accepted");
    // Typed as the lesson shows it, from 1: step 1 is index 0, step 16 the last (index 15).
    QTest::addRow("1") << "1" << 0;
    QTest::addRow("16") << "16" << 15;
    QTest::addRow("17") << "17" << -1;
    QTest::addRow("0") << "0" << -1;
    QTest::addRow("-1") << "-1" << -1;
    QTest::addRow("x") << "x" << -1;
}

void TestLesson::checkStep()
{
    QFETCH(QString, text);
    QFETCH(int, accepted);
    int index = -1;
    const QString error = m_lesson.checkStepNumber(QStringLiteral("--render"), text, &index);
    if (accepted >= 0) {
        QVERIFY(error.isEmpty());
        QCOMPARE(index, accepted);
    } else {
        QVERIFY2(error.contains(text) && error.contains(QLatin1String("1 to 16")),
                 qPrintable(error));
        QCOMPARE(index, -1);
    }
    // The stored index (scenario files) keeps counting from 0 and says so.
    QVERIFY(m_lesson.checkStep(QStringLiteral("step"), 15).isEmpty());
    const QString stored = m_lesson.checkStep(QStringLiteral("step"), 16);
    QVERIFY2(stored.contains(QLatin1String("16 steps"))
                 && stored.contains(QLatin1String("0 to 15")),
             qPrintable(stored));
}

void TestLesson::invalidLesson()
{
    const Lesson none;
    QVERIFY(!none.isValid());
    QCOMPARE(none.stepCount(), 0);
    QVERIFY(!none.checkStep(QStringLiteral("step"), 0).isEmpty());
}

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
