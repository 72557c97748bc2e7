// SPDX-License-Identifier: GPL-3.0-or-later
// pe::TextTable: terminal widths of Latin and East Asian text, column alignment, word wrapping.
#include "core/text/texttable.h"

#include <QTextStream>
#include <QtTest>

class TestTextTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void displayWidth_data();
    void displayWidth();
    void alignsColumns();
    void wrap_data();
    void wrap();
};

void TestTextTable::displayWidth_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addRow("empty") << QString() << 0;
    QTest::addRow("ascii") << "-0.989992" << 9;
    QTest::addRow("symbols") << "‖PE(3) − PE(0)‖" << 15;
    QTest::addRow("kana and kanji") << "位置エンコーディング" << 20;
    QTest::addRow("traditional chinese") << "位置編碼" << 8;
    QTest::addRow("full-width punctuation") << "（分母）。" << 10;
    QTest::addRow("mixed") << "PE(3) の成分" << 12;
    QTest::addRow("combining accent") << QString::fromUtf8("e\u0301") << 1;
}

void TestTextTable::displayWidth()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QCOMPARE(pe::TextTable::displayWidth(text), width);
}

void TestTextTable::alignsColumns()
{
    pe::TextTable table({ pe::TextTable::Alignment::Left, pe::TextTable::Alignment::Right });
    table.addRow({ "分母", "周期" });
    table.addRow({ "1", "6.283185" });
    table.addRow({ "denominator", "-0.5" });
    QCOMPARE(table.rowCount(), 3);
    QString text;
    QTextStream out(&text);
    table.write(out, "  ");
    out.flush();
    const QStringList lines = text.split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.at(0), QStringLiteral("  分母             周期"));
    QCOMPARE(lines.at(1), QStringLiteral("  1            6.283185"));
    QCOMPARE(lines.at(2), QStringLiteral("  denominator      -0.5"));
    QCOMPARE(lines.at(3), QString());
    // every line ends at the same terminal column
    QCOMPARE(pe::TextTable::displayWidth(lines.at(0)), pe::TextTable::displayWidth(lines.at(1)));
}

void TestTextTable::wrap_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addColumn<QStringList>("lines");
    QTest::addRow("fits") << "one two" << 10 << QStringList { "one two" };
    QTest::addRow("at spaces") << "one two three four" << 9
                               << QStringList { "one two", "three", "four" };
    QTest::addRow("long word stays whole")
        << "a verylongword b" << 5 << QStringList { "a", "verylongword", "b" };
    QTest::addRow("japanese between characters")
        << "位置エンコーディングです" << 8 << QStringList { "位置エン", "コーディ", "ングです" };
    QTest::addRow("no break before 。")
        << "分母と周期。" << 10 << QStringList { "分母と周", "期。" };
    QTest::addRow("mixed") << "d = 8 の成分" << 8 << QStringList { "d = 8 の", "成分" };
}

void TestTextTable::wrap()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QFETCH(QStringList, lines);
    const QStringList wrapped = pe::TextTable::wrap(text, width);
    QCOMPARE(wrapped, lines);
    for (const QString &line : wrapped) // only a single long word may overflow
        QVERIFY(pe::TextTable::displayWidth(line) <= width || !line.contains(' '));
}

QTEST_GUILESS_MAIN(TestTextTable)

#include "tst_texttable.moc"
