// SPDX-License-Identifier: GPL-3.0-or-later
// LessonBarChart: where values land on linear and logarithmic scales, that the height follows
// the rows, and that the painted bars have the lengths the scale says.
#include "ui/lessons/lessonbarchart.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace pe;

class TestLessonBarChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void position_data();
    void position();
    void heightFollowsRows();
    void paintsBarsToScale();
};

void TestLessonBarChart::position_data()
{
    QTest::addColumn<bool>("logarithmic");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("expected");
    // Track from 100 to 500; linear 0 … 2, logarithmic 0.01 … 10000 (six decades).
    QTest::addRow("linear zero") << false << 0.0 << 100.0;
    QTest::addRow("linear middle") << false << 1.0 << 300.0;
    QTest::addRow("linear negative is its size") << false << -1.0 << 300.0;
    QTest::addRow("linear past the end") << false << 5.0 << 500.0;
    QTest::addRow("log 1") << true << 1.0 << 100 + 400 * 2.0 / 6;
    QTest::addRow("log 10000") << true << 10000.0 << 500.0;
    QTest::addRow("log below the scale") << true << 0.0 << 100.0;
    QTest::addRow("log 5000") << true << 5000.0 << 100 + 400 * (std::log10(5000.0) + 2) / 6;
}

void TestLessonBarChart::position()
{
    QFETCH(bool, logarithmic);
    QFETCH(double, value);
    QFETCH(double, expected);
    LessonBarChart::Data data;
    data.logarithmic = logarithmic;
    data.minimum = logarithmic ? 0.01 : 0;
    data.maximum = logarithmic ? 10000 : 2;
    QVERIFY(std::abs(LessonBarChart::position(data, value, 100, 500) - expected) < 1e-9);
}

void TestLessonBarChart::heightFollowsRows()
{
    LessonBarChart chart;
    LessonBarChart::Data data;
    data.series = { "a" };
    data.rows = { { "one", { 1 }, { "1" } } };
    chart.setData(data);
    const int one = chart.heightForWidth(400);
    data.rows.append({ "two", { 2 }, { "2" } });
    chart.setData(data);
    QVERIFY(chart.heightForWidth(400) > one);
    QVERIFY(chart.hasHeightForWidth());
    QCOMPARE(chart.sizeHint().height(), chart.heightForWidth(chart.sizeHint().width()));
}

void TestLessonBarChart::paintsBarsToScale()
{
    LessonBarChart::Data data;
    data.series = { "a" };
    data.minimum = 0;
    data.maximum = 2;
    data.rows = { { "x", { 2 }, { "2" } }, { "y", { 0.5 }, { "0.5" } } };
    QImage image(400, 200, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    LessonBarChart::paint(&painter, QRectF(0, 0, 400, 200), data, QPalette());
    painter.end();
    // Count the series colour along each bar's row: the full bar is four times the short one.
    const QColor bar = LessonBarChart::seriesColor(0, QPalette());
    QList<int> lengths;
    for (int y = 0; y < 200 && lengths.size() < 2; ++y) {
        int count = 0;
        for (int x = 0; x < 400; ++x)
            if (QColor(image.pixel(x, y)) == bar)
                ++count;
        if (count > 20 && (lengths.isEmpty() || std::abs(count - lengths.last()) > 5))
            lengths << count;
    }
    QCOMPARE(lengths.size(), 2);
    QVERIFY2(std::abs(lengths.at(0) - 4 * lengths.at(1)) <= 4,
             qPrintable(QStringLiteral("%1 vs %2").arg(lengths.at(0)).arg(lengths.at(1))));
}

QTEST_MAIN(TestLessonBarChart)
#include "tst_lessonbarchart.moc"
