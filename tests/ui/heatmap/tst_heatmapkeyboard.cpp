// SPDX-License-Identifier: GPL-3.0-or-later
// Picking a heatmap cell without the mouse: Shift + arrows move a cursor from p and the picked
// dimension, Enter picks it as a click would (one change of the model), and the view scrolls to
// keep the cursor in sight.
#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/heatmapview.h"

#include <QSignalSpy>
#include <QtTest>

using namespace pe;

class TestHeatmapKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void arrowsMoveEnterPicks();
    void cursorStaysInTheTable();
    void cursorScrollsIntoView();
    void plainArrowsStillPan();
};

namespace {
struct Fixture
{
    PositionalEncodingModel model;
    HeatmapView view { &model };
    Fixture()
    {
        view.resize(700, 420);
        view.show();
        view.setFocus();
    }
};
} // namespace

void TestHeatmapKeyboard::arrowsMoveEnterPicks()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QVERIFY(f.model.setPositionP(4));
    QVERIFY(f.model.setPickedDimension(2));
    QSignalSpy picked(&f.view, &HeatmapView::cellPicked);
    QTest::keyClick(&f.view, Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(&f.view, Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(&f.view, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(f.view.cursorPosition(), 6);
    QCOMPARE(f.view.cursorDimension(), 3);
    QCOMPARE(f.model.positionP(), 4); // moving only moves the cursor
    QTest::keyClick(&f.view, Qt::Key_Return);
    QCOMPARE(f.model.positionP(), 6);
    QCOMPARE(f.model.pickedDimension(), 3);
    QCOMPARE(picked.count(), 1);
    QTest::keyClick(&f.view, Qt::Key_Left, Qt::ShiftModifier);
    QTest::keyClick(&f.view, Qt::Key_Up, Qt::ShiftModifier);
    QTest::keyClick(&f.view, Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(f.model.positionP(), 5);
    QCOMPARE(f.model.pickedDimension(), 2);
}

void TestHeatmapKeyboard::cursorStaysInTheTable()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QVERIFY(f.model.setPositionP(0));
    QVERIFY(f.model.setPickedDimension(0));
    QTest::keyClick(&f.view, Qt::Key_Left, Qt::ShiftModifier);
    QTest::keyClick(&f.view, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(f.view.cursorPosition(), 0);
    QCOMPARE(f.view.cursorDimension(), 0);
    for (int k = 0; k < 60; ++k)
        QTest::keyClick(&f.view, Qt::Key_Right, Qt::ShiftModifier);
    for (int k = 0; k < 10; ++k)
        QTest::keyClick(&f.view, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(f.view.cursorPosition(), f.model.positionCount() - 1);
    QCOMPARE(f.view.cursorDimension(), f.model.dimension() - 1);
}

void TestHeatmapKeyboard::cursorScrollsIntoView()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QVERIFY(f.model.setPositionP(0));
    HeatmapViewport zoomed = f.view.viewport();
    zoomed.firstPosition = 0;
    zoomed.positionSpan = 10;
    f.view.setViewport(zoomed);
    for (int k = 0; k < 15; ++k)
        QTest::keyClick(&f.view, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(f.view.cursorPosition(), 15);
    const HeatmapViewport now = f.view.viewport();
    // The cursor cell's centre (15.5) is in view; it was at 0 .. 10 before.
    QVERIFY2(now.firstPosition <= 15.5 && now.firstPosition + now.positionSpan >= 15.5
                 && now.firstPosition > 0,
             qPrintable(QString::number(now.firstPosition)));
    QCOMPARE(now.positionSpan, 10.0); // scrolled, not zoomed
}

void TestHeatmapKeyboard::plainArrowsStillPan()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    HeatmapViewport zoomed = f.view.viewport();
    zoomed.firstPosition = 10;
    zoomed.positionSpan = 10;
    f.view.setViewport(zoomed);
    QTest::keyClick(&f.view, Qt::Key_Right);
    QVERIFY(f.view.viewport().firstPosition > 10);
    QCOMPARE(f.view.cursorPosition(), -1);
}

QTEST_MAIN(TestHeatmapKeyboard)
#include "tst_heatmapkeyboard.moc"
