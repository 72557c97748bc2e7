// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace pe {

// A vector typed into a field: numbers in the C locale ("0.5", "-1e-3") separated by spaces,
// commas or semicolons.
class TypedVector
{
public:
    // Exactly count finite numbers, or nothing (too few, too many, or a part that is no number).
    static std::optional<std::vector<double>> parse(const QString &text, int count);
    // Nothing but spaces and separators: no vector typed at all.
    static bool isBlank(const QString &text);
};

} // namespace pe
