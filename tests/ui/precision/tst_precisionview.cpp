// SPDX-License-Identifier: GPL-3.0-or-later
// The Precision view: the type and variant controls change what is drawn, the model's d and
// positions resample, the hover text reads the values computed here independently, a click sets p
// and the picked dimension, the colour scale, a language change retranslates every text, and in
// the window a new summary is painted once.
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "tests/floatreference.h"
#include "ui/precision/precisionplot.h"
#include "ui/precision/precisionview.h"
#include "ui/window/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QtTest>

#include <cmath>

using namespace pe;

class TestPrecisionView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void controlsChangeWhatIsDrawn();
    void modelChangesResample();
    void hiddenViewWaits();
    void movingPDoesNotResample();
    void preparedWhileOthersPaint();
    void hoverReadsTheValues();
    void clickSetsP();
    void colourScale();
    void arrowKeys();
    void retranslates();
    void summaryPaintedOnce();
};

void TestPrecisionView::controlsChangeWhatIsDrawn()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    view.resize(700, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *type = view.findChild<QComboBox *>(QStringLiteral("precisionTypeCombo"));
    auto *variant = view.findChild<QComboBox *>(QStringLiteral("precisionVariantCombo"));
    QVERIFY(type && variant);
    QCOMPARE(view.plot()->type(), FloatType::Float16);
    QVERIFY2(view.summary().contains(QStringLiteral("2049")), qPrintable(view.summary()));
    type->setCurrentIndex(1);
    Q_EMIT type->activated(1);
    QCOMPARE(view.plot()->type(), FloatType::BFloat16);
    QVERIFY2(view.summary().contains(QStringLiteral("257")), qPrintable(view.summary()));
    // The line under the chart follows after the repaint (PrecisionView::scheduleSummary).
    QTRY_VERIFY(view.findChild<QLabel *>(QStringLiteral("precisionSummary"))
                    ->text()
                    .contains(QStringLiteral("257")));
    variant->setCurrentIndex(1);
    Q_EMIT variant->activated(1);
    QCOMPARE(view.plot()->variant(), PrecisionVariant::AngleInFloat32);
    QVERIFY(view.summary().contains(QStringLiteral("16777217")));
    QVERIFY(view.plot()->title().contains(QStringLiteral("bfloat16")));
}

void TestPrecisionView::modelChangesResample()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    view.resize(700, 400);
    view.layout()->activate();
    QCOMPARE(view.plot()->sampler().rows(), 8);
    QCOMPARE(view.plot()->sampler().columns(), 50);
    model.setDimension(4);
    model.setPositionCount(2100);
    QCOMPARE(view.plot()->sampler().rows(), 4);
    QVERIFY(view.plot()->sampler().columns() < 2100); // thinned out to the width
    QVERIFY(view.plot()->sampler().collisionCount() > 0); // 2048 and 2049 are one in float16
    QCOMPARE(view.plot()->sampler().collisions().front(), int64_t(2048));
}

void TestPrecisionView::hiddenViewWaits()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    auto *summary = view.findChild<QLabel *>(QStringLiteral("precisionSummary"));
    model.setDimension(16);
    QVERIFY(summary->text().isEmpty()); // not shown yet: nothing sampled
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY2(summary->text().contains(QStringLiteral("2049")), qPrintable(summary->text()));
}

// The table depends on d, base, the layout and the count, not on p or q: moving them repaints the
// marks over the same samples (the view recomputed its table at every step of p, issue 26).
void TestPrecisionView::movingPDoesNotResample()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(64));
    QVERIFY(model.setPositionCount(3000));
    PrecisionView view(&model);
    view.resize(700, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int samplings = view.plot()->samplings();
    QVERIFY(samplings > 0);
    const QString summary = view.summary();
    for (qint64 p : { 5, 2048, 2999 }) {
        model.setPositionP(p);
        model.setPositionQ(p / 2);
        model.setPickedDimension(int(p % 64));
        QCoreApplication::processEvents();
        QCOMPARE(view.plot()->sampler().positionCount(), int64_t(3000));
        QCOMPARE(view.plot()->samplings(), samplings);
    }
    QCOMPARE(view.summary(), summary);
    QVERIFY(model.setBase(500.0)); // a new table
    QCoreApplication::processEvents();
    QCOMPARE(view.plot()->sampler().table().encoding().base(), 500.0);
    QCOMPARE(view.plot()->samplings(), samplings + 1);
}

