// SPDX-License-Identifier: GPL-3.0-or-later
// Where a window fits on a screen: shrunk to the available area with its frame, moved inside,
// never below its minimum; a lab screen, a panel at the top, a second screen to the left.
#include "ui/window/screenfit.h"

#include <QTest>

using namespace pe;

class TestScreenFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitted_data();
    void fitted();
};

void TestScreenFit::fitted_data()
{
    QTest::addColumn<QRect>("window");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QMargins>("frame");
    QTest::addColumn<QRect>("fitted");
    const QRect lab(0, 0, 1024, 768);
    QTest::addRow("first start, lab screen")
        << QRect(0, 0, 1280, 800) << lab << QMargins() << QRect(0, 0, 1024, 768);
    QTest::addRow("with a frame") << QRect(0, 0, 1280, 800) << lab << QMargins(2, 28, 2, 2)
                                  << QRect(2, 28, 1020, 738);
    QTest::addRow("fits as it is") << QRect(100, 50, 1280, 800) << QRect(0, 0, 1920, 1080)
                                   << QMargins() << QRect(100, 50, 1280, 800);
    QTest::addRow("saved on a bigger screen, placed off this one")
        << QRect(1500, 900, 1280, 800) << lab << QMargins() << QRect(0, 0, 1024, 768);
    QTest::addRow("moved in, not shrunk")
        << QRect(900, 500, 800, 600) << lab << QMargins() << QRect(224, 168, 800, 600);
    QTest::addRow("panel at the top of the screen")
        << QRect(0, 0, 1280, 800) << QRect(0, 32, 1280, 768) << QMargins()
        << QRect(0, 32, 1280, 768);
    QTest::addRow("second screen to the left")
        << QRect(-1500, 10, 1280, 800) << QRect(-1024, 0, 1024, 768) << QMargins()
        << QRect(-1024, 0, 1024, 768);
}

void TestScreenFit::fitted()
{
    QFETCH(QRect, window);
    QFETCH(QRect, available);
    QFETCH(QMargins, frame);
    QFETCH(QRect, fitted);
    QCOMPARE(ScreenFit::fitted(window, available, frame), fitted);
}

QTEST_GUILESS_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
