// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/dimensionlist.h"

#include <QtTest>

#include <algorithm>

using namespace pe;

class TestDimensionList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void formats_data();
    void formats();
};

void TestDimensionList::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QList<int>>("dims");
    QTest::addRow("the lecture's") << "0, 1, 10" << 128 << QList<int> { 0, 1, 10 };
    QTest::addRow("range") << "0-7" << 8 << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 };
    QTest::addRow("spaced range, en dash") << "2 – 4; 9" << 16 << QList<int> { 2, 3, 4, 9 };
    QTest::addRow("unsorted, repeated") << "10 1 0 1" << 128 << QList<int> { 0, 1, 10 };
    QTest::addRow("d = 8192, last dims") << "8190-8191" << 8192 << QList<int> { 8190, 8191 };
}

void TestDimensionList::parses()
{
    QFETCH(QString, text);
    QFETCH(int, dimension);
    QFETCH(QList<int>, dims);
    QList<int> parsed;
    QCOMPARE(DimensionList::parse(text, dimension, &parsed), QString());
    QCOMPARE(parsed, dims);
}

void TestDimensionList::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QStringList>("mentions"); // the value and the allowed range
    QTest::addRow("too large") << "0, 8" << 8 << QStringList { "8", "0 to 7" };
    QTest::addRow("negative") << "-1" << 128 << QStringList { "-1", "0 to 127" };
    QTest::addRow("not a number") << "one" << 128 << QStringList { "\"one\"", "0 to 127" };
    QTest::addRow("empty") << " , " << 16 << QStringList { "0 to 15" };
    QTest::addRow("backwards range") << "7-3" << 16 << QStringList { "7-3" };
    QTest::addRow("too many") << "0-8191" << 8192 << QStringList { "8192", "32" };
    QTest::addRow("past d = 8192") << "9000" << 8192 << QStringList { "9000", "0 to 8191" };
}

void TestDimensionList::rejects()
{
    QFETCH(QString, text);
    QFETCH(int, dimension);
    QFETCH(QStringList, mentions);
    QList<int> parsed { 42 };
    const QString message = DimensionList::parse(text, dimension, &parsed);
    QVERIFY(!message.isEmpty());
    for (const QString &mention : mentions)
        QVERIFY2(message.contains(mention), qPrintable(message));
    QCOMPARE(parsed, QList<int> { 42 }); // untouched
}

void TestDimensionList::formats_data()
{
    QTest::addColumn<QList<int>>("dims");
    QTest::addColumn<QString>("text");
    QTest::addRow("lecture") << QList<int> { 0, 1, 10 } << "0, 1, 10";
    QTest::addRow("all of d = 8") << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 } << "0-7";
    QTest::addRow("mixed") << QList<int> { 9, 0, 1, 2, 3, 5, 6 } << "0-3, 5, 6, 9";
    QTest::addRow("none") << QList<int> {} << "";
}

void TestDimensionList::formats()
{
    QFETCH(QList<int>, dims);
    QFETCH(QString, text);
    QCOMPARE(DimensionList::format(dims), text);
    QList<int> back;
    if (!dims.isEmpty()) {
        QCOMPARE(DimensionList::parse(text, 10000, &back), QString());
        std::sort(dims.begin(), dims.end());
        QCOMPARE(back, dims);
    }
}

QTEST_GUILESS_MAIN(TestDimensionList)
#include "tst_dimensionlist.moc"
