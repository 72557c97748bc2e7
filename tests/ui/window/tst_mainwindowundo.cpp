// SPDX-License-Identifier: GPL-3.0-or-later
// Undo in the explorer as a user meets it (issue 13.4–13.7): Ctrl+Z works with the focus anywhere,
// a field's own text undo only while its text is being edited; one user action is one undo step
// (a heatmap click; a held key; two separate commits are two); the toolbar's Undo/Redo keep their
// width; the step names follow a language switch.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/checkedspinbox.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/undorecorder.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QSlider>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

using namespace pe;

namespace {

void type(CheckedSpinBox *field, const QString &text, bool commit = true)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    if (commit)
        QTest::keyClick(field, Qt::Key_Return);
}

void undoKey(QWidget *to)
{
    QTest::keyClick(to, Qt::Key_Z, Qt::ControlModifier);
}

void redoKey(QWidget *to)
{
    QTest::keyClick(to, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
}

} // namespace

class TestMainWindowUndo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void ctrlZFromEveryWidget();
    void ctrlZInAFieldAtStartAndAfterAValue();
    void fieldTextUndoWhileEditing();
    void heatmapClickIsOneStep();
    void separateCommitsAreSeparateSteps();
    void heldKeyIsOneStep();
    void sliderDragIsOneStep();
    void toolbarButtonsKeepTheirWidth();
    void stepNamesFollowTheLanguage();

private:
    QWidget *toolButton(const char *action) const;

    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
};

void TestMainWindowUndo::init()
{
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestMainWindowUndo::cleanup()
{
    delete m_window;
    delete m_model;
}

QWidget *TestMainWindowUndo::toolButton(const char *action) const
{
    auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("MainToolBar"));
    return bar->widgetForAction(m_window->actions()->action(QString::fromLatin1(action)));
}

void TestMainWindowUndo::ctrlZFromEveryWidget()
{
    QList<QWidget *> widgets;
    for (QWidget *w : m_window->findChildren<QWidget *>())
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::ClickFocus)
            && !w->focusProxy())
            widgets.append(w);
    int fields = 0;
    for (QWidget *w : std::as_const(widgets)) {
        const qint64 before = m_model->positionQ();
        m_window->undoRecorder()->endAction();
        QVERIFY(m_model->setPositionQ(before + 1));
        w->setFocus();
        QCOMPARE(QApplication::focusWidget(), w);
        undoKey(w);
        QVERIFY2(m_model->positionQ() == before, w->metaObject()->className());
        redoKey(w);
        QVERIFY2(m_model->positionQ() == before + 1, w->metaObject()->className());
        if (qobject_cast<QAbstractSpinBox *>(w))
            ++fields;
    }
    QVERIFY2(fields >= 5, qPrintable(QString::number(fields))); // d, base, shown, p, q at least
}

void TestMainWindowUndo::ctrlZInAFieldAtStartAndAfterAValue()
{
    // At start-up the focus is in a field: Ctrl+Z there undoes the window's last step.
    CheckedSpinBox *d = m_window->parameterPanel()->dimensionSpinBox();
    CheckedSpinBox *q = m_window->parameterPanel()->positionQSpinBox();
    m_model->setDimension(16);
    d->setFocus();
    undoKey(d);
    QCOMPARE(m_model->dimension(), 8);
    QCOMPARE(d->text(), QStringLiteral("8"));
    // After a value typed and applied, the next Ctrl+Z undoes that value.
    type(q, QStringLiteral("6"));
    QCOMPARE(m_model->positionQ(), 6);
    undoKey(q);
    QCOMPARE(m_model->positionQ(), 3);
    QCOMPARE(q->text(), QStringLiteral("3"));
    redoKey(q);
    QCOMPARE(m_model->positionQ(), 6);
}

