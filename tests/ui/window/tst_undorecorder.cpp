// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/window/parametercommand.h"
#include "ui/window/undorecorder.h"

#include <QApplication>
#include <QUndoStack>
#include <QWidget>
#include <QtTest>

using namespace pe;

// Every parameter change becomes one undo step, whoever made it; undo/redo restore exactly.
class TestUndoRecorder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoRedo_data();
    void undoRedo();
    void dimensionChangeIsOneStep();
    void dragsMerge();
    void undoIsNotRecordedAgain();
    void rejectedValueRecordsNothing();
    void pickedCellIsOneStep();
    void separateActionsDoNotMerge();
    void inputEventStartsAnAction();
    void stepGroupsAPreset();
    void textsAreRetranslated();
};

void TestUndoRecorder::undoRedo_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("value");
    QTest::addRow("dimension") << QByteArray("dimension") << QVariant(128);
    QTest::addRow("base") << QByteArray("base") << QVariant(100.0);
    QTest::addRow("positionCount") << QByteArray("positionCount") << QVariant(1000);
    QTest::addRow("positionP") << QByteArray("positionP") << QVariant(qint64(6));
    QTest::addRow("positionQ") << QByteArray("positionQ") << QVariant(qint64(32));
    QTest::addRow("encodingEnabled") << QByteArray("encodingEnabled") << QVariant(false);
    QTest::addRow("layout") << QByteArray("componentLayout")
                            << QVariant::fromValue(Layout::Concatenated);
    QTest::addRow("shown") << QByteArray("shownDimensions")
                           << QVariant::fromValue(QList<int>({ 2, 5 }));
    QTest::addRow("picked") << QByteArray("pickedDimension") << QVariant(7);
}

void TestUndoRecorder::undoRedo()
{
    QFETCH(QByteArray, property);
    QFETCH(QVariant, value);
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    const QVariant before = model.property(property.constData());
    QVERIFY(model.setProperty(property.constData(), value));
    QCOMPARE(model.property(property.constData()), value);
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.undoText(), UndoRecorder::changeText(property));
    stack.undo();
    QCOMPARE(model.property(property.constData()), before);
    stack.redo();
    QCOMPARE(model.property(property.constData()), value);
    QCOMPARE(stack.count(), 1);
}

void TestUndoRecorder::dimensionChangeIsOneStep()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    model.setShownDimensions({ 1, 6 });
    model.setPickedDimension(6);
    QCOMPARE(stack.count(), 2);
    stack.clear();
    model.setDimension(4); // resets the shown dims and the picked dim (6 no longer exists)
    QCOMPARE(stack.count(), 1);
    QCOMPARE(model.pickedDimension(), 0);
    stack.undo();
    QCOMPARE(model.dimension(), 8);
    QCOMPARE(model.shownDimensions(), QList<int>({ 1, 6 }));
    QCOMPARE(model.pickedDimension(), 6);
    stack.redo();
    QCOMPARE(model.dimension(), 4);
    QCOMPARE(model.shownDimensions(), QList<int>({ 0, 1, 2, 3 }));
}

void TestUndoRecorder::dragsMerge()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    for (int p = 1; p <= 40; ++p) // a slider drag or the clock's animation
        model.setPositionP(p);
    QCOMPARE(stack.count(), 1);
    model.setPositionQ(9);
    QCOMPARE(stack.count(), 2);
    stack.undo();
    stack.undo();
    QCOMPARE(model.positionP(), 0);
    QCOMPARE(model.positionQ(), 3);
    // Dragging back to where it started leaves nothing to undo.
    stack.clear();
    model.setDimension(10);
    model.setDimension(8);
    QCOMPARE(stack.count(), 0);
}

void TestUndoRecorder::undoIsNotRecordedAgain()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    model.setBase(50);
    model.setEncodingEnabled(false);
    QCOMPARE(stack.count(), 2);
    stack.undo();
    stack.undo();
    QCOMPARE(stack.count(), 2);
    QCOMPARE(stack.index(), 0);
    QCOMPARE(model.base(), 10000.0);
    QVERIFY(model.isEncodingEnabled());
    // A new change after undo replaces the redo history, as in any editor.
    model.setPositionP(12);
    QCOMPARE(stack.count(), 1);
    QVERIFY(!stack.canRedo());
}

