// SPDX-License-Identifier: GPL-3.0-or-later
// WavePanel: the explorer's dimension picker sits above the wave plot, which only draws. What is
// typed into the picker reaches the plot's curves through the model, as one undo step; a refused
// entry changes nothing; Tab goes plot → picker field → Default → heatmap as it always did.
#include "core/model/dimensionlist.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/dimensionpicker.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/waves/waveplot.h"
#include "ui/window/mainwindow.h"
#include "ui/window/wavepanel.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace pe;

class TestWavePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void pickerDrivesTheCurves();
    void refusedEntryLeavesTheCurves();
    void pickerSitsAboveThePlot();
    void tabOrder();

private:
    void enter(const QString &text);
    QList<int> drawnDimensions() const;

    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
    DimensionPicker *m_picker = nullptr;
    WavePlot *m_plot = nullptr;
};

void TestWavePanel::init()
{
    m_model = new PositionalEncodingModel;
    QVERIFY(m_model->setDimension(64)); // default curves 0, 1 and 10
    m_window = new MainWindow(m_model);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_picker = m_window->view<WavePanel>(QStringLiteral("waves"))->dimensionPicker();
    m_plot = m_window->wavePlot();
    QCOMPARE(m_window->view<WavePanel>(QStringLiteral("waves"))->plot(), m_plot);
}

void TestWavePanel::cleanup()
{
    delete m_window;
    delete m_model;
}

void TestWavePanel::enter(const QString &text)
{
    QLineEdit *edit = m_picker->lineEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

// The dimensions as the curves themselves say (not the model's list).
QList<int> TestWavePanel::drawnDimensions() const
{
    QList<int> dims;
    for (int c = 0; c < m_plot->curveCount(); ++c)
        dims.append(m_plot->curve(c).dim);
    return dims;
}

void TestWavePanel::pickerDrivesTheCurves()
{
    const QList<int> defaults { 0, 1, 10 };
    QCOMPARE(drawnDimensions(), defaults);
    const int steps = m_window->undoStack()->count();
    enter(QStringLiteral("2, 5-6"));
    QCOMPARE(drawnDimensions(), QList<int>({ 2, 5, 6 }));
    QCOMPARE(m_plot->curveDimensions(), QList<int>({ 2, 5, 6 }));
    QVERIFY2(m_plot->curve(1).name.startsWith(QStringLiteral("dim 5 ")),
             qPrintable(m_plot->curve(1).name));
    // One undo step, and undo brings the curves and the field's text back.
    QCOMPARE(m_window->undoStack()->count(), steps + 1);
    m_window->undoStack()->undo();
    QCOMPARE(drawnDimensions(), defaults);
    QCOMPARE(m_picker->lineEdit()->text(), DimensionList::format(defaults));
    m_window->undoStack()->redo();
    QCOMPARE(drawnDimensions(), QList<int>({ 2, 5, 6 }));
    QCOMPARE(m_picker->lineEdit()->text(), DimensionList::format({ 2, 5, 6 }));
    // Default: back to the width's default curves.
    QTest::mouseClick(m_picker->defaultButton(), Qt::LeftButton);
    QCOMPARE(drawnDimensions(), defaults);
}

void TestWavePanel::refusedEntryLeavesTheCurves()
{
    QSignalSpy rejected(m_picker, &DimensionPicker::rejected);
    const int steps = m_window->undoStack()->count();
    enter(QStringLiteral("3, 64")); // d = 64: dimensions 0 to 63
    QVERIFY(!rejected.isEmpty());
    QVERIFY2(rejected.last().first().toString().contains(QStringLiteral("63")),
             qPrintable(rejected.last().first().toString()));
    QCOMPARE(drawnDimensions(), QList<int>({ 0, 1, 10 }));
    QCOMPARE(m_window->undoStack()->count(), steps);
}

void TestWavePanel::pickerSitsAboveThePlot()
{
    WavePanel *panel = m_window->view<WavePanel>(QStringLiteral("waves"));
    // The plot only draws: the one picker of the window is the panel's, beside (above) the plot.
    QVERIFY(m_plot->findChildren<DimensionPicker *>().isEmpty());
    QCOMPARE(m_window->findChildren<DimensionPicker *>(), QList<DimensionPicker *>({ m_picker }));
    QCOMPARE(m_picker->parentWidget(), panel);
    QCOMPARE(m_plot->parentWidget(), panel);
    QVERIFY(m_picker->isVisible());
    QVERIFY(m_picker->geometry().bottom() < m_plot->geometry().top());
    QCOMPARE(m_picker->width(), m_plot->width());
    // The centre: the panel over the heatmap; "waves" (export, --render) is the panel.
    auto *centre = m_window->findChild<QSplitter *>(QStringLiteral("CentreSplitter"));
    QVERIFY(centre);
    QCOMPARE(centre->widget(0), panel);
    QCOMPARE(centre->widget(1), m_window->heatmapView());
    QCOMPARE(m_window->view(QStringLiteral("waves")), panel);
}

void TestWavePanel::tabOrder()
{
    const QList<QWidget *> order { m_plot, m_picker->lineEdit(), m_picker->defaultButton(),
                                   m_window->heatmapView() };
    m_plot->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), m_plot);
    for (int k = 1; k < order.size(); ++k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), order.at(k));
    }
    for (int k = static_cast<int>(order.size()) - 2; k >= 0; --k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), order.at(k));
    }
}

QTEST_MAIN(TestWavePanel)
#include "tst_wavepanel.moc"
