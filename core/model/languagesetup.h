// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace pe {

// Chooses the interface language and installs its translators: our catalog
// (<catalogDirectory>/pe-workbench_<lang>.qm, embedded by qt_add_translations under :/i18n) and
// Qt's own qtbase_<lang>.qm (dialog buttons, command-line parser messages). English needs no
// translator. Also makes the language's locale the default, so numbers and dates follow it.
class LanguageSetup
{
public:
    static inline const QString english = QStringLiteral("en");
    static inline const QString japanese = QStringLiteral("ja");
    static inline const QString traditionalChinese = QStringLiteral("zh_TW");
    static inline const QString simplifiedChinese = QStringLiteral("zh_CN");
    static inline const QString defaultCatalogDirectory = QStringLiteral(":/i18n");

    // "en", "ja", "zh_TW", "zh_CN": the codes --language takes (InterfaceLanguage::all()).
    static QStringList languages();
    static bool isSupported(const QString &language);
    // The supported language for a locale: Japanese -> ja; Chinese in Taiwan, Hong Kong or Macau
    // or in the traditional script -> zh_TW; any other Chinese (China, Singapore, the simplified
    // script) -> zh_CN; anything else -> en.
    static QString languageOf(const QLocale &locale);

    // Installs the translators for language (or for QLocale::system() when language is empty or
    // unsupported) and returns the language actually used. Translators from an earlier call are
    // removed first, so calling it again switches the language (widgets get LanguageChange).
    static QString install(QCoreApplication &app, const QString &language,
                           const QString &catalogDirectory = defaultCatalogDirectory);

    // The catalog file name for a language: "pe-workbench_ja.qm".
    static QString catalogFileName(const QString &language);
};

} // namespace pe