// A change while the view is seen starts the samples on another thread at once (the paint takes
// them); they are the samples made on the spot, to the last bit. A hidden view starts nothing.
void TestPrecisionView::preparedWhileOthersPaint()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    // Wide enough for both summaries on one line: a summary of another height lays the view out
    // again at once (summaryPaintedOnce), and the plot's new size is sampled anew.
    view.resize(1400, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *summary = view.findChild<QLabel *>(QStringLiteral("precisionSummary"));
    QTRY_VERIFY(!summary->text().isEmpty());
    const int prepared = view.plot()->preparedSamplings();
    QVERIFY(model.setDimension(512));
    QVERIFY(model.setPositionCount(2048));
    QVERIFY(model.setBase(5000.0));
    const int samplings = view.plot()->samplings();
    QTRY_COMPARE(view.plot()->preparedSamplings(), prepared + 1); // the paint took them
    QCOMPARE(view.plot()->samplings(), samplings + 1); // and made none of its own
    QTRY_COMPARE(summary->text(), view.summary());
    const PrecisionSampler &s = view.plot()->sampler();
    QCOMPARE(s.table().encoding().base(), 5000.0);
    QCOMPARE(s.rows(), std::min(512, int(view.plot()->cellArea().height())));
    const PrecisionSampler here(
        PrecisionTable(model.encoding(), FloatType::Float16, PrecisionVariant::AllInType), 2048,
        int(view.plot()->cellArea().width()), int(view.plot()->cellArea().height()));
    QCOMPARE(here.columns(), s.columns());
    QCOMPARE(here.rows(), s.rows());
    for (int c = 0; c < s.columns(); ++c)
        for (int r = 0; r < s.rows(); ++r)
            if (!(here.error(c, r) == s.error(c, r)
                  || (std::isnan(here.error(c, r)) && std::isnan(s.error(c, r)))))
                QFAIL(qPrintable(QStringLiteral("column %1 row %2").arg(c).arg(r)));
    QCOMPARE(here.collisionCount(), s.collisionCount());
    QCOMPARE(here.maxError(), s.maxError());

    const int samplingsNow = view.plot()->samplings();
    const int preparedNow = view.plot()->preparedSamplings();
    view.hide();
    QVERIFY(model.setDimension(64));
    QCoreApplication::processEvents();
    QCOMPARE(view.plot()->samplings(), samplingsNow);
    QCOMPARE(view.plot()->preparedSamplings(), preparedNow);
}

void TestPrecisionView::hoverReadsTheValues()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    const ReferenceFormat f16 = ReferenceFormat::float16();
    // Position 17, dimension 3 (cos of pair 1), all in float16, computed here step by step.
    const double inverse = f16.nearest(1.0 / std::pow(10000.0, 2.0 / 8));
    const double typed = f16.nearest(std::cos(f16.nearest(17 * inverse)));
    const double exact = std::cos(17 / std::pow(10000.0, 2.0 / 8));
    const QString text = view.plot()->toolTipAt(17, 3);
    QVERIFY2(text.contains(QStringLiteral("Position 17, dimension 3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("double: ") + formatDisplay(exact)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("float16: ") + formatDisplay(typed)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("error: ") + formatDisplay(std::abs(typed - exact))),
             qPrintable(text));
    model.setPositionCount(70000);
    QVERIFY(view.plot()->toolTipAt(65530, 0).contains(QStringLiteral("error: not a number")));
}

void TestPrecisionView::clickSetsP()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    view.resize(700, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    PrecisionPlot *plot = view.plot();
    const QRectF area = plot->cellArea();
    // The middle of position 30's column and dimension 5's row.
    const QPoint at(int(area.left() + area.width() * 30.5 / 50),
                    int(area.top() + area.height() * 5.5 / 8));
    int64_t position = 0;
    int dim = 0;
    QVERIFY(plot->cellAtPoint(at, &position, &dim));
    QCOMPARE(position, int64_t(30));
    QCOMPARE(dim, 5);
    QTest::mouseClick(plot, Qt::LeftButton, {}, at);
    QCOMPARE(model.positionP(), qint64(30));
    QCOMPARE(model.pickedDimension(), 5);
    QVERIFY(!plot->cellAtPoint(QPointF(1, 1), &position, &dim));
}

void TestPrecisionView::arrowKeys()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    PrecisionPlot *plot = view.plot();
    QCOMPARE(plot->focusPolicy(), Qt::StrongFocus);
    model.setPositionP(48);
    QTest::keyClick(plot, Qt::Key_Right);
    QCOMPARE(model.positionP(), qint64(49));
    QTest::keyClick(plot, Qt::Key_Right); // the last shown position stays
    QCOMPARE(model.positionP(), qint64(49));
    QTest::keyClick(plot, Qt::Key_Left);
    QCOMPARE(model.positionP(), qint64(48));
    model.setPickedDimension(0);
    QTest::keyClick(plot, Qt::Key_Up);
    QCOMPARE(model.pickedDimension(), 0);
    QTest::keyClick(plot, Qt::Key_Down);
    QCOMPARE(model.pickedDimension(), 1);
}

