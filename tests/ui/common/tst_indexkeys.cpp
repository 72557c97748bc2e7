// SPDX-License-Identifier: GPL-3.0-or-later
// IndexKeys: the index each key moves a picked index to on the painted views that share it (the
// mismatch plot, the Longer contexts chart, the similarity view, the schemes chart, the RoPE
// dials).
#include "ui/common/indexkeys.h"

#include <QtTest>

using namespace pe;

class TestIndexKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void alongAnAxis_data();
    void alongAnAxis();
    void onAGrid();
    void otherKeys();
    void noIndices();
};

void TestIndexKeys::alongAnAxis_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("key");
    QTest::addColumn<qint64>("current");
    QTest::addColumn<qint64>("expected");
    const int h = Qt::Horizontal;
    const int v = Qt::Vertical;
    // 100 indices: a page is 10.
    QTest::newRow("left") << h << int(Qt::Key_Left) << qint64(5) << qint64(4);
    QTest::newRow("right") << h << int(Qt::Key_Right) << qint64(5) << qint64(6);
    QTest::newRow("left at the first") << h << int(Qt::Key_Left) << qint64(0) << qint64(0);
    QTest::newRow("right at the last") << h << int(Qt::Key_Right) << qint64(99) << qint64(99);
    QTest::newRow("page up") << h << int(Qt::Key_PageUp) << qint64(25) << qint64(15);
    QTest::newRow("page down") << h << int(Qt::Key_PageDown) << qint64(25) << qint64(35);
    QTest::newRow("page up near the first") << h << int(Qt::Key_PageUp) << qint64(3) << qint64(0);
    QTest::newRow("page down near the last")
        << h << int(Qt::Key_PageDown) << qint64(95) << qint64(99);
    QTest::newRow("home") << h << int(Qt::Key_Home) << qint64(42) << qint64(0);
    QTest::newRow("end") << h << int(Qt::Key_End) << qint64(42) << qint64(99);
    QTest::newRow("up") << v << int(Qt::Key_Up) << qint64(5) << qint64(4);
    QTest::newRow("down") << v << int(Qt::Key_Down) << qint64(5) << qint64(6);
    QTest::newRow("vertical end") << v << int(Qt::Key_End) << qint64(0) << qint64(99);
}

void TestIndexKeys::alongAnAxis()
{
    QFETCH(int, orientation);
    QFETCH(int, key);
    QFETCH(qint64, current);
    QFETCH(qint64, expected);
    const IndexKeys keys(static_cast<Qt::Orientation>(orientation), 100);
    QCOMPARE(keys.target(key, current), std::optional<qint64>(expected));
}

void TestIndexKeys::onAGrid()
{
    // 23 dials, 4 a row, 8 a screenful.
    IndexKeys keys(Qt::Horizontal, 23);
    keys.setRowLength(4).setPageLength(8);
    QCOMPARE(keys.target(Qt::Key_Down, 5), std::optional<qint64>(9));
    QCOMPARE(keys.target(Qt::Key_Up, 5), std::optional<qint64>(1));
    QCOMPARE(keys.target(Qt::Key_Up, 2), std::optional<qint64>(0));
    QCOMPARE(keys.target(Qt::Key_Down, 21), std::optional<qint64>(22));
    QCOMPARE(keys.target(Qt::Key_PageDown, 5), std::optional<qint64>(13));
    QCOMPARE(keys.target(Qt::Key_PageUp, 5), std::optional<qint64>(0));
    QCOMPARE(keys.target(Qt::Key_Right, 5), std::optional<qint64>(6));
}

void TestIndexKeys::otherKeys()
{
    // Without a row length the arrows across the axis are left to the widget.
    const IndexKeys keys(Qt::Horizontal, 10);
    QVERIFY(!keys.target(Qt::Key_Up, 3));
    QVERIFY(!keys.target(Qt::Key_Down, 3));
    QVERIFY(!keys.target(Qt::Key_Space, 3));
    QVERIFY(!keys.target(Qt::Key_Tab, 3));
    QVERIFY(!IndexKeys(Qt::Vertical, 10).target(Qt::Key_Left, 3));
}

void TestIndexKeys::noIndices()
{
    // Nothing to pick: every key that moves goes to 0.
    const IndexKeys keys(Qt::Horizontal, 0);
    for (int key : { Qt::Key_Left, Qt::Key_Right, Qt::Key_PageUp, Qt::Key_End })
        QCOMPARE(keys.target(key, 0), std::optional<qint64>(0));
}

QTEST_GUILESS_MAIN(TestIndexKeys)
#include "tst_indexkeys.moc"
