// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/typedvector.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace pe {

namespace {

    QStringList numbersIn(const QString &text)
    {
        static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
        return text.split(separators, Qt::SkipEmptyParts);
    }

} // namespace

bool TypedVector::isBlank(const QString &text)
{
    return numbersIn(text).isEmpty();
}

std::optional<std::vector<double>> TypedVector::parse(const QString &text, int count)
{
    const QStringList parts = numbersIn(text);
    if (parts.size() != count)
        return std::nullopt;
    std::vector<double> values;
    values.reserve(std::size_t(count));
    for (const QString &part : parts) {
        bool ok = false;
        const double v = QLocale::c().toDouble(part, &ok);
        if (!ok || !std::isfinite(v))
            return std::nullopt;
        values.push_back(v);
    }
    return values;
}

} // namespace pe
