// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/heatmap/heatmapview.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <cmath>

using namespace pe;

namespace {

void wheel(QWidget *widget, const QPointF &at, int delta, Qt::KeyboardModifiers modifiers = {})
{
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestHeatmapView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void clickPicksTheCell_data();
    void clickPicksTheCell();
    void wheelZoomThenPanKeepsThePickedCell();
    void dragPansWithoutPicking();
    void modifiedWheelZoomsDimensions();
    void keys();
    void hoverToolTip_data();
    void hoverToolTip();
    void toolTipEventShowsTheText();
    void rendersOnlyWhenTheImageChanges();
    void startsTheImageAheadOfThePaint();
    void paletteProperty();
    void followsAPickMadeElsewhere();
    void newParametersRefit();
    void aliasingFlags();
    void retranslatesOnLanguageChange();

private:
    PositionalEncodingModel *m_model = nullptr;
    HeatmapView *m_view = nullptr;
};

void TestHeatmapView::init()
{
    m_model = new PositionalEncodingModel;
    m_view = new HeatmapView(m_model);
    m_view->resize(900, 560);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestHeatmapView::cleanup()
{
    delete m_view;
    delete m_model;
}

void TestHeatmapView::clickPicksTheCell_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<int>("dim");
    QTest::addRow("d = 8, position 12, dim 5") << 8 << qint64(12) << 5;
    QTest::addRow("d = 8, position 0, dim 0") << 8 << qint64(0) << 0;
    QTest::addRow("d = 128, position 49, dim 100") << 128 << qint64(49) << 100;
}

void TestHeatmapView::clickPicksTheCell()
{
    QFETCH(int, dimension);
    QFETCH(qint64, position);
    QFETCH(int, dim);
    QVERIFY(m_model->setDimension(dimension));
    m_model->setPositionP(3);
    QSignalSpy picked(m_view, &HeatmapView::cellPicked);
    QSignalSpy pSpy(m_model, &PositionalEncodingModel::positionPChanged);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCentre(position, dim).toPoint());
    QCOMPARE(m_model->positionP(), position);
    QCOMPARE(m_model->pickedDimension(), dim);
    QVERIFY(m_model->shownDimensions().contains(dim));
    QCOMPARE(picked.count(), 1);
    QCOMPARE(picked.at(0).at(0).toLongLong(), position);
    QCOMPARE(picked.at(0).at(1).toInt(), dim);
    QCOMPARE(pSpy.count(), position == 3 ? 0 : 1);
}

void TestHeatmapView::wheelZoomThenPanKeepsThePickedCell()
{
    const QPoint at = m_view->cellCentre(20, 3).toPoint();
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at);
    QCOMPARE(m_model->positionP(), qint64(20));
    QCOMPARE(m_model->pickedDimension(), 3);

    QSignalSpy viewport(m_view, &HeatmapView::viewportChanged);
    wheel(m_view, at, 3 * 120); // zoom in three notches at the picked cell
    QCOMPARE(viewport.count(), 1);
    QVERIFY(m_view->viewport().positionSpan < 50.0 / 1.9);
    QCOMPARE(m_view->viewport().dimensionSpan, 8.0);
    const HeatmapCell under = m_view->cellAt(at);
    QVERIFY(under.valid);
    QCOMPARE(under.position, qint64(20)); // the cell under the cursor stayed put
    QCOMPARE(under.dimension, 3);

    const double before = m_view->viewport().firstPosition;
    QTest::keyClick(m_view, Qt::Key_Right);
    QVERIFY(m_view->viewport().firstPosition > before);
    // panning picks nothing and the picked cell is still on screen
    QCOMPARE(m_model->positionP(), qint64(20));
    QCOMPARE(m_model->pickedDimension(), 3);
    const QRect plot = m_view->currentLayout().plotRect();
    QVERIFY(plot.contains(m_view->cellCentre(20, 3).toPoint()));
    QCOMPARE(m_view->cellAt(m_view->cellCentre(20, 3).toPoint()).position, qint64(20));
}

void TestHeatmapView::dragPansWithoutPicking()
{
    m_view->setFollowsPick(false);
    m_model->setPositionP(7);
    wheel(m_view, m_view->cellCentre(25, 4), 4 * 120);
    const HeatmapViewport zoomed = m_view->viewport();
    const QPoint from = m_view->cellCentre(25, 4).toPoint();
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    for (int dx : { -60, -120 }) {
        const QPointF to = from + QPoint(dx, 0);
        QMouseEvent move(QEvent::MouseMove, to, m_view->mapToGlobal(to), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(m_view, &move);
    }
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, from + QPoint(-120, 0));
    QVERIFY(m_view->viewport().firstPosition > zoomed.firstPosition);
    QCOMPARE(m_view->viewport().positionSpan, zoomed.positionSpan);
    QCOMPARE(m_model->positionP(), qint64(7));
}

