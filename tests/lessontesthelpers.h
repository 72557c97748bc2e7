// SPDX-License-Identifier: GPL-3.0-or-later
// What the lesson tests share: reading the numbers a label shows.
#pragma once

#include <QLabel>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <cmath>

namespace pe::lessontest {

// The numbers a label shows. "e₁ − 0.989992" is e₁ plus a negative number, so a minus sign
// before a number belongs to it. Decimals only when the label has any: then the integers are
// positions or indices (x(0), PE(3)), not the value.
inline QList<double> numbersIn(const QString &text)
{
    QString plain = text;
    static const QRegularExpression spacedMinus(QStringLiteral("\\x{2212}\\s+(?=\\d)"));
    plain.replace(spacedMinus, QStringLiteral("-"));
    plain.replace(QChar(0x2212), QLatin1Char('-'));
    static const QRegularExpression decimal(QStringLiteral("-?\\d+\\.\\d+"));
    static const QRegularExpression integer(QStringLiteral("-?\\d+"));
    QList<double> out;
    for (const QRegularExpressionMatch &m : decimal.globalMatch(plain))
        out.append(m.captured().toDouble());
    if (out.isEmpty())
        for (const QRegularExpressionMatch &m : integer.globalMatch(plain))
            out.append(m.captured().toDouble());
    return out;
}

// True when the label shows expected to within 1e-6 (six decimals round by at most 5e-7).
inline bool shows(const QLabel *label, double expected)
{
    if (!label)
        return false;
    for (double n : numbersIn(label->text()))
        if (std::abs(n - expected) <= 1e-6)
            return true;
    return false;
}

} // namespace pe::lessontest
