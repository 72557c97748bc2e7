// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>

namespace pe::test {

// A value as a refusal names it: a negative number with the real minus sign (−8, as typed -8),
// unless quoted as typed ("-1" is not a whole number…);
// options (--dim) and exponents (1e-5) keep their hyphens.
inline QString shownMinus(QString text)
{
    static const QRegularExpression leadingMinus(QStringLiteral("(?<![-\\w\"])-(?=\\d)"));
    return text.replace(leadingMinus, QStringLiteral("\u2212"));
}

// Whether message names value as typed or as shown (a refusal quotes what it cannot read as
// typed, and writes a number it read with the real minus).
inline bool namesValue(const QString &message, const QString &value)
{
    return message.contains(value) || message.contains(shownMinus(value));
}

} // namespace pe::test