void TestUndoRecorder::rejectedValueRecordsNothing()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    QVERIFY(!model.setDimension(7));
    QVERIFY(!model.setBase(1.0));
    QVERIFY(!model.setPositionP(-1));
    QCOMPARE(stack.count(), 0);
}

void TestUndoRecorder::pickedCellIsOneStep()
{
    // A heatmap click: p, the picked dimension and its wave change together, one step.
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    QVERIFY(model.setShownDimensions({ 0, 1 }));
    stack.clear();
    QVERIFY(model.pickCell(20, 5));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(model.positionP(), 20);
    QCOMPARE(model.pickedDimension(), 5);
    QCOMPARE(model.shownDimensions(), QList<int>({ 0, 1, 5 }));
    stack.undo();
    QCOMPARE(model.positionP(), 0);
    QCOMPARE(model.pickedDimension(), 0);
    QCOMPARE(model.shownDimensions(), QList<int>({ 0, 1 }));
    QVERIFY(!model.pickCell(-1, 0));
    QVERIFY(!model.pickCell(0, 8));
    QCOMPARE(stack.index(), 0);
}

void TestUndoRecorder::separateActionsDoNotMerge()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    model.setPositionQ(6);
    recorder.endAction(); // e.g. the Enter of a second typed value
    model.setPositionQ(7);
    QCOMPARE(stack.count(), 2);
    stack.undo();
    QCOMPARE(model.positionQ(), 6);
    // After an undo nothing merges into an older step either.
    model.setPositionQ(8);
    QCOMPARE(stack.count(), 2);
    stack.undo();
    QCOMPARE(model.positionQ(), 6);
}

void TestUndoRecorder::inputEventStartsAnAction()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    QWidget widget;
    model.setPositionP(1);
    model.setPositionP(2); // no input in between: one drag
    QCOMPARE(stack.count(), 1);
    QTest::mouseClick(&widget, Qt::LeftButton);
    model.setPositionP(3);
    QCOMPARE(stack.count(), 2);
    QTest::keyClick(&widget, Qt::Key_Up);
    model.setPositionP(4);
    QCOMPARE(stack.count(), 3);
    // An auto-repeated key continues the action (a held key).
    QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier, QString(), true);
    QApplication::sendEvent(&widget, &repeat);
    model.setPositionP(5);
    QCOMPARE(stack.count(), 3);
    stack.undo();
    QCOMPARE(model.positionP(), 3);
}

void TestUndoRecorder::stepGroupsAPreset()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    recorder.beginStep("lectureDefaults");
    model.setDimension(128);
    model.setPositionP(9);
    model.setPositionP(0); // back: not part of the step
    model.setEncodingEnabled(false);
    recorder.endStep();
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.undoText(), UndoRecorder::changeText("lectureDefaults"));
    const auto *command = static_cast<const ParameterCommand *>(stack.command(0));
    QStringList properties;
    for (const auto &c : command->changes())
        properties << QString::fromLatin1(ParameterName::property(c.parameter));
    QCOMPARE(properties, QStringList({ "dimension", "encodingEnabled", "shownDimensions" }));
    stack.undo();
    QCOMPARE(model.dimension(), 8);
    QVERIFY(model.isEncodingEnabled());
    QCOMPARE(model.shownDimensions(), PositionalEncodingModel::defaultShownDimensions(8));
    stack.redo();
    QCOMPARE(model.dimension(), 128);
    QCOMPARE(model.shownDimensions(), PositionalEncodingModel::defaultShownDimensions(128));
}

void TestUndoRecorder::textsAreRetranslated()
{
    PositionalEncodingModel model;
    QUndoStack stack;
    UndoRecorder recorder(&model, &stack);
    model.setBase(50);
    const_cast<QUndoCommand *>(stack.command(0))->setText(QStringLiteral("stale"));
    QCOMPARE(stack.undoText(), QStringLiteral("stale"));
    recorder.retranslate();
    QCOMPARE(stack.undoText(), UndoRecorder::changeText("base"));
    // A language change of the application does it by itself.
    const_cast<QUndoCommand *>(stack.command(0))->setText(QStringLiteral("stale"));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(qApp, &change);
    QCOMPARE(stack.undoText(), UndoRecorder::changeText("base"));
}

QTEST_MAIN(TestUndoRecorder)
#include "tst_undorecorder.moc"
