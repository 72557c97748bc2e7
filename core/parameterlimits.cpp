// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterlimits.h"

#include <cmath>

namespace pe {

namespace {

// Parses a whole decimal integer: an optional sign and digits; no spaces, fraction or exponent.
bool parseInteger(const QString &text, int64_t *out)
{
    bool ok = false;
    const qlonglong v = text.trimmed().toLongLong(&ok);
    if (!ok || text.trimmed() != text || text.isEmpty())
        return false;
    *out = v;
    return true;
}

QString number(int64_t v)
{
    return QString::number(v);
}

} // namespace

QString ParameterLimits::checkDimension(const QString &what, const QString &text, int *dimension, int max)
{
    int64_t v = 0;
    if (!parseInteger(text, &v))
        return tr("%1: \"%2\" is not a whole number; the dimension d must be an even integer "
                  "from %3 to %4.")
                .arg(what, text, number(minDimension), number(max));
    const QString error = checkDimension(what, v, max);
    if (error.isEmpty())
        *dimension = static_cast<int>(v);
    return error;
}

QString ParameterLimits::checkDimension(const QString &what, int64_t dimension, int max)
{
    if (dimension < minDimension || dimension > max || dimension % 2 != 0)
        return tr("%1: %2 is not allowed; the dimension d must be an even integer from %3 to %4.")
                .arg(what, number(dimension), number(minDimension), number(max));
    return {};
}

QString ParameterLimits::checkBase(const QString &what, const QString &text, double *base)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok)
        return tr("%1: \"%2\" is not a number; the base must be a finite number greater than 1.")
                .arg(what, text);
    const QString error = checkBase(what, v);
    if (error.isEmpty())
        *base = v;
    return error;
}

QString ParameterLimits::checkBase(const QString &what, double base)
{
    if (!std::isfinite(base) || !(base > 1.0))
        return tr("%1: %2 is not allowed; the base must be a finite number greater than 1.")
                .arg(what, QString::number(base, 'g', 17));
    return {};
}

QString ParameterLimits::checkPosition(const QString &what, const QString &text, int64_t *position)
{
    int64_t v = 0;
    if (!parseInteger(text, &v))
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
                .arg(what, QString::number(position, 'g', 17), number(maxPosition));
    return {};
}

QString ParameterLimits::checkShift(const QString &what, const QString &text, int64_t *shift)
{
    int64_t v = 0;
    if (!parseInteger(text, &v) || v < -maxPosition || v > maxPosition)
        return tr("%1: \"%2\" is not allowed; the shift must be an integer from %3 to %4.")
                .arg(what, text, number(-maxPosition), number(maxPosition));
    *shift = v;
    return {};
}

QString ParameterLimits::checkPositionCount(const QString &what, const QString &text, int64_t *count,
                                   int64_t max)
{
    int64_t v = 0;
    if (!parseInteger(text, &v) || v < 1 || v > max)
        return tr("%1: \"%2\" is not allowed; the number of positions must be an integer from 1 "
                  "to %3.")
                .arg(what, text, number(max));
    *count = v;
    return {};
}

QString ParameterLimits::checkTableSize(const QString &what, const QString &text, int64_t rows,
                                        int dimension)
{
    if (rows < 1 || dimension < 1 || rows > maxTableCells / dimension)
        return tr("%1: %2 gives %3 rows of d = %4 values; a table may hold at most %5 values "
                  "(rows × d).")
                .arg(what, text, number(rows), number(dimension), number(maxTableCells));
    return {};
}

} // namespace pe
