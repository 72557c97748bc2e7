// SPDX-License-Identifier: GPL-3.0-or-later
// Japanese and Chinese paragraphs keep a formula on one line and never end on one character
// alone (issue 29: "base^(−2i/ | d)", "key 在 m | = 1 + 3", "編 | 碼。").
#include "core/text/linebreaks.h"

#include <QTextBoundaryFinder>
#include <QtTest>

using pe::LineBreaks;

class TestLineBreaks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void englishUnchanged();
    void formulaSpaces();
    void slash();
    void lastTwoCharacters();
};

void TestLineBreaks::englishUnchanged()
{
    const QString english = QStringLiteral("Only m − n = 3 matters, base^(−2i/d).");
    QCOMPARE(LineBreaks::kept(english), english);
    QVERIFY(!LineBreaks::hasCjk(english));
    QVERIFY(LineBreaks::hasCjk(QStringLiteral("只跟 m − n 有關")));
}

void TestLineBreaks::formulaSpaces()
{
    QCOMPARE(LineBreaks::kept(QStringLiteral("只跟 m − n = 3 有關。")),
             QStringLiteral("只跟 m\u00A0−\u00A0n\u00A0=\u00A03 有\u2060關。"));
    QCOMPARE(LineBreaks::kept(QStringLiteral("key 在 m = 1 + 3。")),
             QStringLiteral("key 在 m\u00A0=\u00A01\u00A0+\u00A03。"));
    // A space between a word and a formula stays a break: 位置 p, Δ = 3 のとき.
    QCOMPARE(LineBreaks::kept(QStringLiteral("Δ = 3 のとき")),
             QStringLiteral("Δ\u00A0=\u00A03 のと\u2060き"));
    // An operator next to a CJK word keeps its spaces: θ = 位置 / 分母.
    QCOMPARE(LineBreaks::kept(QStringLiteral("θ = 位置 / 分母 の向き")),
             QStringLiteral("θ = 位置 / 分母 の向\u2060き"));
}

void TestLineBreaks::slash()
{
    // The whole period stays on one line: no break after the slash, nor at the product's dot
    // (it wrapped after "·" in the period tables' header).
    QCOMPARE(LineBreaks::kept(QStringLiteral("周期 2π · 10000^(2i/128)")),
             QStringLiteral("周期 2π\u00A0·\u00A010000^(2i/\u2060128)"));
    QCOMPARE(LineBreaks::kept(QStringLiteral("週期 2π ⋅ 10000^(2i/d)")),
             QStringLiteral("週期 2π\u00A0⋅\u00A010000^(2i/\u2060d)"));
}

void TestLineBreaks::lastTwoCharacters()
{
    QCOMPARE(LineBreaks::kept(QStringLiteral("一次加上 Sinusoidal 編碼。")),
             QStringLiteral("一次加上 Sinusoidal 編\u2060碼。"));
    QCOMPARE(LineBreaks::kept(QStringLiteral("位置從 0 到 49。")),
             QStringLiteral("位置從 0 到\u00A049。"));
    QCOMPARE(LineBreaks::kept(QStringLiteral("試してください」")),
             QStringLiteral("試してくださ\u2060い」"));
    // Qt's line breaking agrees: no break between the joined pair, nor inside the formula.
    const auto breaks = [](const QString &text) {
        QList<int> at;
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
        for (qsizetype p = finder.toNextBoundary(); p != -1; p = finder.toNextBoundary())
            if (p < text.size())
                at << int(p);
        return at;
    };
    const QString plain = QStringLiteral("位置編碼。");
    QVERIFY(breaks(plain).contains(3)); // before 碼
    const QString kept = LineBreaks::kept(plain);
    QCOMPARE(kept.indexOf(QStringLiteral("碼")), 4);
    QVERIFY2(!breaks(kept).contains(3) && !breaks(kept).contains(4),
             qPrintable(QString::number(breaks(kept).size())));
    const QString formula = LineBreaks::kept(QStringLiteral("只跟 m − n = 3 有關"));
    const int m = int(formula.indexOf(QLatin1Char('m')));
    for (const int p : breaks(formula))
        QVERIFY2(p <= m || p > m + 8, qPrintable(QString::number(p)));
    QVERIFY(breaks(QStringLiteral("只跟 m − n = 3 有關")).contains(m + 2)); // before −
}

QTEST_GUILESS_MAIN(TestLineBreaks)
#include "tst_linebreaks.moc"
