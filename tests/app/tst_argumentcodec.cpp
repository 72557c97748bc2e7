// SPDX-License-Identifier: GPL-3.0-or-later
// ArgumentCodec: every byte of an argument kept. Bytes that are not UTF-8 become lone surrogates
// U+DC80 … U+DCFF and come back as the same bytes; characters beyond U+FFFF whose low surrogate
// is in that range (U+1F480 is D83D DC80) are characters, not escapes (found by fuzz_commandline,
// tests/fuzz/corpus/commandline/supplementary-and-bad-bytes: such a file name was written under
// other bytes).

#include "app/argumentcodec.h"

#include <QtTest>

using pe::ArgumentCodec;

class TestArgumentCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void escapesOnlyBadBytes();
    void supplementaryCharactersAreNoEscapes();
};

void TestArgumentCodec::roundTrip_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("ascii") << QByteArray("--output");
    QTest::newRow("utf-8") << QByteArray("caf\xc3\xa9.png");
    QTest::newRow("latin-1") << QByteArray("caf\xe9.png");
    QTest::newRow("skull") << QByteArray("\xf0\x9f\x92\x80.png");
    QTest::newRow("skull and a bad byte") << QByteArray("\xf0\x9f\x92\x80\xe9.png");
    QTest::newRow("bad byte and skull") << QByteArray("\xe9\xf0\x9f\x92\x80");
    QTest::newRow("the fuzzer's") << QByteArray::fromHex(
        "3129b2b2b2b2b2b2b2b2f1f1f1f1f1b2b2b2b2b2b2f1f1f1f1f1f17762");
    QTest::newRow("cut short") << QByteArray("\xf0\x9f\x92");
    QTest::newRow("encoded surrogate") << QByteArray("\xed\xb2\x80");
}

void TestArgumentCodec::roundTrip()
{
    QFETCH(QByteArray, bytes);
    const QString decoded = ArgumentCodec::decode(bytes);
    QCOMPARE(ArgumentCodec::encode(decoded), bytes);
}

void TestArgumentCodec::escapesOnlyBadBytes()
{
    QVERIFY(!ArgumentCodec::hasEscapedBytes(ArgumentCodec::decode("caf\xc3\xa9")));
    const QString latin = ArgumentCodec::decode("caf\xe9");
    QVERIFY(ArgumentCodec::hasEscapedBytes(latin));
    QCOMPARE(latin.at(3).unicode(), char16_t(0xDCE9));
}

// U+1F480 (D83D DC80) and U+1F4FF (D83D DCFF): valid UTF-8, no escape, the same bytes back.
void TestArgumentCodec::supplementaryCharactersAreNoEscapes()
{
    for (const QByteArray &bytes :
         { QByteArray("\xf0\x9f\x92\x80"), QByteArray("\xf0\x9f\x93\xbf") }) {
        const QString decoded = ArgumentCodec::decode(bytes);
        QCOMPARE(decoded, QString::fromUtf8(bytes));
        QVERIFY(!ArgumentCodec::hasEscapedBytes(decoded));
        QCOMPARE(ArgumentCodec::encode(decoded), bytes);
    }
}

QTEST_GUILESS_MAIN(TestArgumentCodec)
#include "tst_argumentcodec.moc"
