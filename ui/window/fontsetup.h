// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace pe {

// Han characters look different in Japanese, Traditional and Simplified Chinese; left alone,
// fontconfig picks the Japanese face for all three. The application font therefore names the
// language's CJK face first (with the Windows and macOS equivalents after it), so every widget
// draws Han text in the right shapes.
class FontSetup
{
public:
    // The CJK faces for a language code ("ja", "zh_TW", "zh_CN"; InterfaceLanguage); empty for
    // English.
    static QStringList cjkFamilies(const QString &language);
    // The application font for the language, based on the platform's default font.
    static QFont fontFor(const QString &language, const QFont &base);
    // Sets QApplication's font for the language (call again when the language changes).
    static void apply(const QString &language);
};

} // namespace pe
