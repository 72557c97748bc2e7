// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel (issue 26): a refused value's message comes and goes under its field and
// nothing else moves or hides (a fixed d hid the d slider and field, a fixed base the "Base:"
// label); the d slider steps through the powers of two, the field takes any even d.
#include "core/model/positionalencodingmodel.h"
#include "ui/common/checkedspinbox.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QApplication>

#include <QLabel>
#include <QSlider>
#include <QtTest>

using namespace pe;

namespace {

void type(CheckedSpinBox *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

} // namespace

class TestParameterPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixingARefusedValueHidesOnlyTheMessage_data();
    void fixingARefusedValueHidesOnlyTheMessage();
    void sliderStepsThroughPowersOfTwo();
    void sliderFollowsAnyDimension();
};

void TestParameterPanel::fixingARefusedValueHidesOnlyTheMessage_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("refused");
    QTest::addColumn<QString>("fixed");
    QTest::addColumn<int>("width");
    // The teacher's sequences, in a window as wide as a 1024 px screen and a 1920 px one.
    for (int width : { 1024, 1920 }) {
        const QByteArray w = QByteArray::number(width);
        QTest::newRow(QByteArray("d " + w).constData()) << "dimension"
                                                        << "7"
                                                        << "10" << width;
        QTest::newRow(QByteArray("base " + w).constData()) << "base"
                                                           << "1"
                                                           << "20000" << width;
        QTest::newRow(QByteArray("positions " + w).constData()) << "positionCount"
                                                                << "0"
                                                                << "60" << width;
        QTest::newRow(QByteArray("p " + w).constData()) << "positionP"
                                                        << "-1"
                                                        << "5" << width;
        QTest::newRow(QByteArray("q " + w).constData()) << "positionQ"
                                                        << "-3"
                                                        << "4" << width;
    }
}

void TestParameterPanel::fixingARefusedValueHidesOnlyTheMessage()
{
    QFETCH(QString, name);
    QFETCH(QString, refused);
    QFETCH(QString, fixed);
    QFETCH(int, width);
    // In the window, as the teacher had it: the panel in its dock, the requests through the
    // window's undo to the model and back.
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.resize(width, 740);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ParameterPanel &panel = *window.parameterPanel();
    QApplication::processEvents();
    auto *field = panel.findChild<CheckedSpinBox *>(name + QStringLiteral("Field"));
    QVERIFY(field);
    QLabel *message = panel.messageLabel(field);
    QVERIFY(message);

    // Every control and label but the messages, where it is before anything was typed.
    QList<QPair<QWidget *, QRect>> before;
    for (QWidget *w : panel.findChildren<QWidget *>()) {
        if (!w->isWindow() && w->isVisibleTo(&panel) && w->parentWidget() == &panel)
            before.append({ w, w->geometry() });
    }
    QVERIFY(before.size() >= 14); // 7 labels, 5 fields, the slider, the switch, the layout box

    for (int round = 0; round < 2; ++round) {
        type(field, refused);
        QVERIFY(!field->message().isEmpty());
        QTRY_VERIFY(message->isVisibleTo(&panel));
        type(field, fixed);
        QVERIFY(field->message().isEmpty());
        QCOMPARE(field->text(), fixed);
        QCOMPARE(model.property(qPrintable(name)).toString(), fixed);
        QTRY_VERIFY(!message->isVisibleTo(&panel));
        QTest::qWait(50);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QApplication::processEvents();
        for (const auto &[w, geometry] : std::as_const(before)) {
            const QString what = w->objectName().isEmpty()
                ? QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ')
                    + (qobject_cast<QLabel *>(w) ? qobject_cast<QLabel *>(w)->text() : QString())
                : w->objectName();
            QVERIFY2(w->isVisibleTo(&panel), qPrintable(what + QStringLiteral(" hidden")));
            QVERIFY2(w->geometry() == geometry,
                     qPrintable(what
                                + QStringLiteral(" moved or shrank: %1,%2 %3×%4")
                                      .arg(w->x())
                                      .arg(w->y())
                                      .arg(w->width())
                                      .arg(w->height())));
        }
    }
}

void TestParameterPanel::sliderStepsThroughPowersOfTwo()
{
    PositionalEncodingModel model;
    ParameterPanel panel(&model);
    connect(&panel, &ParameterPanel::dimensionRequested, &model,
            &PositionalEncodingModel::setDimension);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSlider *slider = panel.dimensionSlider();
    model.setDimension(8);
    // The whole range is 16 steps, 2 to 65536: a 50 px drag (a few steps) no longer goes from 8
    // to 26022.
    QCOMPARE(slider->maximum() - slider->minimum(), 15);
    QCOMPARE(ParameterPanel::sliderDimension(slider->minimum()), 2);
    QCOMPARE(ParameterPanel::sliderDimension(slider->maximum()), 65536);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(model.dimension(), 16);
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(model.dimension(), 32);
    QTest::keyClick(slider, Qt::Key_Left);
    QCOMPARE(model.dimension(), 16);
    QTest::keyClick(slider, Qt::Key_PageUp);
    QCOMPARE(model.dimension(), 64);
    QTest::keyClick(slider, Qt::Key_End);
    QCOMPARE(model.dimension(), 65536);
    QTest::keyClick(slider, Qt::Key_Home);
    QCOMPARE(model.dimension(), 2);
    // Dragging from 8 over a third of the track: a few doublings, a d people use.
    model.setDimension(8);
    slider->setValue(slider->value() + 5);
    QCOMPARE(model.dimension(), 256);
}

void TestParameterPanel::sliderFollowsAnyDimension()
{
    PositionalEncodingModel model;
    ParameterPanel panel(&model);
    connect(&panel, &ParameterPanel::dimensionRequested, &model,
            &PositionalEncodingModel::setDimension);
    // The field takes any even d; the slider sits at the nearest power of two and does not
    // change d by itself.
    model.setDimension(10);
    QCOMPARE(panel.dimensionSpinBox()->value(), 10);
    QCOMPARE(ParameterPanel::sliderDimension(panel.dimensionSlider()->value()), 8);
    QCOMPARE(model.dimension(), 10);
    model.setDimension(1000);
    QCOMPARE(ParameterPanel::sliderDimension(panel.dimensionSlider()->value()), 1024);
    QCOMPARE(model.dimension(), 1000);
    type(panel.dimensionSpinBox(), QStringLiteral("130"));
    QCOMPARE(model.dimension(), 130);
    QCOMPARE(ParameterPanel::sliderDimension(panel.dimensionSlider()->value()), 128);
}

QTEST_MAIN(TestParameterPanel)
#include "tst_parameterpanel.moc"
