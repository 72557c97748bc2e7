// SPDX-License-Identifier: GPL-3.0-or-later
// Every message that uses a glossary term in English uses the glossary's word in Japanese and in
// Traditional Chinese: the same concept is always the same word on every screen.
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
        if (cells.size() == 3)
            terms.append({ cells.at(0), cells.at(column).split(QLatin1Char('|')) });
    }
    return terms;
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
};

void TestGlossary::termsAreUsed_data()
{
    QTest::addColumn<QString>("catalog");
    QTest::addColumn<int>("column");
    QTest::addRow("ja") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_ja.ts") << 1;
    QTest::addRow("zh_TW") << QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_zh_TW.ts")
                           << 2;
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
        const QRegularExpression english(QStringLiteral("\\b") + QRegularExpression::escape(term.english)
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
                wrong.append(QStringLiteral("%1 [%2] \"%3\" → %4").arg(term.english, m.context,
                                                                        m.source.left(90),
                                                                        m.translation.left(90)));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("glossary terms not used:\n")
                                         + wrong.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
