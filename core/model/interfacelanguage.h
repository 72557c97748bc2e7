// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace pe {

// One language the interface speaks, and everything that differs with it: the registry every
// language list reads (LanguageSetup, View → Language, the fonts, the tests). A new language is one
// entry here, its catalog translations/pe-workbench_<code>.ts and its line in app/CMakeLists.txt.
struct InterfaceLanguage
{
    QString code; // what --language takes and the settings keep: "zh_CN"; the catalog's suffix
    QString nativeName; // the language named in itself (View → Language): "简体中文"
    QLocale locale; // numbers, dates and the paper size of its worksheets
    // The faces that draw its glyphs in its own shapes, in order (Linux, Windows, macOS); empty for
    // English. A Chinese text set in a Japanese face shows Japanese glyph shapes.
    QStringList cjkFamilies;

    // Every language, English first, in the order View → Language lists them.
    static const QList<InterfaceLanguage> &all();
    // The entry for a code, or nullptr.
    static const InterfaceLanguage *find(const QString &code);
};

} // namespace pe