void TestHeatmapView::modifiedWheelZoomsDimensions()
{
    QVERIFY(m_model->setDimension(128));
    const QPointF at = m_view->cellCentre(10, 64);
    wheel(m_view, at, 2 * 120, Qt::ControlModifier);
    QCOMPARE(m_view->viewport().positionSpan, 50.0);
    QVERIFY(m_view->viewport().dimensionSpan < 128.0 / 1.5);
    QCOMPARE(m_view->cellAt(at.toPoint()).dimension, 64);
    wheel(m_view, at, 120, Qt::ShiftModifier);
    QVERIFY(m_view->viewport().dimensionSpan < 128.0 / 1.9);
}

void TestHeatmapView::keys()
{
    QTest::keyClick(m_view, Qt::Key_Plus);
    QVERIFY(m_view->viewport().positionSpan < 50.0);
    const double span = m_view->viewport().positionSpan;
    QTest::keyClick(m_view, Qt::Key_Plus, Qt::ShiftModifier); // "+" typed with Shift
    QVERIFY(m_view->viewport().positionSpan < span);
    QCOMPARE(m_view->viewport().dimensionSpan, 8.0);
    QTest::keyClick(m_view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(m_view->viewport().dimensionSpan < 8.0);
    QTest::keyClick(m_view, Qt::Key_Down);
    QVERIFY(m_view->viewport().firstDimension > 0.0);
    QTest::keyClick(m_view, Qt::Key_Minus);
    QTest::keyClick(m_view, Qt::Key_Home);
    QVERIFY(m_view->viewport() == HeatmapViewport::all(50, 8));
}

void TestHeatmapView::hoverToolTip_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<int>("dim");
    QTest::addColumn<QString>("expected");
    // PE(3) first pair (sin, cos) = 0.141120, -0.989992; second pair sin 0.3 = 0.295520
    QTest::addRow("sin 3") << 50 << qint64(3) << 0 << QStringLiteral("Value 0.141120");
    QTest::addRow("cos 3") << 50 << qint64(3) << 1 << QStringLiteral("Value \u22120.989992");
    QTest::addRow("sin 0.3") << 50 << qint64(3) << 2 << QStringLiteral("Value 0.295520");
    QTest::addRow("position and pair")
        << 50 << qint64(3) << 3 << QStringLiteral("Dimension 3: cos of pair 1");
    QTest::addRow("one position") << 50 << qint64(3) << 3 << QStringLiteral("Position 3\n");
    QTest::addRow("mean") << 100000 << qint64(50000) << 6 << QStringLiteral("Mean over positions ");
}

void TestHeatmapView::hoverToolTip()
{
    QFETCH(int, positions);
    QFETCH(qint64, position);
    QFETCH(int, dim);
    QFETCH(QString, expected);
    QVERIFY(m_model->setPositionCount(positions));
    const QPoint at = m_view->cellCentre(position, dim).toPoint();
    const QString text = m_view->toolTipText(at);
    QVERIFY2(text.contains(expected), qPrintable(text));
    // the value line always carries the pixel's value to 6 decimals
    const HeatmapCell cell = m_view->cellAt(at);
    QVERIFY(text.contains(QStringLiteral("Value ") + formatDisplay(cell.value)));
    if (cell.positionCount > 1) {
        double sum = 0;
        for (qint64 k = 0; k < cell.positionCount; ++k)
            sum += m_model->encoding().value(static_cast<double>(cell.firstPosition + k), dim);
        QVERIFY(std::abs(cell.value - sum / cell.positionCount) < 1e-12);
        QVERIFY(text.contains(QStringLiteral("%1–%2")
                                  .arg(cell.firstPosition)
                                  .arg(cell.firstPosition + cell.positionCount - 1)));
    }
}

void TestHeatmapView::toolTipEventShowsTheText()
{
    const QPoint at = m_view->cellCentre(3, 0).toPoint();
    QHelpEvent event(QEvent::ToolTip, at, m_view->mapToGlobal(at));
    QApplication::sendEvent(m_view, &event);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().contains(QStringLiteral("0.141120")));
    QToolTip::hideText();
}

void TestHeatmapView::rendersOnlyWhenTheImageChanges()
{
    m_view->grab();
    const int start = m_view->renderCount();
    QVERIFY(start >= 1);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start); // nothing changed: the cached image is blitted

    QVERIFY(m_model->setPositionQ(7)); // markers only
    QVERIFY(m_model->setPositionP(11));
    QVERIFY(m_model->setPickedDimension(2));
    m_model->setEncodingEnabled(false);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start);

    QVERIFY(m_model->setBase(100.0));
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start + 1);
    m_model->setComponentLayout(Layout::Concatenated);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start + 2);
    m_view->setColorPalette(Palette::Cividis);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start + 3);
    m_view->resize(700, 500);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start + 4);
    m_view->zoomPositions(2.0, 300);
    m_view->grab();
    QCOMPARE(m_view->renderCount(), start + 5);
}

