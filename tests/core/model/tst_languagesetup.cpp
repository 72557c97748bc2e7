// SPDX-License-Identifier: GPL-3.0-or-later
// pe::LanguageSetup: which language a locale gets, that install() puts our catalog and Qt's own in
// place (and takes them out again on a switch), and that pe-workbench picks the language from
// --language or the system locale.
#include "core/model/languagesetup.h"
#include "tests/commandlinerun.h"

#include <QFileInfo>
#include <QLibraryInfo>
#include <QTemporaryDir>
#include <QtTest>

namespace {

bool hasQtTranslation(const char *language)
{
    return QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                         + QStringLiteral("/qtbase_%1.qm").arg(QLatin1String(language)));
}

QString qtUnknownOption()
{
    return QCoreApplication::translate("QCommandLineParser", "Unknown option '%1'.");
}

} // namespace

class TestLanguageSetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void languageOf_data();
    void languageOf();
    void supported();
    void installQtCatalog_data();
    void installQtCatalog();
    void installOwnCatalog();
    void commandLine_data();
    void commandLine();
};

void TestLanguageSetup::cleanup()
{
    pe::LanguageSetup::install(*QCoreApplication::instance(), pe::LanguageSetup::english);
}

void TestLanguageSetup::languageOf_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("language");
    QTest::addRow("ja_JP") << QLocale(QLocale::Japanese, QLocale::Japan) << "ja";
    QTest::addRow("zh_TW") << QLocale(QLocale::Chinese, QLocale::Taiwan) << "zh_TW";
    QTest::addRow("zh_HK") << QLocale(QLocale::Chinese, QLocale::HongKong) << "zh_TW";
    QTest::addRow("zh_MO") << QLocale(QLocale::Chinese, QLocale::Macao) << "zh_TW";
    QTest::addRow("zh_Hant") << QLocale(QStringLiteral("zh_Hant")) << "zh_TW";
    QTest::addRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China) << "zh_CN";
    QTest::addRow("zh_SG") << QLocale(QLocale::Chinese, QLocale::Singapore) << "zh_CN";
    QTest::addRow("zh_Hans") << QLocale(QStringLiteral("zh_Hans")) << "zh_CN";
    QTest::addRow("zh") << QLocale(QLocale::Chinese) << "zh_CN";
    QTest::addRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << "en";
    QTest::addRow("de_DE") << QLocale(QLocale::German, QLocale::Germany) << "en";
    QTest::addRow("C") << QLocale::c() << "en";
}

void TestLanguageSetup::languageOf()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, language);
    QCOMPARE(pe::LanguageSetup::languageOf(locale), language);
}

void TestLanguageSetup::supported()
{
    QCOMPARE(pe::LanguageSetup::languages(), QStringList({ "en", "ja", "zh_TW", "zh_CN" }));
    QVERIFY(pe::LanguageSetup::isSupported("zh_TW"));
    QVERIFY(pe::LanguageSetup::isSupported("zh_CN"));
    QVERIFY(!pe::LanguageSetup::isSupported("zh"));
    QVERIFY(!pe::LanguageSetup::isSupported(QString()));
    QCOMPARE(pe::LanguageSetup::catalogFileName("ja"), QStringLiteral("pe-workbench_ja.qm"));
    // An unsupported request falls back to the system's language.
    QCOMPARE(pe::LanguageSetup::install(*QCoreApplication::instance(), "fr"),
             pe::LanguageSetup::languageOf(QLocale::system()));
}

void TestLanguageSetup::installQtCatalog_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QLocale::Language>("localeLanguage");
    QTest::addColumn<QString>("expected"); // Qt's "Unknown option '%1'." in that language
    QTest::addRow("ja") << "ja" << QLocale::Japanese << "'%1' は未知のオプションです。";
    QTest::addRow("zh_TW") << "zh_TW" << QLocale::Chinese << "未知選項「%1」。";
    QTest::addRow("zh_CN") << "zh_CN" << QLocale::Chinese << "未知选项“%1”。";
    QTest::addRow("en") << "en" << QLocale::English << "Unknown option '%1'.";
}

