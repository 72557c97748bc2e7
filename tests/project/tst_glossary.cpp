// SPDX-License-Identifier: GPL-3.0-or-later
// Every message that uses a glossary term in English uses the glossary's word in Japanese, in
// Traditional and in Simplified Chinese: the same concept is always the same word on every screen.
// And no message uses a form the glossary forbids (bare 注意 for attention, 原點 for the start of a
// turn, …).
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Term
{
    QString english;
    QStringList translations; // alternatives
};

QList<Term> readGlossary(int column)
{
    QList<Term> terms;
    QFile file(QStringLiteral(PEW_SOURCE_DIR "/translations/glossary.tsv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return terms;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (cells.size() == 4)
            terms.append({ cells.at(0), cells.at(column).split(QLatin1Char('|')) });
    }
    return terms;
}

// A "!" line of glossary.tsv: in messages of this language whose English matches source, the
// translation must not match forbidden.
struct ForbiddenForm
{
    QString language;
    QRegularExpression source;
    QRegularExpression forbidden;
    QString instead;
};

QList<ForbiddenForm> readForbiddenForms(const QString &language)
{
    QList<ForbiddenForm> forms;
    QFile file(QStringLiteral(PEW_SOURCE_DIR "/translations/glossary.tsv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return forms;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (cells.size() != 5 || cells.at(0) != QLatin1String("!") || cells.at(1) != language)
            continue;
        forms.append({ cells.at(1),
                       QRegularExpression(cells.at(2), QRegularExpression::CaseInsensitiveOption),
                       QRegularExpression(cells.at(3)), cells.at(4) });
    }
    return forms;
}

struct Message
{
    QString context;
    QString source;
    QString translation;
};

QList<Message> readCatalog(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            message = { context, xml.readElementText(), QString() };
        else if (xml.name() == QLatin1String("translation"))
            message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (xml.name() == QLatin1String("translation"))
            messages.append(message);
    }
    return messages;
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void termsAreUsed_data();
    void termsAreUsed();
    void forbiddenFormsAreAbsent_data();
    void forbiddenFormsAreAbsent();
};

void TestGlossary::termsAreUsed_data()
{
    QTest::addColumn<QString>("catalog");
    QTest::addColumn<int>("column");
    QTest::addRow("ja") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_ja.ts") << 1;
    QTest::addRow("zh_TW") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_zh_TW.ts")
                           << 2;
    QTest::addRow("zh_CN") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_zh_CN.ts")
                           << 3;
}

void TestGlossary::termsAreUsed()
{
    QFETCH(QString, catalog);
    QFETCH(int, column);
    const QList<Term> terms = readGlossary(column);
    QVERIFY(terms.size() >= 10);
    const QList<Message> messages = readCatalog(catalog);
    QVERIFY(messages.size() > 100);
    QStringList wrong;
    for (const Term &term : terms) {
        const QRegularExpression english(QStringLiteral("\\b")
                                             + QRegularExpression::escape(term.english)
                                             + QStringLiteral("\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
        for (const Message &m : messages) {
            if (m.translation.isEmpty() || !m.source.contains(english))
                continue;
            // A command-line value (--layout concatenated, --render heatmap) stays English.
            const bool kept = m.translation.contains(term.english);
            const bool used = kept
                || std::any_of(term.translations.cbegin(), term.translations.cend(),
                               [&m](const QString &t) { return m.translation.contains(t); });
            if (!used)
                wrong.append(
                    QStringLiteral("%1 [%2] \"%3\" → %4")
                        .arg(term.english, m.context, m.source.left(90), m.translation.left(90)));
        }
    }
    QVERIFY2(
        wrong.isEmpty(),
        qPrintable(QStringLiteral("glossary terms not used:\n") + wrong.join(QLatin1Char('\n'))));
}

void TestGlossary::forbiddenFormsAreAbsent_data()
{
    QTest::addColumn<QString>("catalog");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("minimumForms");
    QTest::addRow("ja") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_ja.ts")
                        << QStringLiteral("ja") << 28;
    QTest::addRow("zh_TW") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_zh_TW.ts")
                           << QStringLiteral("zh_TW") << 36;
    QTest::addRow("zh_CN") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_zh_CN.ts")
                           << QStringLiteral("zh_CN") << 20;
}

void TestGlossary::forbiddenFormsAreAbsent()
{
    QFETCH(QString, catalog);
    QFETCH(QString, language);
    QFETCH(int, minimumForms);
    const QList<ForbiddenForm> forms = readForbiddenForms(language);
    QVERIFY(forms.size() >= minimumForms);
    for (const ForbiddenForm &form : forms) {
        QVERIFY2(form.source.isValid(), qPrintable(form.source.pattern()));
        QVERIFY2(form.forbidden.isValid(), qPrintable(form.forbidden.pattern()));
    }
    // The rules bite: each catches the wording it was written against.
    const auto caught = [&forms](const QString &source, const QString &translation) {
        return std::any_of(forms.cbegin(), forms.cend(), [&](const ForbiddenForm &form) {
            return form.source.match(source).hasMatch()
                && form.forbidden.match(translation).hasMatch();
        });
    };
    if (language == QLatin1String("ja")) {
        QVERIFY(caught(QStringLiteral("Without positions, attention cannot see order."),
                       QStringLiteral("位置がなければ、注意は順序を見分けられません。")));
        QVERIFY(!caught(QStringLiteral("Self-attention is permutation-invariant"),
                        QStringLiteral("自己注意は置換不変")));
        QVERIFY(caught(QStringLiteral("row 1, column 2"), QStringLiteral("1 行 2 列")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("打 はどちらでも真ん中にあり")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("θ = 位置 / 分母 の向き")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("固定した 3 つの行列")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("%1: 開けません")));
        // Issue 29: the newer screens' terms, wording and punctuation.
        QVERIFY(caught(QStringLiteral("sinusoidal"), QStringLiteral("正弦波")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("おもちゃの重みを使い")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("16 文のミニバッチ")));
        QVERIFY(caught(QStringLiteral("Far apart"), QStringLiteral("遠く離れて")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("長い実行で必要な範囲")));
        QVERIFY(caught(QStringLiteral("Run length s · L"), QStringLiteral("実行時の長さ s · L")));
        QVERIFY(!caught(QStringLiteral("so every run shows the same ones"),
                        QStringLiteral("何度実行しても同じ値になります")));
        QVERIFY(
            caught(QStringLiteral("Half (i, i + d/2)"), QStringLiteral("前半と後半 (i, i + d/2)")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("Δ = 0 です。互いに回された分がなく")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("位置がなければ、你打我 と 我打你 は")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("「你打我」と「我打你」は")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("方式を 一つ以上選んでください。")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("角度 R / 分母 だけ回します。")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("ハイコントラスト・暗い(&D)")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("%1 の行 %2")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("最後の損失")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("三つの方式をあなたの距離で")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("必要なのはなぜでしょうか?")));
        QVERIFY(caught(QStringLiteral("x"),
                       QStringLiteral("同じ値を float16 で (角度は float32 で計算)")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("CSV ファイル (*.csv)")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("スコア (Rₘ q)·(Rₙ k) = %1")));
        QVERIFY(
            caught(QStringLiteral("x"), QStringLiteral("どれだけ超えるかは比の列に出ています。")));
        QVERIFY(caught(QStringLiteral("Step %1. %2"), QStringLiteral("ステップ %1：%2")));
    } else if (language == QLatin1String("zh_CN")) {
        // Traditional characters and Taiwanese usage, the two ways a converted catalog shows.
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("位置編码")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("这些是我们的数据")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("导出为 PDF 档案")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("预设值")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("试试预设场景“舍入掩盖了差异”")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("这个方程式")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("用程式画出")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("位置エンコーディング")));
        QVERIFY(caught(QStringLiteral("Pairs used"), QStringLiteral("所用对数")));
        QVERIFY(
            !caught(QStringLiteral("pairs on a log scale"), QStringLiteral("对数刻度上的各对")));
        QVERIFY(caught(QStringLiteral("Fast pair nearly repeats"),
                       QStringLiteral("快的一对几乎转回原点")));
        QVERIFY(caught(QStringLiteral("Model width d"), QStringLiteral("模型宽度 d")));
        QVERIFY(caught(QStringLiteral("Run before scaling [0, %1)"),
                       QStringLiteral("缩放前的执行 [0, %1)")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("每个 Token 的位置")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("打开位置编码（启用位置）")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("从分数中减去 斜率 × 距离。")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("旋转 R / 分母 的角度")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("为什么需要它?")));
        QVERIFY(caught(QStringLiteral("Step %1. %2"), QStringLiteral("步骤 %1：%2")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("n = 1, m = 4 时")));
    } else {
        QVERIFY(caught(QStringLiteral("Fast pair nearly repeats"),
                       QStringLiteral("快的一對幾乎繞回原點")));
        QVERIFY(!caught(QStringLiteral("the origin of the plane"), QStringLiteral("原點")));
        QVERIFY(caught(QStringLiteral("n = %1, m = %2"), QStringLiteral("n = %1, m = %2")));
        QVERIFY(caught(QStringLiteral("Weights of a d-wide next layer"),
                       QStringLiteral("寬 d 的下一層")));
        // Issue 29: the newer screens' terms, wording and punctuation.
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("各方案的準確率")));
        QVERIFY(caught(QStringLiteral("Model width d"), QStringLiteral("模型寬度 d")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("用玩具權重")));
        QVERIFY(caught(QStringLiteral("Run before scaling [0, %1)"),
                       QStringLiteral("縮放前的執行 [0, %1)")));
        QVERIFY(!caught(QStringLiteral("so every run shows the same ones"),
                        QStringLiteral("所以每次執行看到的都一樣")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("在分數中的份量")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("ALiBi 的偏置是相對的嗎？")));
        QVERIFY(
            caught(QStringLiteral("Half (i, i + d/2)"), QStringLiteral("前半與後半 (i, i + d/2)")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("較長的任務：以長度至多 L 訓練")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("課程「Sinusoidal 之後」")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("從分數中減去 斜率 × 距離。")));
        QVERIFY(!caught(QStringLiteral("x"), QStringLiteral("旋轉 R / 分母 的角度")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("不在乎這兩個 Token 站在哪裡")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("--heads：「%1」不被接受")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("%1，全部以 %1：")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("維度對 i = %1")));
        QVERIFY(caught(QStringLiteral("x"),
                       QStringLiteral("各方法的位置訊號如何隨距離變化，在 Δ = %2、d = %3 時。")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("依構造就是 0.5")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("超出多少可以看比值那一欄。")));
        QVERIFY(caught(QStringLiteral("Step %1. %2"), QStringLiteral("步驟 %1：%2")));
        QVERIFY(caught(QStringLiteral("x"), QStringLiteral("2049。 碰撞：0。")));
    }
    QStringList wrong;
    for (const Message &m : readCatalog(catalog)) {
        if (m.translation.isEmpty())
            continue;
        for (const ForbiddenForm &form : forms)
            if (form.source.match(m.source).hasMatch()
                && form.forbidden.match(m.translation).hasMatch())
                wrong.append(
                    QStringLiteral("[%1] \"%2\" → %3\n    (%4)")
                        .arg(m.context, m.source.left(70), m.translation.left(90), form.instead));
    }
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QStringLiteral("forbidden forms:\n") + wrong.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