// A change of the image's parameters starts its render on another thread at once; the paint
// takes that image instead of rendering again. A hidden view starts nothing.
void TestHeatmapView::startsTheImageAheadOfThePaint()
{
    m_view->grab();
    const int renders = m_view->renderCount();
    const int prepared = m_view->preparedRenderCount();
    QVERIFY(m_model->setBase(100.0));
    QVERIFY(m_model->setDimension(64));
    m_view->grab();
    QCOMPARE(m_view->renderCount(), renders + 1); // the image for the latest parameters only
    QCOMPARE(m_view->preparedRenderCount(), prepared + 1);
    // What the paint shows is the image for d = 64: its rows are dims 0 .. 63.
    QCOMPARE(m_view->cellAt(m_view->cellCentre(5, 63).toPoint()).dimension, 63);

    // A prepared image is rendered into the one shown before the one it replaces, when that has
    // its size (the image before d = 64's had d = 8's), and shows what a new view of the same
    // model shows.
    const int reused = m_view->reusedRenderCount();
    QVERIFY(m_model->setBase(300.0));
    m_view->grab();
    QCOMPARE(m_view->reusedRenderCount(), reused);
    QVERIFY(m_model->setBase(700.0)); // into base 100's image
    const QImage shown = m_view->grab().toImage();
    QCOMPARE(m_view->preparedRenderCount(), prepared + 3);
    QCOMPARE(m_view->reusedRenderCount(), reused + 1);
    HeatmapView other(m_model);
    other.resize(m_view->size());
    // Cell by cell (the frame and the focus differ between a shown view and one that is not).
    const QImage fresh = other.grab().toImage();
    for (qint64 position = 0; position < m_model->positionCount(); position += 7)
        for (int dim = 0; dim < 64; dim += 3) {
            const QPoint at = m_view->cellCentre(position, dim).toPoint();
            QCOMPARE(other.cellCentre(position, dim).toPoint(), at);
            QCOMPARE(shown.pixel(at), fresh.pixel(at));
        }

    m_view->hide();
    QVERIFY(m_model->setBase(1000.0));
    m_view->grab();
    QCOMPARE(m_view->preparedRenderCount(), prepared + 3);
    QCOMPARE(m_view->renderCount(), renders + 4);
}

void TestHeatmapView::paletteProperty()
{
    QCOMPARE(m_view->colorPalette(), Palette::Viridis);
    QSignalSpy spy(m_view, &HeatmapView::colorPaletteChanged);
    m_view->setColorPalette(Palette::RdBu);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Palette>(), Palette::RdBu);
    m_view->setColorPalette(Palette::RdBu);
    QCOMPARE(spy.count(), 1);
    QVERIFY(m_view->setProperty("colorPalette", QVariant::fromValue(Palette::Cividis)));
    QCOMPARE(m_view->colorPalette(), Palette::Cividis);
}

void TestHeatmapView::followsAPickMadeElsewhere()
{
    m_view->setViewport({ 0, 10, 0, 8 });
    QVERIFY(m_model->setPositionP(45));
    const HeatmapViewport v = m_view->viewport();
    QVERIFY(v.firstPosition <= 45.5 && 45.5 <= v.firstPosition + v.positionSpan);
    QCOMPARE(v.positionSpan, 10.0);
    m_view->setFollowsPick(false);
    QVERIFY(m_model->setPositionP(2));
    QVERIFY(m_view->viewport() == v);
}

void TestHeatmapView::newParametersRefit()
{
    QVERIFY(m_model->setDimension(256));
    QVERIFY(m_view->viewport() == HeatmapViewport::all(50, 256));
    QVERIFY(m_model->setPositionCount(1000));
    QVERIFY(m_view->viewport() == HeatmapViewport::all(1000, 256));
    m_view->setViewport({ 100, 50, 0, 256 });
    QVERIFY(m_model->setPositionCount(120)); // zoomed: kept, moved inside
    QVERIFY(m_view->viewport() == (HeatmapViewport { 70, 50, 0, 256 }));
}

void TestHeatmapView::aliasingFlags()
{
    QVERIFY(m_model->setDimension(8));
    QCOMPARE(m_view->aliasedPairCount(), 0);
    QVERIFY(m_model->setPositionCount(100000));
    // periods 6.28, 62.8, 628, 6283 against two pixels of 100000 / plot width positions each
    const double ppp = 100000.0 / m_view->currentLayout().plotRect().width();
    const double periods[] = { 6.283185, 62.831853, 628.318531, 6283.185307 };
    int aliasedPairs = 0;
    for (int dim = 0; dim < 8; ++dim) {
        QCOMPARE(m_view->isDimensionAliased(dim), periods[dim / 2] < 2 * ppp);
        if (dim % 2 == 0 && periods[dim / 2] < 2 * ppp)
            ++aliasedPairs;
    }
    QVERIFY(aliasedPairs > 0);
    QCOMPARE(m_view->aliasedPairCount(), aliasedPairs);
    m_view->zoomPositions(1000.0, 0);
    QCOMPARE(m_view->aliasedPairCount(), 0);
}

void TestHeatmapView::retranslatesOnLanguageChange()
{
    m_view->setAccessibleName(QStringLiteral("stale"));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(m_view, &change);
    QCOMPARE(m_view->accessibleName(), QStringLiteral("Heatmap of the positional encoding"));
}

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
