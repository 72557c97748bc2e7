// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockdial.h"
#include "ui/clock/clockgrid.h"
#include "ui/clock/clockplayer.h"
#include "ui/clock/clockview.h"

#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <cmath>

using namespace pe;

namespace {
constexpr double twoPi = 6.283185307179586476925286766559;
constexpr double tolerance = 1e-12;

// A model with the given parameters and a shown view of the given size.
struct Fixture
{
    Fixture(int d, qint64 p, qint64 q, QSize size = QSize(1000, 700))
        : view(&model)
    {
        model.setDimension(d);
        model.setPositionP(p);
        model.setPositionQ(q);
        view.resize(size);
        view.show();
    }
    PositionalEncodingModel model;
    ClockView view;
};
} // namespace

class TestClockView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handAngle_data();
    void handAngle();
    void labels_data();
    void labels();
    void toolTip();
    void paging_data();
    void paging();
    void playerTurnsHands();
    void qHands();
    void clickPicksDimension();
    void render_data();
    void render();
    void settlesInItsScrollArea();
};

void TestClockView::handAngle_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("layout");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<int>("pair");
    QTest::addRow("d8 p3 first pair") << 8 << 10000.0 << 0 << qint64(3) << 0;
    QTest::addRow("d8 p3 second pair") << 8 << 10000.0 << 0 << qint64(3) << 1;
    QTest::addRow("d8 p6 first pair wraps") << 8 << 10000.0 << 0 << qint64(7) << 0;
    QTest::addRow("d128 p1000 second hand") << 128 << 10000.0 << 0 << qint64(1000) << 0;
    QTest::addRow("d128 p1000 minute hand") << 128 << 10000.0 << 0 << qint64(1000) << 32;
    QTest::addRow("d128 p100000 hour hand") << 128 << 10000.0 << 0 << qint64(100000) << 63;
    QTest::addRow("d16 base 100 concatenated") << 16 << 100.0 << 1 << qint64(41) << 5;
}

void TestClockView::handAngle()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, layout);
    QFETCH(qint64, p);
    QFETCH(int, pair);
    Fixture f(d, p, 0);
    f.model.setBase(base);
    f.model.setComponentLayout(static_cast<Layout>(layout));
    const double denominator = std::pow(base, 2.0 * pair / d);
    const double expected = std::fmod(static_cast<double>(p) / denominator, twoPi);
    QVERIFY(std::abs(f.view.handAngle(pair) - expected) < tolerance);
    // The hand's tip is the pair's (sin, cos) components, read from the current layout.
    const Encoding &e = f.model.encoding();
    const QPointF tip = f.view.handDirection(pair);
    QVERIFY(std::abs(tip.x() - e.value(p, e.dimensionOf(pair, false))) < 1e-9);
    QVERIFY(std::abs(tip.y() - e.value(p, e.dimensionOf(pair, true))) < 1e-9);
    // q = 0: every q hand at 12 o'clock.
    QCOMPARE(f.view.handAngle(pair, true), 0.0);
    // A pair that does not exist is answered, not a crash.
    QVERIFY(std::isnan(f.view.handAngle(d / 2)));
    QVERIFY(f.view.dialToolTip(-1).isEmpty());
}

void TestClockView::labels_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("pair");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("period");
    QTest::addColumn<QString>("exact");
    QTest::addRow("second hand") << 0 << 0 << "pair 0 · dims 0, 1"
                                 << "period 6.28"
                                 << "6.283185";
    QTest::addRow("minute hand") << 0 << 32 << "pair 32 · dims 64, 65"
                                 << "period 628.3"
                                 << "628.318531";
    QTest::addRow("hour hand") << 0 << 63 << "pair 63 · dims 126, 127"
                               << "period 54410.1"
                               << "54410.143131";
    QTest::addRow("concatenated") << 1 << 32 << "pair 32 · dims 32, 96"
                                  << "period 628.3"
                                  << "628.318531";
}

void TestClockView::labels()
{
    QFETCH(int, layout);
    QFETCH(int, pair);
    QFETCH(QString, title);
    QFETCH(QString, period);
    QFETCH(QString, exact);
    Fixture f(128, 3, 6);
    f.model.setComponentLayout(static_cast<Layout>(layout));
    QCOMPARE(f.view.dialTitle(pair), title);
    QCOMPARE(f.view.periodLabel(pair), period);
    QVERIFY2(f.view.dialToolTip(pair).contains(QStringLiteral("= %1 positions").arg(exact)),
             qPrintable(f.view.dialToolTip(pair)));
}