void TestLanguageSetup::installQtCatalog()
{
    QFETCH(QString, language);
    QFETCH(QLocale::Language, localeLanguage);
    QFETCH(QString, expected);
    if (language != "en" && !hasQtTranslation(qPrintable(language)))
        QSKIP("Qt's own translations are not installed");
    QCoreApplication &app = *QCoreApplication::instance();
    // Start from another language, so the switch has to take the old translators out.
    pe::LanguageSetup::install(app, language == "ja" ? "zh_TW" : "ja");
    QCOMPARE(pe::LanguageSetup::install(app, language), language);
    QCOMPARE(qtUnknownOption(), expected);
    QCOMPARE(QLocale().language(), localeLanguage);
}

void TestLanguageSetup::installOwnCatalog()
{
    const QString lrelease
        = QFileInfo(QStringLiteral(PEW_LUPDATE)).absolutePath() + QStringLiteral("/lrelease");
    if (!QFileInfo(lrelease).isExecutable())
        QSKIP("lrelease is not next to lupdate");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile ts(dir.filePath("test_ja.ts"));
    QVERIFY(ts.open(QIODevice::WriteOnly));
    ts.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
             "<TS version=\"2.1\" language=\"ja\"><context><name>TestLanguageSetup</name>"
             "<message><source>position</source><translation>位置</translation></message>"
             "</context></TS>\n");
    ts.close();
    const QString qm = dir.filePath(pe::LanguageSetup::catalogFileName("ja"));
    QCOMPARE(QProcess::execute(lrelease, { "-silent", ts.fileName(), "-qm", qm }), 0);
    QVERIFY(QFile::exists(qm));

    QCoreApplication &app = *QCoreApplication::instance();
    QCOMPARE(pe::LanguageSetup::install(app, "ja", dir.path()), QStringLiteral("ja"));
    QCOMPARE(QCoreApplication::translate("TestLanguageSetup", "position"), QStringLiteral("位置"));
    // Switching to English takes our catalog out again.
    QCOMPARE(pe::LanguageSetup::install(app, "en", dir.path()), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("TestLanguageSetup", "position"),
             QStringLiteral("position"));
    // No catalog for zh_TW in that directory: still zh_TW, Qt's catalog only.
    QCOMPARE(pe::LanguageSetup::install(app, "zh_TW", dir.path()), QStringLiteral("zh_TW"));
    QCOMPARE(QCoreApplication::translate("TestLanguageSetup", "position"),
             QStringLiteral("position"));
}

void TestLanguageSetup::commandLine_data()
{
    // Qt's own catalog (qtbase_<lang>.qm) translates QCommandLineParser's messages: seeing them
    // translated shows the translators for the chosen language are installed.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("qtLanguage"); // empty: English expected
    QTest::addColumn<QString>("expected");
    const QStringList bogus { "--bogus" };
    QTest::addRow("--language ja") << QStringList { "--language", "ja", "--bogus" } << "C.UTF-8"
                                   << "ja"
                                   << "'bogus' は未知のオプションです。";
    QTest::addRow("--language zh_TW")
        << QStringList { "--language", "zh_TW", "--bogus" } << "C.UTF-8"
        << "zh_TW"
        << "未知選項「bogus」。";
    QTest::addRow("--language en over ja_JP")
        << QStringList { "--language", "en", "--bogus" } << "ja_JP.UTF-8"
        << ""
        << "Unknown option 'bogus'.";
    QTest::addRow("system ja_JP") << bogus << "ja_JP.UTF-8"
                                  << "ja"
                                  << "は未知のオプションです";
    QTest::addRow("system zh_HK") << bogus << "zh_HK.UTF-8"
                                  << "zh_TW"
                                  << "未知選項「bogus」";
    QTest::addRow("system de_DE") << bogus << "de_DE.UTF-8"
                                  << ""
                                  << "Unknown option 'bogus'.";
}

void TestLanguageSetup::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, locale);
    QFETCH(QString, qtLanguage);
    QFETCH(QString, expected);
    if (!qtLanguage.isEmpty() && !hasQtTranslation(qPrintable(qtLanguage)))
        QSKIP("Qt's own translations are not installed");
    const pe::CommandLineRun run = pe::CommandLineRun::start(arguments, locale);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString message = QString::fromUtf8(run.err);
    QVERIFY2(message.contains(expected), qPrintable(message));
    QCOMPARE(message.count(QLatin1Char('\n')), 1);
}

QTEST_GUILESS_MAIN(TestLanguageSetup)

#include "tst_languagesetup.moc"
