// SPDX-License-Identifier: GPL-3.0-or-later
// JsonLiterals: what QJsonDocument lets pass (a raw control character inside a string, a key given
// twice) is found, and every number member is kept as written, so that whole numbers past 2^53
// are read exactly.
#include "core/text/jsonliterals.h"

#include <QJsonDocument>
#include <QtTest>

using pe::JsonLiterals;

class TestJsonLiterals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsNumbersAsWritten();
    void findsRawControlCharacters();
    void findsRepeatedKeys();
    void pathsAreDistinct();
    void numbersWithoutIntegerPart();
    void endsOnTextThatIsNotJson();
    void exactWhole_data();
    void exactWhole();
};

void TestJsonLiterals::keepsNumbersAsWritten()
{
    const QByteArray json = "{ \"a\": 9007199254740993, \"b\": { \"c\": -1.50e3, \"d\": [1, 2] },"
                            " \"e\": \"9\", \"f\": true, \"g\": null }";
    QVERIFY(!QJsonDocument::fromJson(json).isNull());
    const JsonLiterals::Result r = JsonLiterals::scan(json);
    QCOMPARE(r.controlOffset, -1);
    QVERIFY(r.duplicatePath.isEmpty());
    QCOMPARE(r.numbers.value(QStringLiteral("a")), QByteArray("9007199254740993"));
    QCOMPARE(r.numbers.value(QStringLiteral("b.c")), QByteArray("-1.50e3"));
    QCOMPARE(r.numbers.value(QStringLiteral("b.d[1]")), QByteArray("2"));
    QVERIFY(!r.numbers.contains(QStringLiteral("e"))); // text, not a number
    QCOMPARE(r.numbers.size(), 4);
}

void TestJsonLiterals::findsRawControlCharacters()
{
    const QByteArray json = "{ \"note\": \"line one\nline two\" }";
    const JsonLiterals::Result r = JsonLiterals::scan(json);
    QCOMPARE(r.controlOffset, json.indexOf('\n'));
    // Escaped, and between the members, a line break is JSON.
    QCOMPARE(JsonLiterals::scan("{\n\"note\": \"a\\nb\"\n}").controlOffset, -1);
}

void TestJsonLiterals::findsRepeatedKeys()
{
    QCOMPARE(JsonLiterals::scan("{ \"p\": { \"q\": 1, \"q\": 2 } }").duplicatePath,
             QStringLiteral("p.q"));
    // The same key spelled with an escape is the same key.
    QCOMPARE(JsonLiterals::scan("{ \"q\": 1, \"\\u0071\": 2 }").duplicatePath, QStringLiteral("q"));
    // The same key in two objects is fine.
    QVERIFY(JsonLiterals::scan("{ \"a\": { \"q\": 1 }, \"b\": { \"q\": 2 }, \"q\": 3 }")
                .duplicatePath.isEmpty());
}

// A key with '.', '[', ']' or '\\' is escaped in the path: "a.b" the key is not a.b the member.
void TestJsonLiterals::pathsAreDistinct()
{
    const JsonLiterals::Result r
        = JsonLiterals::scan("{ \"a\": { \"b\": 1 }, \"a.b\": 2, \"c\": [3], \"c[0]\": 4,"
                             " \"d\\\\\": 5 }");
    QVERIFY(r.duplicatePath.isEmpty());
    QCOMPARE(r.numbers.value(QStringLiteral("a.b")), QByteArray("1"));
    QCOMPARE(r.numbers.value(QStringLiteral("a\\.b")), QByteArray("2"));
    QCOMPARE(r.numbers.value(QStringLiteral("c[0]")), QByteArray("3"));
    QCOMPARE(r.numbers.value(QStringLiteral("c\\[0\\]")), QByteArray("4"));
    QCOMPARE(r.numbers.value(QStringLiteral("d\\\\")), QByteArray("5"));
    QCOMPARE(r.numbers.size(), 5);
    // Found by fuzz_jsonliterals (corpus/jsonliterals/empty-key): the key "" made no part, and
    // {"": {"c": 1}} took the path of the top's c.
    const JsonLiterals::Result empty = JsonLiterals::scan("{ \"\": { \"c\": 1 }, \"c\": 2 }");
    QCOMPARE(empty.numbers.value(QStringLiteral(".c")), QByteArray("1"));
    QCOMPARE(empty.numbers.value(QStringLiteral("c")), QByteArray("2"));
    QVERIFY(empty.duplicatePath.isEmpty());
    // The key "" given twice is named, so it is not taken for no repeat at all.
    QCOMPARE(JsonLiterals::scan("{ \"\": 1, \"\": 2 }").duplicatePath, QStringLiteral("\"\""));
    QCOMPARE(JsonLiterals::scan("{ \"a\": { \"\": 1, \"\": 2 } }").duplicatePath,
             QStringLiteral("a."));
    // Found by fuzz_modelconfigreader (corpus/modelconfigreader/newline-in-repeated-key): a
    // key with an escaped line break, given twice, put a line break into the one-line refusal.
    QCOMPARE(JsonLiterals::scan("{ \"a\\nb\": 1, \"a\\nb\": 2 }").duplicatePath,
             QStringLiteral("a\\nb"));
    QCOMPARE(
        JsonLiterals::scan("{ \"x\": { \"\\u001b[0m\": 1, \"\\u001b[0m\": 2 } }").duplicatePath,
        QStringLiteral("x.\\u001B\\[0m"));
}

