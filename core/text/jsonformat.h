// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <vector>

namespace pe {

// JSON text for the reports' numbers. Keys are written by the reports in the documented order
// (QJsonObject would sort them); numbers are round-trippable (pe::formatExact, 17 significant
// digits). JSON has no infinity or NaN, so a value that overflowed is written as null.
class JsonFormat
{
public:
    static QString number(double value);
    static QString boolean(bool value);
    // "[a, b, c]"
    static QString numbers(const double *values, std::size_t count);
    static QString numbers(const std::vector<double> &values);
};

} // namespace pe
