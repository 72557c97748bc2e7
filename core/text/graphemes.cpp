// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/graphemes.h"

#include <QTextBoundaryFinder>

namespace pe {

qsizetype Graphemes::count(const QString &text)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    qsizetype count = 0;
    while (finder.toNextBoundary() > 0)
        ++count;
    return count;
}

QString Graphemes::left(const QString &text, qsizetype count)
{
    if (count <= 0)
        return {};
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    qsizetype taken = 0;
    qsizetype end = 0;
    while (taken < count) {
        const qsizetype next = finder.toNextBoundary();
        if (next <= 0)
            return text; // fewer characters than count
        end = next;
        ++taken;
    }
    return text.left(end);
}

} // namespace pe
