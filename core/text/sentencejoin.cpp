// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/sentencejoin.h"

namespace pe {

namespace {

    bool fullWidth(QChar c)
    {
        const char16_t u = c.unicode();
        return (u >= 0x3000 && u <= 0x303F) || (u >= 0xFF00 && u <= 0xFFEF);
    }

} // namespace

QString SentenceJoin::joined(const QString &a, const QString &b)
{
    if (a.isEmpty())
        return b;
    if (b.isEmpty())
        return a;
    if (fullWidth(a.back()) || fullWidth(b.front()))
        return a + b;
    return a + QLatin1Char(' ') + b;
}

QString SentenceJoin::joined(const QStringList &parts)
{
    QString text;
    for (const QString &part : parts)
        text = joined(text, part);
    return text;
}

} // namespace pe
