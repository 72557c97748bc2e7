// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences built from translated parts: a space between English sentences, none after or before
// full-width punctuation, so Japanese and Chinese lines have no stray gap ("2049。 衝突：0。").
#include "core/text/sentencejoin.h"

#include <QtTest>

using pe::SentenceJoin;

class TestSentenceJoin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void english();
    void fullWidth();
    void emptyParts();
};

void TestSentenceJoin::english()
{
    QCOMPARE(SentenceJoin::joined(QStringLiteral("First position: 2049."),
                                  QStringLiteral("Collisions: 0.")),
             QStringLiteral("First position: 2049. Collisions: 0."));
    QCOMPARE(SentenceJoin::joined(QStringLiteral("Question:"), QStringLiteral("Why?")),
             QStringLiteral("Question: Why?"));
}

void TestSentenceJoin::fullWidth()
{
    QCOMPARE(SentenceJoin::joined(QStringLiteral("float16 無法表示的第一個整數位置：2049。"),
                                  QStringLiteral("碰撞：0。")),
             QStringLiteral("float16 無法表示的第一個整數位置：2049。碰撞：0。"));
    QCOMPARE(SentenceJoin::joined(QStringLiteral("問題："), QStringLiteral("為什麼？")),
             QStringLiteral("問題：為什麼？"));
    QCOMPARE(SentenceJoin::joined(QStringLiteral("答え"), QStringLiteral("（d = 8）")),
             QStringLiteral("答え（d = 8）"));
    // A half-width end keeps its space, also in Japanese text.
    QCOMPARE(SentenceJoin::joined(QStringLiteral("d = 8"), QStringLiteral("です。")),
             QStringLiteral("d = 8 です。"));
    QCOMPARE(SentenceJoin::joined({ QStringLiteral("位置 2049。"), QStringLiteral("衝突：0。"),
                                    QStringLiteral("Largest error 0.5.") }),
             QStringLiteral("位置 2049。衝突：0。Largest error 0.5."));
}

void TestSentenceJoin::emptyParts()
{
    QCOMPARE(SentenceJoin::joined(QString(), QStringLiteral("a")), QStringLiteral("a"));
    QCOMPARE(SentenceJoin::joined(QStringLiteral("a"), QString()), QStringLiteral("a"));
    QCOMPARE(SentenceJoin::joined(QStringList()), QString());
}

QTEST_GUILESS_MAIN(TestSentenceJoin)
#include "tst_sentencejoin.moc"