// Found by fuzz_jsonliterals (tests/fuzz/corpus/jsonliterals/number-without-int-part):
// QJsonDocument takes .5 and -.5; the scanner took '.' for the start of a word, lost its place,
// and then missed a key given twice (and filed numbers under the wrong paths).
void TestJsonLiterals::numbersWithoutIntegerPart()
{
    const QByteArray json = "{ \"a\": .5, \"b\": -.25e1, \"c\": 1, \"c\": 2 }";
    QVERIFY(!QJsonDocument::fromJson(json).isNull());
    const JsonLiterals::Result r = JsonLiterals::scan(json);
    QCOMPARE(r.numbers.value(QStringLiteral("a")), QByteArray(".5"));
    QCOMPARE(r.numbers.value(QStringLiteral("b")), QByteArray("-.25e1"));
    QCOMPARE(r.duplicatePath, QStringLiteral("c"));
}

void TestJsonLiterals::endsOnTextThatIsNotJson()
{
    // Called after QJsonDocument accepted the text; still, no loop for ever on anything else.
    for (const QByteArray &text :
         { QByteArray("[ : ]"), QByteArray("{ \"a\": }"), QByteArray("{ \"a\" 1 ]"),
           QByteArray("[1, {\"b\": [}"), QByteArray("\""), QByteArray("{") })
        JsonLiterals::scan(text);
    // What came before the break is kept.
    QCOMPARE(JsonLiterals::scan("[1, {\"b\": [}").numbers.value(QStringLiteral("[0]")),
             QByteArray("1"));
}

void TestJsonLiterals::exactWhole_data()
{
    QTest::addColumn<QByteArray>("literal");
    QTest::addColumn<bool>("whole");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<bool>("overflow");
    QTest::newRow("2^53 + 1") << QByteArray("9007199254740993") << true
                              << qint64(9007199254740993LL) << false;
    QTest::newRow("negative") << QByteArray("-12") << true << qint64(-12) << false;
    QTest::newRow("zero fraction") << QByteArray("7.000") << true << qint64(7) << false;
    QTest::newRow("fraction") << QByteArray("7.5") << false << qint64(0) << false;
    QTest::newRow("exponent") << QByteArray("1e3") << false << qint64(0) << false;
    QTest::newRow("past 64 bits") << QByteArray("99999999999999999999") << false << qint64(0)
                                  << true;
    QTest::newRow("minus alone") << QByteArray("-") << false << qint64(0) << false;
}

void TestJsonLiterals::exactWhole()
{
    QFETCH(QByteArray, literal);
    QFETCH(bool, whole);
    QFETCH(qint64, value);
    QFETCH(bool, overflow);
    qint64 read = 0;
    bool tooLarge = false;
    QCOMPARE(JsonLiterals::exactWhole(literal, &read, &tooLarge), whole);
    QCOMPARE(tooLarge, overflow);
    if (whole)
        QCOMPARE(read, value);
}

QTEST_GUILESS_MAIN(TestJsonLiterals)
#include "tst_jsonliterals.moc"
