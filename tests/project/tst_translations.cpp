// SPDX-License-Identifier: GPL-3.0-or-later
// The committed catalogs are complete and current: every message translated, nothing lupdate
// would add or drop, placeholders kept, one catalog per language the app offers (the words
// themselves: tst_translationwords).
#include "core/model/interfacelanguage.h"
#include "tests/project/tscatalog.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace catalogtest;

namespace {

// The arguments of scripts/update-translations, before the -ts list.
const QStringList lupdateArguments
    = { QStringLiteral("-silent"),      QStringLiteral("-locations"),  QStringLiteral("none"),
        QStringLiteral("-no-obsolete"), QStringLiteral("-extensions"), QStringLiteral("cpp,h"),
        QStringLiteral("-I"),           QStringLiteral("."),           QStringLiteral("core"),
        QStringLiteral("ui"),           QStringLiteral("app") };

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?([1-9][0-9]?)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void complete_data();
    void complete();
    void upToDate();
    void placeholdersKept_data();
    void placeholdersKept();
    void oneCatalogPerLanguage();
};

void TestTranslations::initTestCase()
{
    const QStringList files = tsFiles();
    QVERIFY2(files.size() >= 3, qPrintable(files.join(QLatin1Char(' '))));
    for (const QString &file : files) {
        const Catalog c = readCatalog(file);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        // pe-workbench_<language>.ts says <TS language="<language>">
        QVERIFY2(QFileInfo(file).completeBaseName().endsWith(QLatin1Char('_') + c.language),
                 qPrintable(file + QStringLiteral(": language=\"%1\"").arg(c.language)));
    }
}

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : tsFiles())
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
}

void TestTranslations::complete()
{
    QFETCH(QString, file);
    const Catalog catalog = readCatalog(file);
    QVERIFY2(catalog.error.isEmpty(), qPrintable(catalog.error));
    QStringList problems;
    for (const Message &m : catalog.messages) {
        // A "TRANSLATOR <context>" comment in the code becomes a message with an empty source:
        // the context's description for the translator, nothing to translate.
        if (m.source.isEmpty() && !m.numerus && m.type.isEmpty())
            continue;
        if (!m.type.isEmpty())
            problems << QStringLiteral("%1: type=\"%2\"").arg(m.describe(), m.type);
        else if (!isFinished(m))
            problems << QStringLiteral("%1: empty translation").arg(m.describe());
    }
    if (!problems.isEmpty()) {
        qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QFAIL(qPrintable(QStringLiteral("%1 of %2 messages in %3 are not translated (listed above)")
                             .arg(problems.size())
                             .arg(catalog.messages.size())
                             .arg(QFileInfo(file).fileName())));
    }
}

// lupdate, run as scripts/update-translations runs it, on copies: the committed files must come
// back unchanged, i.e. every user-visible string in the code is in both catalogs.
void TestTranslations::upToDate()
{
    const QString script
        = QString::fromUtf8(readAll(sourceDir + QStringLiteral("/scripts/update-translations")));
    QVERIFY2(
        script.contains(lupdateArguments.join(QLatin1Char(' '))),
        "scripts/update-translations no longer runs lupdate with the arguments this test uses");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList committed;
    QStringList copies;
    for (const QString &file : tsFiles()) {
        const QString copy = dir.filePath(QFileInfo(file).fileName());
        QVERIFY(QFile::copy(file, copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
        committed << file;
        copies << copy;
    }
    QProcess lupdate;
    lupdate.setWorkingDirectory(sourceDir);
    lupdate.start(QStringLiteral(PEW_LUPDATE),
                  QStringList(lupdateArguments) << QStringLiteral("-ts") << copies);
    QVERIFY2(lupdate.waitForFinished(240000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             qPrintable(QString::fromLocal8Bit(lupdate.readAllStandardError())));

    QStringList stale;
    for (int k = 0; k < committed.size(); ++k) {
        if (readAll(committed[k]) == readAll(copies[k]))
            continue;
        const Catalog before = readCatalog(committed[k]);
        const Catalog after = readCatalog(copies[k]);
        QSet<QString> beforeKeys;
        QSet<QString> afterKeys;
        for (const Message &m : before.messages)
            beforeKeys.insert(m.key());
        for (const Message &m : after.messages)
            afterKeys.insert(m.key());
        QStringList lines;
        for (const Message &m : before.messages)
            if (!afterKeys.contains(m.key()))
                lines << QStringLiteral("    gone: ") + m.describe();
        for (const Message &m : after.messages)
            if (!beforeKeys.contains(m.key()))
                lines << QStringLiteral("    new: ") + m.describe();
        if (lines.isEmpty())
            lines << QStringLiteral("    (same messages; lupdate writes the file differently)");
        if (lines.size() > 40) {
            const int more = int(lines.size()) - 40;
            lines = lines.mid(0, 40);
            lines << QStringLiteral("    ... and %1 more").arg(more);
        }
        stale << QFileInfo(committed[k]).fileName() + QStringLiteral(" is out of date:\n")
                + lines.join(QLatin1Char('\n'));
    }
    if (!stale.isEmpty()) {
        qWarning().noquote() << stale.join(QLatin1Char('\n'));
        QFAIL("the catalogs differ from what lupdate extracts from the code (listed above). "
              "Hint: run scripts/update-translations and translate the new messages.");
    }
}

void TestTranslations::placeholdersKept_data()
{
    complete_data();
}

void TestTranslations::placeholdersKept()
{
    QFETCH(QString, file);
    const Catalog catalog = readCatalog(file);
    QVERIFY2(catalog.error.isEmpty(), qPrintable(catalog.error));
    QStringList problems;
    for (const Message &m : catalog.messages) {
        if (!isFinished(m))
            continue; // complete() reports it
        const QSet<QString> expected = placeholders(m.source);
        for (const QString &text : m.texts()) {
            if (placeholders(text) != expected)
                problems << QStringLiteral("%1 -> \"%2\"").arg(m.describe(), text);
        }
    }
    if (!problems.isEmpty()) {
        qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QFAIL(qPrintable(
            QStringLiteral("%1 translations in %2 do not keep the placeholders %3..%4 "
                           "of their source (listed above)")
                .arg(problems.size())
                .arg(QFileInfo(file).fileName(), QStringLiteral("%1"), QStringLiteral("%9"))));
    }
}

// The languages are listed in two places the build needs apart: the interface's registry
// (InterfaceLanguage, with names and faces) and the CMake list that compiles the catalogs
// (PEW_LANGUAGES). Both agree with the catalogs in translations/.
void TestTranslations::oneCatalogPerLanguage()
{
    QStringList catalogs;
    for (const QString &file : tsFiles())
        catalogs << readCatalog(file).language;
    catalogs.sort();
    QStringList registered;
    for (const pe::InterfaceLanguage &language : pe::InterfaceLanguage::all())
        if (language.code != QLatin1String("en"))
            registered << language.code;
    registered.sort();
    QCOMPARE(catalogs, registered);

    QFile cmake(sourceDir + QStringLiteral("/CMakeLists.txt"));
    QVERIFY(cmake.open(QIODevice::ReadOnly | QIODevice::Text));
    static const QRegularExpression list(QStringLiteral("set\\(PEW_LANGUAGES ([^)]*)\\)"));
    const QRegularExpressionMatch m = list.match(QString::fromUtf8(cmake.readAll()));
    QVERIFY2(m.hasMatch(), "no set(PEW_LANGUAGES …) in CMakeLists.txt");
    QStringList built = m.captured(1).simplified().split(QLatin1Char(' '));
    built.sort();
    QCOMPARE(built, registered);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