void TestMainWindowUndo::fieldTextUndoWhileEditing()
{
    CheckedSpinBox *q = m_window->parameterPanel()->positionQSpinBox();
    m_model->setBase(500);
    const int index = m_window->undoStack()->index();
    type(q, QStringLiteral("12"), false); // typed, not yet applied
    undoKey(q);
    // The text's own undo took it: nothing of the window's history moved.
    QCOMPARE(m_window->undoStack()->index(), index);
    QCOMPARE(m_model->base(), 500.0);
    QVERIFY(q->text() != QStringLiteral("12"));
}

void TestMainWindowUndo::heatmapClickIsOneStep()
{
    HeatmapView *heatmap = m_window->heatmapView();
    const QPoint at = heatmap->cellCentre(20, 5).toPoint();
    const HeatmapCell cell = heatmap->cellAt(at);
    QVERIFY(cell.valid);
    QCOMPARE(cell.position, qint64(20));
    m_model->setShownDimensions({ 0, 1 });
    m_window->undoStack()->clear();
    QTest::mouseClick(heatmap, Qt::LeftButton, {}, at);
    QCOMPARE(m_model->positionP(), qint64(20));
    QCOMPARE(m_model->pickedDimension(), 5);
    QCOMPARE(m_model->shownDimensions(), QList<int>({ 0, 1, 5 }));
    QCOMPARE(m_window->undoStack()->count(), 1);
    m_window->actions()->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(m_model->positionP(), qint64(0));
    QCOMPARE(m_model->pickedDimension(), 0);
    QCOMPARE(m_model->shownDimensions(), QList<int>({ 0, 1 }));
}

void TestMainWindowUndo::separateCommitsAreSeparateSteps()
{
    // However close in time: two values typed and applied are two steps.
    CheckedSpinBox *q = m_window->parameterPanel()->positionQSpinBox();
    type(q, QStringLiteral("6"));
    type(q, QStringLiteral("7"));
    QCOMPARE(m_window->undoStack()->count(), 2);
    undoKey(q);
    QCOMPARE(m_model->positionQ(), 6);
    undoKey(q);
    QCOMPARE(m_model->positionQ(), 3);
    // Two clicks on the step arrow's key (two presses) are two steps as well.
    m_window->undoStack()->clear();
    QTest::keyClick(q, Qt::Key_Up);
    QTest::keyClick(q, Qt::Key_Up);
    QCOMPARE(m_model->positionQ(), 5);
    QCOMPARE(m_window->undoStack()->count(), 2);
}

void TestMainWindowUndo::heldKeyIsOneStep()
{
    CheckedSpinBox *p = m_window->parameterPanel()->positionPSpinBox();
    p->setFocus();
    // A held Up: one press, then the keyboard's auto-repeats.
    for (int k = 0; k < 6; ++k) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier, QString(), k > 0);
        QApplication::sendEvent(p, &press);
    }
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Up, Qt::NoModifier);
    QApplication::sendEvent(p, &release);
    QVERIFY(m_model->positionP() >= 6); // the spin box's own repeat may add a step or two
    QCOMPARE(m_window->undoStack()->count(), 1);
    QCOMPARE(m_window->undoStack()->undoText(), UndoRecorder::changeText("positionP"));
    m_window->undoStack()->undo();
    QCOMPARE(m_model->positionP(), qint64(0));
}

void TestMainWindowUndo::sliderDragIsOneStep()
{
    QSlider *slider = m_window->parameterPanel()->dimensionSlider();
    slider->setFocus();
    // The keyboard drag of the slider: a held arrow key.
    for (int k = 0; k < 5; ++k) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier, QString(), k > 0);
        QApplication::sendEvent(slider, &press);
    }
    QCOMPARE(m_model->dimension(), 256); // the slider doubles d a step: 8 · 2^5
    QCOMPARE(m_window->undoStack()->count(), 1);
    m_window->undoStack()->undo();
    QCOMPARE(m_model->dimension(), 8);
}