void TestClockView::toolTip()
{
    Fixture f(8, 3, 6);
    const QString first = f.view.dialToolTip(0);
    QVERIFY2(first.contains(QStringLiteral("p = 3: angle 3.000000 rad (mod 2π), sin 0.141120, "
                                           "cos \u22120.989992")),
             qPrintable(first));
    // 6 rad is less than 2π: not reduced; sin(6), cos(6) at 6 decimals.
    QVERIFY2(
        first.contains(QStringLiteral("q = 6: angle 6.000000 rad (mod 2π), sin \u22120.279415, "
                                      "cos 0.960170")),
        qPrintable(first));
    QVERIFY(first.contains(QStringLiteral("denominator 1.000000")));
    const QString second = f.view.dialToolTip(1);
    QVERIFY2(second.contains(QStringLiteral("sin 0.295520, cos 0.955336")), qPrintable(second));
    // Past one turn the angle is reduced: p = 10 on the fast pair is 10 - 2π.
    f.model.setPositionP(10);
    QVERIFY(f.view.dialToolTip(0).contains(QStringLiteral("angle 3.716815 rad")));
    QVERIFY(!f.view.dialToolTip(0).contains(QStringLiteral("candidates")));
    f.model.setEncodingEnabled(false);
    QVERIFY(f.view.dialToolTip(0).contains(QStringLiteral("candidates")));
}

void TestClockView::paging_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<QSize>("size");
    QTest::addRow("d8 one page") << 8 << QSize(900, 600);
    QTest::addRow("d128 small window pages") << 128 << QSize(700, 500);
    QTest::addRow("d8192 pages") << 8192 << QSize(1200, 800);
}

void TestClockView::paging()
{
    QFETCH(int, d);
    QFETCH(QSize, size);
    Fixture f(d, 3, 6, size);
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    const int pairs = d / 2;
    const int perPage = f.view.grid()->dialsPerPage();
    QVERIFY(perPage >= 1);
    QCOMPARE(f.view.pageCount(), (pairs + perPage - 1) / perPage);
    QCOMPARE(f.view.page(), 0);
    QCOMPARE(f.view.firstVisiblePair(), 0);
    QCOMPARE(f.view.visiblePairCount(), std::min(perPage, pairs));
    if (d == 8)
        QCOMPARE(f.view.pageCount(), 1);
    else
        QVERIFY(f.view.pageCount() > 1);
    // Every visible dial lies inside the grid and is found again under its centre.
    const QRectF gridRect(f.view.grid()->rect());
    for (int k = 0; k < f.view.visiblePairCount(); ++k) {
        const QRectF r = f.view.dialRect(k);
        QVERIFY(gridRect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r));
        QCOMPARE(f.view.grid()->pairAt(r.center()), k);
    }
    if (f.view.pageCount() == 1)
        return;
    QVERIFY(f.view.dialRect(perPage).isEmpty());
    QSignalSpy pageSpy(&f.view, &ClockView::pageChanged);
    f.view.nextPage();
    QCOMPARE(pageSpy.count(), 1);
    QCOMPARE(f.view.page(), 1);
    QCOMPARE(f.view.firstVisiblePair(), perPage);
    QVERIFY(!f.view.dialRect(perPage).isEmpty());
    QVERIFY(f.view.dialRect(0).isEmpty());
    f.view.setPage(f.view.pageCount() + 5); // clamped to the last page
    QCOMPARE(f.view.page(), f.view.pageCount() - 1);
    QCOMPARE(f.view.firstVisiblePair() + f.view.visiblePairCount(), pairs);
    f.view.previousPage();
    QCOMPARE(f.view.page(), f.view.pageCount() - 2);
    // A smaller d keeps a valid page.
    f.model.setDimension(8);
    QCOMPARE(f.view.pageCount(), 1);
    QCOMPARE(f.view.page(), 0);
    QCOMPARE(f.view.visiblePairCount(), 4);
}

void TestClockView::playerTurnsHands()
{
    Fixture f(8, 3, 6);
    f.view.player()->positionSlider()->setValue(17);
    QCOMPARE(f.model.positionP(), qint64(17));
    QCOMPARE(f.view.handAngle(0), std::fmod(17.0, twoPi));
    f.view.player()->setSpeed(25.0); // one position per tick
    f.view.player()->advanceAnimation();
    QCOMPARE(f.model.positionP(), qint64(18));
    QCOMPARE(f.view.handAngle(1), 1.8);
    QCOMPARE(f.view.handAngle(1, true), 0.6); // q's hand stays
}

