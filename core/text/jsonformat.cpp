// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/jsonformat.h"
#include "core/text/format.h"

#include <cmath>

namespace pe {

QString JsonFormat::number(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("null");
    return formatExact(value);
}

QString JsonFormat::boolean(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QString JsonFormat::numbers(const double *values, std::size_t count)
{
    QString text;
    text.reserve(static_cast<qsizetype>(count) * 24 + 2);
    text += QLatin1Char('[');
    for (std::size_t k = 0; k < count; ++k) {
        if (k > 0)
            text += QLatin1String(", ");
        text += number(values[k]);
    }
    text += QLatin1Char(']');
    return text;
}

QString JsonFormat::numbers(const std::vector<double> &values)
{
    return numbers(values.data(), values.size());
}

} // namespace pe
