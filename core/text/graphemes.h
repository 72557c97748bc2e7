// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// Text counted as the reader sees it: one character per grapheme cluster (QTextBoundaryFinder),
// so an emoji (two UTF-16 units), a letter with a combining accent or a flag is one. The limits
// of free text (a scenario's note) are counted this way, in the check and in its message.
class Graphemes
{
public:
    static qsizetype count(const QString &text);
    // The first count characters of text, never a half of one (no lone surrogate).
    static QString left(const QString &text, qsizetype count);
};

} // namespace pe
