// SPDX-License-Identifier: GPL-3.0-or-later
// MnemonicText::plain(): the text a screen reader says and a tool button shows, without the
// mnemonic in either form, "&Next" or the translations' "次へ(&N)" (issue 26).
#include "ui/common/mnemonictext.h"

#include <QtTest>

using namespace pe;

class TestMnemonicText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plain_data();
    void plain();
};

void TestMnemonicText::plain_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("english") << QStringLiteral("&Next ›") << QStringLiteral("Next ›");
    QTest::newRow("inside a word") << QStringLiteral("F&ocus") << QStringLiteral("Focus");
    QTest::newRow("japanese") << QStringLiteral("次へ(&N) ›") << QStringLiteral("次へ ›");
    QTest::newRow("chinese") << QStringLiteral("‹ 上一步(&B)") << QStringLiteral("‹ 上一步");
    QTest::newRow("at the end") << QStringLiteral("講義の既定値(&L)")
                                << QStringLiteral("講義の既定値");
    QTest::newRow("before an ellipsis") << QStringLiteral("保存(&S)…") << QStringLiteral("保存…");
    QTest::newRow("a real ampersand")
        << QStringLiteral("Sin && cos") << QStringLiteral("Sin & cos");
    QTest::newRow("a bracket that is no mnemonic")
        << QStringLiteral("R₍ₘ₊ₜ₎ q") << QStringLiteral("R₍ₘ₊ₜ₎ q");
    QTest::newRow("nothing") << QStringLiteral("Undo") << QStringLiteral("Undo");
}

void TestMnemonicText::plain()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(MnemonicText::plain(text), expected);
}

QTEST_MAIN(TestMnemonicText)
#include "tst_mnemonictext.moc"
