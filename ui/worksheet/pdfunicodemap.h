// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>

class QFont;

namespace pe {

// Qt's PDF writer (6.4, QFontSubset::getReverseMap) maps each glyph back to the first code point
// the font draws with it. In a CJK face the radicals come first and share their glyph with an
// ideograph, so 日 comes back from the PDF as the Kangxi radical ⽇ (U+2F47) and 長 as ⻑
// (U+2ED1): text copied, searched or read aloud from the handout would not be its text. This
// rewrites those entries of the file's ToUnicode maps to the ideograph that shares the glyph, in
// place (four hex digits for four), so every offset in the file stays right.
class PdfUnicodeMap
{
public:
    // Radical → ideograph for the faces the font draws Han text with.
    static QHash<ushort, ushort> radicalsOf(const QFont &font);
    static QByteArray fixed(const QByteArray &pdf, const QHash<ushort, ushort> &radicals);
};

} // namespace pe