void TestMainWindowUndo::toolbarButtonsKeepTheirWidth()
{
    QWidget *undo = toolButton("undo");
    QWidget *redo = toolButton("redo");
    QVERIFY(undo && redo);
    const int width = undo->width();
    const QPoint undoAt = undo->geometry().center();
    QCOMPARE(redo->width(), width);
    QCOMPARE(undo->toolTip(), tr("Nothing to undo"));
    for (const char *property : { "positionCount", "dimension", "encodingEnabled" }) {
        m_window->undoRecorder()->endAction();
        if (qstrcmp(property, "positionCount") == 0)
            m_model->setPositionCount(77);
        else if (qstrcmp(property, "dimension") == 0)
            m_model->setDimension(64);
        else
            m_model->setEncodingEnabled(false);
        QCoreApplication::processEvents();
        QCOMPARE(undo->width(), width);
        QCOMPARE(redo->width(), width);
        QCOMPARE(undo->geometry().center(), undoAt);
        QVERIFY2(undo->toolTip().contains(UndoRecorder::changeText(property)),
                 qPrintable(undo->toolTip()));
    }
    // Clicking Undo twice where it is undoes twice (the next button never slides under it).
    QTest::mouseClick(undo, Qt::LeftButton);
    QTest::mouseClick(
        m_window->findChild<QToolBar *>(QStringLiteral("MainToolBar"))
            ->childAt(undo->mapTo(m_window->findChild<QToolBar *>(QStringLiteral("MainToolBar")),
                                  undo->rect().center())),
        Qt::LeftButton);
    QVERIFY(m_model->isEncodingEnabled());
    QCOMPARE(m_model->dimension(), 8);
    QCOMPARE(m_model->positionCount(), 77);
    QCOMPARE(redo->width(), width);
    QVERIFY(redo->toolTip().contains(UndoRecorder::changeText("dimension")));
}

void TestMainWindowUndo::stepNamesFollowTheLanguage()
{
    const QString qm = QStringLiteral(PEW_QM_DIR);
    m_model->setPositionQ(9);
    m_window->undoRecorder()->endAction();
    m_window->actions()->action(QStringLiteral("lectureDefaults"))->trigger();
    m_window->undoStack()->undo();
    QAction *undo = m_window->actions()->action(QStringLiteral("undo"));
    QAction *redo = m_window->actions()->action(QStringLiteral("redo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Change position q"));
    QCOMPARE(redo->text(), QStringLiteral("&Redo Apply lecture defaults"));
    for (const QString &language : { QStringLiteral("zh_TW"), QStringLiteral("ja") }) {
        QCOMPARE(LanguageSetup::install(*qApp, language, qm), language);
        QCoreApplication::processEvents();
        const QString undoText
            = QCoreApplication::translate("pe::MainActions", "&Undo %1")
                  .arg(QCoreApplication::translate("pe::UndoRecorder", "Change position q"));
        const QString redoText
            = QCoreApplication::translate("pe::MainActions", "&Redo %1")
                  .arg(QCoreApplication::translate("pe::UndoRecorder", "Apply lecture defaults"));
        QVERIFY(!undoText.contains(QLatin1String("Change")));
        QVERIFY(!undoText.contains(QLatin1String("Undo")));
        QVERIFY(!redoText.contains(QLatin1String("Redo")) && !redoText.contains("lecture"));
        QCOMPARE(undo->text(), undoText);
        QCOMPARE(redo->text(), redoText);
        QCOMPARE(m_window->undoStack()->undoText(),
                 QCoreApplication::translate("pe::UndoRecorder", "Change position q"));
        QCOMPARE(toolButton("undo")->width(), toolButton("redo")->width());
    }
    QCOMPARE(LanguageSetup::install(*qApp, QStringLiteral("en"), qm), QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(undo->text(), QStringLiteral("&Undo Change position q"));
    QCOMPARE(redo->text(), QStringLiteral("&Redo Apply lecture defaults"));
}

QTEST_MAIN(TestMainWindowUndo)
#include "tst_mainwindowundo.moc"
