// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/axisticks.h"

#include <QRegularExpression>
#include <QtTest>

using namespace pe;

class TestAxisTicks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void niceStep_data();
    void niceStep();
    void labels_data();
    void labels();
    void noSignedZero_data();
    void noSignedZero();
};

void TestAxisTicks::niceStep_data()
{
    QTest::addColumn<double>("span");
    QTest::addColumn<int>("target");
    QTest::addColumn<double>("step");
    QTest::addRow("49 positions, 10 ticks") << 49.0 << 10 << 5.0;
    QTest::addRow("49 positions, 5 ticks") << 49.0 << 5 << 10.0;
    QTest::addRow("a million positions") << 999999.0 << 10 << 100000.0;
    QTest::addRow("values -1.1 .. 1.1") << 2.2 << 4 << 1.0;
    QTest::addRow("small span") << 0.03 << 3 << 0.01;
    QTest::addRow("exact multiple") << 20.0 << 4 << 5.0;
}

void TestAxisTicks::niceStep()
{
    QFETCH(double, span);
    QFETCH(int, target);
    QFETCH(double, step);
    QVERIFY(qAbs(AxisTicks::niceStep(span, target) - step) <= step * 1e-12);
}

void TestAxisTicks::labels_data()
{
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("step");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("wave values") << -1.1 << 1.1 << 0.5
                                 << QStringList { "\u22121.0", "\u22120.5", "0.0", "0.5", "1.0" };
    QTest::addRow("positions") << 0.0 << 49.0 << 10.0
                               << QStringList { "0", "10", "20", "30", "40" };
    QTest::addRow("tenths from -0.3")
        << -0.3 << 0.1 << 0.1
        << QStringList { "\u22120.3", "\u22120.2", "\u22120.1", "0.0", "0.1" };
    QTest::addRow("dot products") << -4.0 << 6.0 << 2.0
                                  << QStringList { "\u22124", "\u22122", "0", "2", "4", "6" };
}

void TestAxisTicks::labels()
{
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(double, step);
    QFETCH(QStringList, expected);
    QStringList labels;
    for (double tick : AxisTicks::ticks(min, max, step))
        labels.append(AxisTicks::label(tick, step));
    QCOMPARE(labels, expected);
}

void TestAxisTicks::noSignedZero_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("step");
    QTest::addRow("-0.0") << -0.0 << 0.5;
    QTest::addRow("tiny negative") << -1e-17 << 0.1;
    QTest::addRow("rounding to zero") << -0.04 << 1.0;
}

void TestAxisTicks::noSignedZero()
{
    QFETCH(double, value);
    QFETCH(double, step);
    const QString label = AxisTicks::label(value, step);
    QVERIFY2(!label.startsWith(QLatin1Char('-')), qPrintable(label));
}

QTEST_GUILESS_MAIN(TestAxisTicks)
#include "tst_axisticks.moc"
