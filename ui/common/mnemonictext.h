// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// A label's text without its keyboard mnemonic, as a screen reader should say it and as a tool
// button (which has no mnemonic) should show it: "&Next ›" → "Next ›", the CJK form
// "次へ(&N) ›" → "次へ ›", "講義の既定値(&L)" → "講義の既定値"; "&&" stays one "&".
class MnemonicText
{
public:
    static QString plain(const QString &text);
};

} // namespace pe
