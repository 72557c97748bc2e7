// SPDX-License-Identifier: GPL-3.0-or-later
// pe::TableReport: every value of a streamed table against Encoding::value, across chunk borders,
// and chunks that stay small for very wide encodings.
#include "core/math/encoding.h"
#include "core/reports/tablereport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QtTest>

class TestTableReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsPerChunk_data();
    void rowsPerChunk();
    void csv_data();
    void csv();
    void json();
};

void TestTableReport::rowsPerChunk_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<qint64>("rows");
    QTest::addRow("d = 8") << 8 << qint64(4096);
    QTest::addRow("d = 256") << 256 << qint64(4096);
    QTest::addRow("d = 1024") << 1024 << qint64(1024);
    QTest::addRow("d = 65536") << 65536 << qint64(16);
}

void TestTableReport::rowsPerChunk()
{
    QFETCH(int, dim);
    QFETCH(qint64, rows);
    QCOMPARE(pe::TableReport(pe::Encoding(dim), 0, 10).rowsPerChunk(), rows);
}

void TestTableReport::csv_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<bool>("concatenated");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("count");
    QTest::addRow("d = 8, 0..49") << 8 << false << qint64(0) << qint64(50);
    QTest::addRow("d = 6, concatenated") << 6 << true << qint64(7) << qint64(9);
    QTest::addRow("d = 4, two chunks") << 4 << false << qint64(100) << qint64(4096 + 5);
}

void TestTableReport::csv()
{
    QFETCH(int, dim);
    QFETCH(bool, concatenated);
    QFETCH(qint64, first);
    QFETCH(qint64, count);
    const pe::Encoding encoding(dim, 10000,
                                concatenated ? pe::Layout::Concatenated : pe::Layout::Interleaved);
    QString text;
    QTextStream out(&text);
    pe::TableReport(encoding, first, count).writeCsv(out);
    QStringList lines = text.split('\n');
    QCOMPARE(lines.takeLast(), QString());
    QCOMPARE(lines.size(), count + 1);
    QCOMPARE(lines.at(0).split(',').size(), dim + 1);
    double worst = 0;
    for (qint64 r = 0; r < count; ++r) {
        const QStringList fields = lines.at(r + 1).split(',');
        QCOMPARE(fields.size(), dim + 1);
        QCOMPARE(fields.at(0).toLongLong(), first + r);
        for (int k = 0; k < dim; ++k)
            worst = std::max(
                worst,
                std::abs(fields.at(k + 1).toDouble() - encoding.value(double(first + r), k)));
    }
    QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
    // Exports keep the ASCII hyphen-minus that every CSV reader parses; the window's U+2212
    // never gets into the file.
    QVERIFY(text.contains(QLatin1String(",-0.")));
    QVERIFY(!text.contains(QChar(0x2212)));
}

void TestTableReport::json()
{
    const pe::Encoding encoding(4, 100, pe::Layout::Concatenated);
    QString text;
    QTextStream out(&text);
    pe::TableReport(encoding, 3, 5).writeJson(out);
    // keys in the documented order
    QVERIFY(text.indexOf("\"dim\"") < text.indexOf("\"base\""));
    QVERIFY(text.indexOf("\"base\"") < text.indexOf("\"layout\""));
    QVERIFY(text.indexOf("\"layout\"") < text.indexOf("\"positions\""));
    QVERIFY(text.indexOf("\"positions\"") < text.indexOf("\"values\""));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(text.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value("base").toDouble(), 100.0);
    QCOMPARE(json.value("layout").toString(), QStringLiteral("concatenated"));
    QCOMPARE(json.value("positions").toArray().size(), 5);
    const QJsonArray values = json.value("values").toArray();
    QCOMPARE(values.size(), 5);
    QVERIFY(text.contains(QLatin1String("-0.")));
    QVERIFY(!text.contains(QChar(0x2212)));
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(json.value("positions").toArray().at(r).toInt(), 3 + r);
        for (int k = 0; k < 4; ++k)
            QVERIFY(std::abs(values.at(r).toArray().at(k).toDouble() - encoding.value(3 + r, k))
                    < 1e-12);
    }
}

QTEST_GUILESS_MAIN(TestTableReport)

#include "tst_tablereport.moc"
