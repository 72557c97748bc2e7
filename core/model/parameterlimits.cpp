// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parameterlimits.h"

#include "core/text/format.h"

#include <QRegularExpression>

#include <cmath>

namespace pe {

namespace {

    // As every number the interface shows: a negative one with a real minus (−1, not -1).
    QString number(qint64 v)
    {
        return displayMinus(QString::number(v));
    }

    // A decimal number as written on the command line: sign, digits 0-9 with an optional point, an
    // optional exponent. Nothing else ("inf", "nan", spaces, other digits, hex).
    bool isDecimal(const QString &text)
    {
        static const QRegularExpression pattern(
            QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
        return pattern.match(text).hasMatch();
    }

    // Whether the decimal in text (isDecimal) is, exactly as written, greater than 1: so that
    // "1.0000000000000001", which rounds to 1 in double, is told apart from "1" or "1.0".
    bool exceedsOne(const QString &text)
    {
        if (text.startsWith(QLatin1Char('-')))
            return false;
        const qsizetype e = text.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
        const QString mantissa = text.left(e < 0 ? text.size() : e).remove(QLatin1Char('+'));
        bool ok = false;
        qint64 exponent = e < 0 ? 0 : text.mid(e + 1).toLongLong(&ok);
        if (e >= 0 && !ok) // more exponent digits than int64 holds: a huge or a tiny number
            exponent = text.at(e + 1) == QLatin1Char('-') ? -(qint64(1) << 60) : qint64(1) << 60;
        const qsizetype point = mantissa.indexOf(QLatin1Char('.'));
        const QString fraction = point < 0 ? QString() : mantissa.mid(point + 1);
        QString digits = (point < 0 ? mantissa : mantissa.left(point)) + fraction;
        exponent -= fraction.size();
        while (digits.startsWith(QLatin1Char('0')))
            digits.remove(0, 1);
        if (digits.isEmpty())
            return false; // zero
        while (digits.endsWith(QLatin1Char('0'))) {
            digits.chop(1);
            ++exponent;
        }
        // The value is 0.digits × 10^magnitude.
        const qint64 magnitude = digits.size() + exponent;
        return magnitude > 1 || (magnitude == 1 && digits != QLatin1String("1"));
    }

} // namespace

bool ParameterLimits::parseWholeNumber(const QString &text, qint64 *out)
{
    const qsizetype start = text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('+'));
    if (text.size() == start)
        return false;
    for (qsizetype k = start; k < text.size(); ++k) {
        if (text.at(k) < QLatin1Char('0') || text.at(k) > QLatin1Char('9'))
            return false;
    }
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok)
        return false;
    *out = v;
    return true;
}

QString ParameterLimits::checkDimension(const QString &what, const QString &text, int *dimension,
                                        int max)
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v))
        return tr("%1: \"%2\" is not a whole number; the dimension d must be an even integer "
                  "from %3 to %4.")
            .arg(what, text, number(minDimension), number(max));
    const QString error = checkDimension(what, v, max);
    if (error.isEmpty())
        *dimension = static_cast<int>(v);
    return error;
}

QString ParameterLimits::checkDimension(const QString &what, qint64 dimension, int max)
{
    if (dimension < minDimension || dimension > max || dimension % 2 != 0)
        return tr("%1: %2 is not allowed; the dimension d must be an even integer from %3 to %4.")
            .arg(what, number(dimension), number(minDimension), number(max));
    return {};
}

QString ParameterLimits::checkBase(const QString &what, const QString &text, double *base)
{
    bool ok = false;
    const double v = text.toDouble(&ok); // false also on overflow (±inf) and underflow (0)
    if (!isDecimal(text)) {
        if (ok && std::isinf(v) && text.trimmed() == text) // "inf": a number, but too large
            return tr("%1: %2 is out of range; the base must be a number greater than 1 and at "
                      "most %3.")
                .arg(what, text, maxBaseText());
        return tr("%1: \"%2\" is not a number; the base must be a number greater than 1 and at "
                  "most %3, e.g. 10000.")
            .arg(what, text, maxBaseText());
    }
    if (ok && v <= 1.0 && exceedsOne(text))
        return tr("%1: %2 rounds to 1 in double precision; the base must be greater than 1 (the "
                  "smallest double above 1 is %3) and at most %4.")
            .arg(what, displayMinus(text), QString::number(std::nextafter(1.0, 2.0), 'g', 17),
                 maxBaseText());
    if (!ok || !(v > 1.0) || v > maxBase)
        return tr("%1: %2 is out of range; the base must be a number greater than 1 and at "
                  "most %3.")
            .arg(what, displayMinus(text), maxBaseText());
    *base = v;
    return {};
}

QString ParameterLimits::checkBase(const QString &what, double base)
{
    if (std::isnan(base))
        return tr("%1: \"%2\" is not a number; the base must be a number greater than 1 and at "
                  "most %3, e.g. 10000.")
            .arg(what, QStringLiteral("nan"), maxBaseText());
    if (!(base > 1.0) || base > maxBase)
        return tr("%1: %2 is out of range; the base must be a number greater than 1 and at "
                  "most %3.")
            .arg(what, displayMinus(QString::number(base, 'g', 17)), maxBaseText());
    return {};
}

QString ParameterLimits::checkPosition(const QString &what, const QString &text, qint64 *position)
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v))
        return tr("%1: \"%2\" is not a whole number; a position must be an integer from 0 to %3.")
            .arg(what, text, number(maxPosition));
    if (v < 0 || v > maxPosition)
        return tr("%1: %2 is out of range; a position must be an integer from 0 to %3.")
            .arg(what, number(v), number(maxPosition));
    *position = v;
    return {};
}

QString ParameterLimits::checkPosition(const QString &what, double position)
{
    if (!std::isfinite(position) || position < 0 || position > double(maxPosition)
        || std::floor(position) != position)
        return tr("%1: %2 is out of range; a position must be an integer from 0 to %3.")
            .arg(what, displayMinus(QString::number(position, 'g', 17)), number(maxPosition));
    return {};
}

QString ParameterLimits::checkShift(const QString &what, const QString &text, qint64 *shift)
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v) || v < -maxPosition || v > maxPosition)
        return tr("%1: \"%2\" is not allowed; the shift must be an integer from %3 to %4.")
            .arg(what, text, number(-maxPosition), number(maxPosition));
    *shift = v;
    return {};
}

QString ParameterLimits::checkPositionCount(const QString &what, const QString &text, qint64 *count,
                                            qint64 max)
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v) || v < 1 || v > max)
        return tr("%1: \"%2\" is not allowed; the number of positions must be an integer from 1 "
                  "to %3.")
            .arg(what, text, number(max));
    *count = v;
    return {};
}

QString ParameterLimits::checkTableSize(const QString &what, const QString &text, qint64 rows,
                                        int dimension)
{
    if (rows < 1 || dimension < 1 || rows > maxTableCells / dimension)
        return tr("%1: %2 gives %3 rows of d = %4 values; a table may hold at most %5 values "
                  "(rows × d).")
            .arg(what, text, number(rows), number(dimension), number(maxTableCells));
    return {};
}

} // namespace pe
