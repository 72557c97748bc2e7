// SPDX-License-Identifier: GPL-3.0-or-later
// The Windows installer names the app in the user's language: cmake/Packaging.cmake gives CPack
// NSIS commands that pick the Start-menu entry and the scenario file type by $LANGUAGE. Read from
// the CPack configuration this build wrote: every translated language has its line, with the
// name the desktop entry gives it, and the installer is Unicode so the names survive.
#include "core/model/interfacelanguage.h"
#include "tests/sourcetree.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QtTest>

namespace {

using pe::sourcetree::readText;

// set(NAME "value") of a CPack configuration file, up to the line that ends in "): CPack writes the
// NSIS commands as they are, quotes and backslashes unescaped.
QString cpackValue(const QString &config, const QString &name)
{
    const QString start = QStringLiteral("set(%1 \"").arg(name);
    const qsizetype from = config.indexOf(start);
    if (from < 0)
        return {};
    const qsizetype begin = from + start.size();
    const qsizetype end = config.indexOf(QLatin1String("\")\n"), begin);
    return end < 0 ? QString() : config.mid(begin, end - begin);
}

} // namespace

class TestInstallerWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void unicodeInstaller();
    void everyLanguageNamed_data();
    void everyLanguageNamed();

private:
    QString m_config;
    QString m_desktop;
};

void TestInstallerWords::initTestCase()
{
    m_config = readText(QStringLiteral(PEW_BINARY_DIR "/CPackConfig.cmake"));
    QVERIFY2(m_config.contains(QLatin1String("CPACK_NSIS_CREATE_ICONS_EXTRA")),
             "no NSIS settings in CPackConfig.cmake");
    m_desktop = readText(QStringLiteral(PEW_SOURCE_DIR "/resources/pe-workbench.desktop.in"));
    QVERIFY(!m_desktop.isEmpty());
}

void TestInstallerWords::unicodeInstaller()
{
    const QString defines = cpackValue(m_config, QStringLiteral("CPACK_NSIS_DEFINES"));
    QVERIFY2(defines.contains(QLatin1String("Unicode true")), qPrintable(defines));
    QVERIFY(defines.contains(QLatin1String("!ifndef NSIS_UNICODE")));
}

void TestInstallerWords::everyLanguageNamed_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("langid");
    // Windows language identifiers, what NSIS's $LANGUAGE holds.
    const QMap<QString, int> ids = { { QStringLiteral("ja"), 1041 },
                                     { QStringLiteral("zh_TW"), 1028 },
                                     { QStringLiteral("zh_CN"), 2052 } };
    for (const pe::InterfaceLanguage &language : pe::InterfaceLanguage::all()) {
        if (language.code == QLatin1String("en"))
            continue;
        QVERIFY2(ids.contains(language.code), qPrintable(language.code));
        QTest::newRow(qPrintable(language.code)) << language.code << ids.value(language.code);
    }
}

void TestInstallerWords::everyLanguageNamed()
{
    QFETCH(QString, language);
    QFETCH(int, langid);
    const QRegularExpression desktopName(QStringLiteral("^Name\\[%1\\]=(.+)$").arg(language),
                                         QRegularExpression::MultilineOption);
    const QString name = desktopName.match(m_desktop).captured(1).trimmed();
    QVERIFY2(!name.isEmpty(),
             qPrintable(QStringLiteral("no Name[%1] in the desktop entry").arg(language)));
    // StrCmp $LANGUAGE <id> 0 +3 / StrCpy $0 '<name>' / StrCpy $1 '<file type>'
    const QRegularExpression choice(
        QStringLiteral("StrCmp \\$LANGUAGE %1 0 \\+3\\s+StrCpy \\$0 '%2'\\s+StrCpy \\$1 '([^']+)'")
            .arg(langid)
            .arg(QRegularExpression::escape(name)));
    for (const char *variable :
         { "CPACK_NSIS_CREATE_ICONS_EXTRA", "CPACK_NSIS_EXTRA_INSTALL_COMMANDS" }) {
        const QString commands = cpackValue(m_config, QLatin1String(variable));
        const QRegularExpressionMatch m = choice.match(commands);
        QVERIFY2(m.hasMatch(), qPrintable(QLatin1String(variable) + QLatin1Char('\n') + commands));
        QVERIFY(m.captured(1).startsWith(name));
    }
    QVERIFY(
        cpackValue(m_config, QStringLiteral("CPACK_NSIS_CREATE_ICONS_EXTRA"))
            .contains(QLatin1String("CreateShortCut '$SMPROGRAMS\\$STARTMENU_FOLDER\\$0.lnk'")));
    QVERIFY(cpackValue(m_config, QStringLiteral("CPACK_NSIS_DELETE_ICONS_EXTRA"))
                .contains(QStringLiteral("Delete '$SMPROGRAMS\\$MUI_TEMP\\%1.lnk'").arg(name)));
}

QTEST_GUILESS_MAIN(TestInstallerWords)
#include "tst_installerwords.moc"