void TestPrecisionView::colourScale()
{
    QCOMPARE(PrecisionPlot::colorOf(std::nan("")), qRgb(220, 20, 60));
    QCOMPARE(PrecisionPlot::colorOf(std::numeric_limits<double>::infinity()), qRgb(220, 20, 60));
    QCOMPARE(PrecisionPlot::colorOf(0), qRgb(68, 1, 84));
    QCOMPARE(PrecisionPlot::colorOf(1e-9), qRgb(68, 1, 84));
    QCOMPARE(PrecisionPlot::colorOf(1), qRgb(253, 231, 37));
    QCOMPARE(PrecisionPlot::colorOf(1e-4), qRgb(33, 145, 140)); // the middle stop
}

void TestPrecisionView::retranslates()
{
    PositionalEncodingModel model;
    PrecisionView view(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    lessontest::BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();
    const auto *labels = &view;
    bool bracketed = true;
    for (QLabel *label : labels->findChildren<QLabel *>())
        bracketed = bracketed && label->text().startsWith(QLatin1Char('['));
    auto *variant = view.findChild<QComboBox *>(QStringLiteral("precisionVariantCombo"));
    const QString item = variant->itemText(0);
    const QString title = view.plot()->title();
    const QString hover = view.plot()->toolTipAt(1, 1);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY(bracketed);
    QCOMPARE(item, QStringLiteral("[all in the type]"));
    QVERIFY(title.startsWith(QLatin1Char('[')));
    QVERIFY(hover.startsWith(QLatin1Char('[')));
}

namespace {

// Each paint of a label: its text and its place in the window then.
class PaintLog : public QObject
{
public:
    struct Paint
    {
        QString text;
        QRect place;
    };
    explicit PaintLog(QLabel *label)
        : m_label(label)
    {
        label->installEventFilter(this);
    }
    std::vector<Paint> paints;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::Paint)
            paints.push_back(
                { m_label->text(),
                  QRect(m_label->mapTo(m_label->window(), QPoint(0, 0)), m_label->size()) });
        return false;
    }

private:
    QLabel *m_label;
};

} // namespace

// In the window, a change's new summary is laid out before it is painted: one paint with the new
// text, where the label ends up (left to the event loop, the label's layout request and then the
// window's each led to a paint: the new text first painted where the old one was, then again).
void TestPrecisionView::summaryPaintedOnce()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(512));
    QVERIFY(model.setPositionCount(2048));
    MainWindow window(&model);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.raiseView(QStringLiteral("precision"));
    auto *view = window.findChild<PrecisionView *>();
    QVERIFY(view);
    auto *summary = view->findChild<QLabel *>(QStringLiteral("precisionSummary"));
    QTRY_COMPARE(summary->text(), view->summary());
    QTest::qWait(50);
    for (const double base : { 5000.0, 20000.0, 700.0 }) {
        PaintLog log(summary);
        QVERIFY(model.setBase(base));
        QTRY_COMPARE(summary->text(), view->summary());
        QTest::qWait(100); // every repaint that follows
        const QRect place(summary->mapTo(&window, QPoint(0, 0)), summary->size());
        int withNewText = 0;
        for (const PaintLog::Paint &paint : log.paints) {
            if (paint.text != summary->text())
                continue;
            ++withNewText;
            QCOMPARE(paint.place, place);
        }
        QCOMPARE(withNewText, 1);
    }
}

QTEST_MAIN(TestPrecisionView)
#include "tst_precisionview.moc"