void TestClockView::qHands()
{
    Fixture f(8, 3, 6);
    QVERIFY(f.view.showsQ());
    for (int pair = 0; pair < 4; ++pair)
        QCOMPARE(f.view.handAngle(pair, true),
                 std::fmod(6.0 / f.model.encoding().denominator(pair), twoPi));
    QVERIFY(f.view.grid()->dialContent(0).showQ);

    // Pixels: p's hand at 12 o'clock, q's at 3 o'clock (θ = π/2): q's faint colour is on the
    // right of the centre, and only when q's hand is shown.
    const ClockDial::Style style = ClockDial::style(QPalette(Qt::black, Qt::white));
    ClockDial::Content content;
    content.angleP = 0;
    content.angleQ = twoPi / 4;
    const QRectF cell(0, 0, 200, 240);
    const QRectF face = ClockDial::faceRect(cell, ClockDial::captionHeight(QFont()));
    const QPoint probe
        = ClockDial::handTip(face.center(), face.width() / 4, content.angleQ).toPoint();
    const QPoint pProbe = ClockDial::handTip(face.center(), face.width() / 4, 0).toPoint();
    QCOMPARE(pProbe.x(), qRound(face.center().x())); // 12 o'clock: straight up
    QVERIFY(pProbe.y() < face.center().y());
    QVERIFY(probe.x() > face.center().x() + face.width() / 5); // θ = π/2: 3 o'clock, clockwise
    QCOMPARE(probe.y(), qRound(face.center().y()));
    for (bool show : { true, false }) {
        content.showQ = show;
        QImage image(cell.size().toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        ClockDial::paint(&painter, cell, content, style);
        painter.end();
        const QColor q = image.pixelColor(probe);
        QCOMPARE(q.red() > q.blue() + 40, show);
        const QColor p = image.pixelColor(pProbe);
        QVERIFY(p.blue() > p.red() + 40); // p's hand is always drawn
    }
    f.view.showQCheckBox()->setChecked(false);
    QVERIFY(!f.view.showsQ());
    QVERIFY(!f.view.grid()->dialContent(0).showQ);
}

void TestClockView::clickPicksDimension()
{
    Fixture f(8, 3, 6);
    f.model.setComponentLayout(Layout::Concatenated);
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QTest::mouseClick(f.view.grid(), Qt::LeftButton, {}, f.view.dialRect(2).center().toPoint());
    QCOMPARE(f.model.pickedDimension(), 2); // pair 2's sin in the concatenated layout
    QVERIFY(f.view.grid()->dialContent(2).picked);
    QVERIFY(!f.view.grid()->dialContent(0).picked);
}

void TestClockView::render_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("expectedDials");
    QTest::addRow("d8") << 8 << QSize(1200, 500) << 4;
    QTest::addRow("d128") << 128 << QSize(1800, 1100) << 64;
}

void TestClockView::render()
{
    QFETCH(int, d);
    QFETCH(QSize, size);
    QFETCH(int, expectedDials);
    Fixture f(d, 3, 6);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    f.view.renderTo(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    // The export fills its rectangle and draws p's hand colour somewhere in it.
    QCOMPARE(image.pixelColor(0, 0).alpha(), 255);
    const QColor handP = ClockDial::style(f.view.palette()).handP;
    int handPixels = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            handPixels += image.pixelColor(x, y) == handP ? 1 : 0;
    QVERIFY(handPixels > 20 * expectedDials / 4);
    const QByteArray dir = qgetenv("PEW_RENDER_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(image.save(QString::fromLocal8Bit(dir) + QStringLiteral("/clock_d%1.png").arg(d)));
        f.view.resize(1100, 750);
        QVERIFY(f.view.grab().save(QString::fromLocal8Bit(dir)
                                   + QStringLiteral("/clockview_d%1.png").arg(d)));
    }
}

// In the window the view sits in a scroll area that gives it its width. The paging row coming and
// going changed the wrapped explanation's height, so the grid's, so the page count, so the row:
// at some sizes the view laid itself out again every few milliseconds for ever (a busy core and a
// window slow to answer). Every size from 160 to 700 px high must settle; a narrow one fits.
void TestClockView::settlesInItsScrollArea()
{
    PositionalEncodingModel model;
    QScrollArea area;
    auto *view = new ClockView(&model);
    area.setWidget(view);
    area.setWidgetResizable(true);
    area.setFrameShape(QFrame::NoFrame);
    area.resize(400, 500);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    // At 1024 × 768 the tab is about 440 px wide: the view fits it, its text wrapped to it, with
    // no horizontal scroll bar (the explanation was cut line by line at the right).
    QVERIFY2(view->minimumSizeHint().width() <= 400,
             qPrintable(QString::number(view->minimumSizeHint().width())));
    QTRY_COMPARE(view->width(), area.viewport()->width());
    QVERIFY(!area.horizontalScrollBar()->isVisible());
    area.resize(440, 400);
    auto *grid = view->findChild<ClockGrid *>();
    QVERIFY(grid);
    struct ResizeCounter : QObject
    {
        int count = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            count += event->type() == QEvent::Resize;
            return false;
        }
    } counter;
    grid->installEventFilter(&counter);
    for (const int width : { 360, 440, 520 })
        for (int height = 160; height <= 700; height += 2) {
            area.resize(width, height);
            for (int round = 0; round < 10; ++round)
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            counter.count = 0;
            for (int round = 0; round < 10; ++round)
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QVERIFY2(counter.count == 0,
                     qPrintable(QStringLiteral("%1 x %2: the grid was resized %3 more times")
                                    .arg(width)
                                    .arg(height)
                                    .arg(counter.count)));
        }
}

QTEST_MAIN(TestClockView)
#include "tst_clockview.moc"
