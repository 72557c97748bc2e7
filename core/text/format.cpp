// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/format.h"

#include <charconv>
#include <cmath>

namespace pe {

QString formatFixed(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.startsWith(QLatin1Char('-'))) {
        bool allZero = true;
        for (int k = 1; k < text.size() && allZero; ++k)
            allZero = text.at(k) == QLatin1Char('0') || text.at(k) == QLatin1Char('.');
        if (allZero)
            text.remove(0, 1);
    }
    return text;
}

QString formatDisplay(double value, int decimals)
{
    return displayMinus(formatFixed(value, decimals));
}

QString displayMinus(QString text)
{
    if (text.startsWith(QLatin1Char('-')))
        text[0] = QChar(0x2212); // MINUS SIGN
    return text;
}

QString formatScientific(double value, int decimals)
{
    return QString::number(value, 'e', decimals).replace(QLatin1Char('-'), QChar(0x2212));
}

QString formatExact(double value)
{
    if (value == 0.0)
        return QStringLiteral("0");
    if (std::isfinite(value) && std::floor(value) == value
        && std::abs(value) < 9.007199254740992e15)
        return QString::number(static_cast<qint64>(value));
    // std::to_chars is exact and about twice as fast as QString::number for big tables.
    char buffer[32];
    const auto result
        = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 17);
    return QString::fromLatin1(buffer, static_cast<int>(result.ptr - buffer));
}

QString formatSubscript(qint64 value)
{
    QString digits = QString::number(value);
    for (QChar &c : digits)
        c = c == u'-' ? QChar(0x208B) : QChar(0x2080 + c.digitValue());
    return digits;
}

} // namespace pe
