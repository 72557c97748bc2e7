// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace pe {

// Makes a message that echoes what the user typed safe to print as one line: a value may hold a
// newline, a terminal escape or a direction override that would break the one-line contract of
// the command line's messages or make them mislead.
class ControlEscape
{
public:
    // Newline, carriage return and tab become \n, \r and \t; other control characters, the line
    // and paragraph separators (U+2028, U+2029) and the bidirectional embeddings, overrides and
    // isolates become \uXXXX. A lone U+DC80 … U+DCFF (a byte that was not UTF-8 in an argument,
    // see ArgumentCodec) becomes \xHH; other lone surrogates \uXXXX. Everything else is kept, so
    // a message without such characters comes back unchanged (escaping twice changes nothing).
    static QString escaped(const QString &text);
};

} // namespace pe
