// SPDX-License-Identifier: GPL-3.0-or-later
// LessonClockRow: one cell per dial, and hands drawn where the clock convention puts them
// (clockwise from 12 o'clock), with the faint "from" hand only when asked for.
#include "ui/lessons/lessonclockrow.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace pe;

namespace {

// Where a hand crosses a circle of the given radius around the dial's centre: the circular mean
// of the darkest pixels on that circle (a hand is a few pixels thick).
double handAngleIn(const QImage &image, const QPointF &centre, double radius)
{
    constexpr int steps = 720;
    QList<int> darkness;
    int darkest = 256 * 3;
    for (int k = 0; k < steps; ++k) {
        const double a = k * 6.283185307179586 / steps;
        const QPoint p(int(std::lround(centre.x() + radius * std::sin(a))),
                       int(std::lround(centre.y() - radius * std::cos(a))));
        const QColor c = image.pixelColor(p);
        darkness << c.red() + c.green() + c.blue();
        darkest = std::min(darkest, darkness.last());
    }
    double x = 0;
    double y = 0;
    for (int k = 0; k < steps; ++k)
        if (darkness.at(k) <= darkest + 30) {
            const double a = k * 6.283185307179586 / steps;
            x += std::sin(a);
            y += std::cos(a);
        }
    const double angle = std::atan2(x, y);
    return angle < 0 ? angle + 6.283185307179586 : angle;
}

} // namespace

class TestLessonClockRow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sizeFollowsDials();
    void handPointsAtItsAngle_data();
    void handPointsAtItsAngle();
};

void TestLessonClockRow::sizeFollowsDials()
{
    LessonClockRow row;
    row.setDials({ { 0, 0, false, "a", "b" } });
    const int one = row.sizeHint().width();
    row.setDials({ { 0, 0, false, "a", "b" }, { 1, 0, true, "c", "d" } });
    QCOMPARE(row.sizeHint().width(), 2 * one);
    QCOMPARE(row.dials().size(), 2);
    QCOMPARE(row.minimumSizeHint(), row.sizeHint());
}

void TestLessonClockRow::handPointsAtItsAngle_data()
{
    QTest::addColumn<double>("angle");
    QTest::addRow("12 o'clock") << 0.0;
    QTest::addRow("3 o'clock") << 1.5707963267948966;
    QTest::addRow("3 rad") << 3.0;
    QTest::addRow("past a turn") << 8.0;
}

void TestLessonClockRow::handPointsAtItsAngle()
{
    QFETCH(double, angle);
    QImage image(200, 260, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    QPainter painter(&image);
    LessonClockRow::paint(&painter, QRectF(0, 0, 200, 260), { { angle, 0, false, "t", "c" } },
                          palette);
    painter.end();
    // ClockDial puts the face at the top of the cell: a square as wide as the cell (less padding).
    const double found = handAngleIn(image, QPointF(100, 100), 40);
    const double expected = std::fmod(angle, 6.283185307179586);
    const double gap = std::abs(found - expected);
    QVERIFY2(std::min(gap, 6.283185307179586 - gap) < 0.03,
             qPrintable(QStringLiteral("%1 vs %2").arg(found).arg(expected)));
}

QTEST_MAIN(TestLessonClockRow)
#include "tst_lessonclockrow.moc"
