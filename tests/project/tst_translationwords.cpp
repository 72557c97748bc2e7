// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the committed catalogs: no Japanese kana in the Chinese text, the lessons named by
// their titles, one spelling of "Sinusoidal" in Chinese, and Qt's own file dialog words translated.
#include "tests/project/tscatalog.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace catalogtest;

class TestTranslationWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noKanaInChinese();
    void lessonsNamedByTheirTitles();
    void sinusoidalCapitalizedInChinese();
    void qtFileDialogWords();
};

// Chinese uses no kana; a leftover of copying from the Japanese catalog shows up here.
void TestTranslationWords::noKanaInChinese()
{
    int found = 0;
    for (const QString &file : tsFiles()) {
        const Catalog catalog = readCatalog(file);
        if (!catalog.language.startsWith(QLatin1String("zh_")))
            continue;
        ++found;
        QStringList problems;
        for (const Message &m : catalog.messages) {
            for (const QString &text : m.texts()) {
                const bool kana = std::any_of(text.cbegin(), text.cend(), [](QChar c) {
                    return c.unicode() >= 0x3040 && c.unicode() <= 0x30FF;
                });
                if (kana)
                    problems << QStringLiteral("%1 -> \"%2\"").arg(m.describe(), text);
            }
        }
        if (!problems.isEmpty()) {
            qWarning().noquote() << problems.join(QLatin1Char('\n'));
            QFAIL(qPrintable(QStringLiteral("Japanese kana in %1 translations of %2 (listed above)")
                                 .arg(problems.size())
                                 .arg(QFileInfo(file).fileName())));
        }
    }
    QCOMPARE(found, 2); // zh_TW and zh_CN
}

// A lesson is named by its title in the language, never by its id: "attention のレッスン" or
// "attention 課程" reads as an English word the student never saw in a menu.
void TestTranslationWords::lessonsNamedByTheirTitles()
{
    static const QRegularExpression byId(
        QStringLiteral("\\b(workbench|why-waves|attention|beyond)\\s*(のレッスン|課程|課|课程|课)"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList problems;
    for (const QString &file : tsFiles())
        for (const Message &m : readCatalog(file).messages)
            for (const QString &text : m.texts())
                if (byId.match(text).hasMatch())
                    problems << QStringLiteral("%1 -> \"%2\"").arg(m.describe(), text);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Traditional Chinese writes the method "Sinusoidal", as the lecture does; lower case only
// where the text lists the values a command-line option takes (sinusoidal, rope, alibi).
void TestTranslationWords::sinusoidalCapitalizedInChinese()
{
    static const QRegularExpression lower(QStringLiteral("\\bsinusoidal\\b"));
    static const QRegularExpression optionValues(QStringLiteral("sinusoidal[^。]*\\brope\\b|"
                                                                "\\brope\\b[^。]*sinusoidal|"
                                                                "--\\w+ sinusoidal"));
    QStringList problems;
    for (const QString &file : tsFiles()) {
        const Catalog catalog = readCatalog(file);
        if (catalog.language != QLatin1String("zh_TW"))
            continue;
        for (const Message &m : catalog.messages)
            for (const QString &text : m.texts())
                if (lower.match(text).hasMatch() && !optionValues.match(text).hasMatch())
                    problems << QStringLiteral("%1 -> \"%2\"").arg(m.describe(), text);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// The file dialog's Type column asks Qt 6's context QAbstractFileIconProvider, which Qt's own
// catalogs (qtbase_ja, qtbase_zh_TW) do not hold: ours does.
void TestTranslationWords::qtFileDialogWords()
{
    for (const QString &file : tsFiles()) {
        const Catalog catalog = readCatalog(file);
        bool folder = false;
        for (const Message &m : catalog.messages)
            if (m.context == QLatin1String("QAbstractFileIconProvider")
                && m.source == QLatin1String("Folder")
                && m.comment == QLatin1String("All other platforms") && isFinished(m))
                folder = true;
        QVERIFY2(folder, qPrintable(file));
    }
}

QTEST_MAIN(TestTranslationWords)
#include "tst_translationwords.moc"
