// SPDX-License-Identifier: GPL-3.0-or-later
// Graphemes: text counted and cut as the reader sees it (an emoji, a letter with its accent, a
// flag are one character each; nothing is cut in half).

#include "core/text/graphemes.h"

#include <QtTest>

using pe::Graphemes;

class TestGraphemes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void count_data();
    void count();
    void leftKeepsWholeCharacters();
    void leftOfShortText();
};

void TestGraphemes::count_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qsizetype>("characters");
    QTest::addColumn<qsizetype>("units");
    QTest::newRow("empty") << QString() << qsizetype(0) << qsizetype(0);
    QTest::newRow("ascii") << QStringLiteral("abc") << qsizetype(3) << qsizetype(3);
    QTest::newRow("emoji") << QString::fromUtf8("\xf0\x9f\x98\x80") << qsizetype(1) << qsizetype(2);
    QTest::newRow("e + combining acute")
        << QString::fromUtf8("e\xcc\x81") << qsizetype(1) << qsizetype(2);
    QTest::newRow("flag TW") << QString::fromUtf8("\xf0\x9f\x87\xb9\xf0\x9f\x87\xbc")
                             << qsizetype(1) << qsizetype(4);
    QTest::newRow("kana") << QString::fromUtf8("\xe4\xbd\x8d\xe7\xbd\xae") << qsizetype(2)
                          << qsizetype(2);
}

void TestGraphemes::count()
{
    QFETCH(QString, text);
    QFETCH(qsizetype, characters);
    QFETCH(qsizetype, units);
    QCOMPARE(text.size(), units);
    QCOMPARE(Graphemes::count(text), characters);
}

// The case: 1001 emoji are 2002 UTF-16 units and 1001 characters; cutting at 1000
// characters keeps 1000 whole emoji, where QString::left(1000) would keep 500.
void TestGraphemes::leftKeepsWholeCharacters()
{
    const QString emoji = QString::fromUtf8("\xf0\x9f\x98\x80");
    const QString text = emoji.repeated(1001);
    QCOMPARE(Graphemes::count(text), qsizetype(1001));
    const QString kept = Graphemes::left(text, 1000);
    QCOMPARE(kept, emoji.repeated(1000));
    QCOMPARE(Graphemes::count(kept), qsizetype(1000));
    // An odd cut in units would split a surrogate pair; in characters it cannot.
    const QString mixed = QStringLiteral("a") + emoji + QString::fromUtf8("e\xcc\x81") + emoji;
    QCOMPARE(Graphemes::left(mixed, 1), QStringLiteral("a"));
    QCOMPARE(Graphemes::left(mixed, 2), QStringLiteral("a") + emoji);
    QCOMPARE(Graphemes::left(mixed, 3),
             QStringLiteral("a") + emoji + QString::fromUtf8("e\xcc\x81"));
    QVERIFY(!Graphemes::left(mixed, 2).back().isHighSurrogate());
}

void TestGraphemes::leftOfShortText()
{
    QCOMPARE(Graphemes::left(QStringLiteral("abc"), 5), QStringLiteral("abc"));
    QCOMPARE(Graphemes::left(QStringLiteral("abc"), 3), QStringLiteral("abc"));
    QCOMPARE(Graphemes::left(QStringLiteral("abc"), 0), QString());
    QCOMPARE(Graphemes::left(QString(), 4), QString());
}

QTEST_GUILESS_MAIN(TestGraphemes)
#include "tst_graphemes.moc"
