// SPDX-License-Identifier: GPL-3.0-or-later
// Picking by keyboard in the waves, the clock hands and the similarity view: the arrow keys
// change the model as a click would, and stop at the ends.
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockgrid.h"
#include "ui/comparison/similarityview.h"
#include "ui/waves/waveplot.h"

#include <QtTest>

using namespace pe;

class TestViewKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wavesMovePAndPickCurves();
    void clocksPickPairs();
    void similarityMovesQ();
};

void TestViewKeyboard::wavesMovePAndPickCurves()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(128)); // curves for dims 0, 1 and 10
    QVERIFY(model.setPositionP(0));
    WavePlot plot(&model);
    QCOMPARE(plot.focusPolicy(), Qt::StrongFocus);
    QTest::keyClick(&plot, Qt::Key_Right);
    QTest::keyClick(&plot, Qt::Key_Right);
    QCOMPARE(model.positionP(), 2);
    QTest::keyClick(&plot, Qt::Key_Left);
    QTest::keyClick(&plot, Qt::Key_Left);
    QTest::keyClick(&plot, Qt::Key_Left); // stays at 0
    QCOMPARE(model.positionP(), 0);
    QVERIFY(model.setPickedDimension(0));
    QTest::keyClick(&plot, Qt::Key_Down);
    QCOMPARE(model.pickedDimension(), 1);
    QTest::keyClick(&plot, Qt::Key_Down);
    QCOMPARE(model.pickedDimension(), 10);
    QTest::keyClick(&plot, Qt::Key_Down); // the last curve stays picked
    QCOMPARE(model.pickedDimension(), 10);
    QTest::keyClick(&plot, Qt::Key_Up);
    QCOMPARE(model.pickedDimension(), 1);
}

void TestViewKeyboard::clocksPickPairs()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPickedDimension(0));
    ClockGrid grid(&model);
    grid.resize(600, 400);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTest::keyClick(&grid, Qt::Key_Right);
    QCOMPARE(model.pickedDimension(), 2); // pair 1's sin
    QTest::keyClick(&grid, Qt::Key_Down);
    QCOMPARE(model.pickedDimension(), 4);
    QTest::keyClick(&grid, Qt::Key_Left);
    QTest::keyClick(&grid, Qt::Key_Left);
    QTest::keyClick(&grid, Qt::Key_Up); // stays at pair 0
    QCOMPARE(model.pickedDimension(), 0);
    for (int k = 0; k < 10; ++k)
        QTest::keyClick(&grid, Qt::Key_Right);
    QCOMPARE(model.pickedDimension(), 14); // the last pair, 7
}

void TestViewKeyboard::similarityMovesQ()
{
    PositionalEncodingModel model; // 50 positions
    QVERIFY(model.setPositionQ(3));
    SimilarityView view(&model);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(model.positionQ(), 4);
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(model.positionQ(), 9);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(model.positionQ(), 8);
    for (int k = 0; k < 10; ++k)
        QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(model.positionQ(), 49);
    for (int k = 0; k < 12; ++k)
        QTest::keyClick(&view, Qt::Key_PageUp);
    QCOMPARE(model.positionQ(), 0);
}

QTEST_MAIN(TestViewKeyboard)
#include "tst_viewkeyboard.moc"
