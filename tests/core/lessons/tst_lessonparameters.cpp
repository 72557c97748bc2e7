// SPDX-License-Identifier: GPL-3.0-or-later
// A step's parameters pushed into a model (the explorer's) and read back.
#include "core/lessons/lessonparameters.h"
#include "core/model/positionalencodingmodel.h"

#include <QSignalSpy>
#include <QTest>

using namespace pe;

class TestLessonParameters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void applyTo_data();
    void applyTo();
    void rejected();
    void nullModel();
};

void TestLessonParameters::applyTo_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("q=3 on") << 3 << true;
    QTest::addRow("q=6 on") << 6 << true;
    QTest::addRow("q=3 off") << 3 << false;
    QTest::addRow("q=32 on, past the rows shown") << 32 << true;
}

void TestLessonParameters::applyTo()
{
    QFETCH(int, q);
    QFETCH(bool, enabled);
    PositionalEncodingModel model;
    model.setDimension(16);
    model.setBase(100);
    model.setPositionP(5);
    model.setPositionCount(10);
    model.setComponentLayout(Layout::Concatenated);
    QSignalSpy changed(&model, &PositionalEncodingModel::parametersChanged);
    LessonParameters parameters;
    parameters.q = q;
    parameters.enabled = enabled;
    QVERIFY(parameters.applyTo(&model));
    QVERIFY(changed.count() > 0);
    QCOMPARE(model.dimension(), 8);
    QCOMPARE(model.base(), 10000.0);
    QCOMPARE(model.componentLayout(), Layout::Interleaved);
    QCOMPARE(model.positionP(), 0);
    QCOMPARE(model.positionQ(), q);
    QCOMPARE(model.isEncodingEnabled(), enabled);
    QVERIFY(model.positionCount() > q);
    QCOMPARE(LessonParameters::fromModel(model), parameters);
    QCOMPARE(model.comparison().norm > 0, enabled);
}

void TestLessonParameters::rejected()
{
    PositionalEncodingModel model;
    LessonParameters parameters;
    parameters.dimension = 7; // odd: the model refuses it
    QVERIFY(!parameters.applyTo(&model));
    QCOMPARE(model.dimension(), 8);
}

void TestLessonParameters::nullModel()
{
    QVERIFY(!LessonParameters().applyTo(nullptr));
}

QTEST_GUILESS_MAIN(TestLessonParameters)
#include "tst_lessonparameters.moc"
