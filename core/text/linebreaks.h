// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// Where a Japanese or Chinese paragraph may break, for the lesson pages and the PDF handout:
// a formula stays on one line ("m − n = 3", "2π · 10000^(2i/d)": no break at the spaces around an
// operator or after a slash), and the last line keeps at least two characters ("編碼。", never
// "碼。" alone; "到 49。", never "49。" alone). Text without kana or Han characters comes back
// unchanged.
class LineBreaks
{
public:
    static QString kept(const QString &text);
    static bool hasCjk(const QString &text);
};

} // namespace pe
