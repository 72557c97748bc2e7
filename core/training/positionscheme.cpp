// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/positionscheme.h"

#include <cstring>

namespace pe {

namespace {

    const struct
    {
        PositionScheme scheme;
        const char *name;
    } schemeNames[] = {
        { PositionScheme::None, "none" },
        { PositionScheme::Sinusoidal, "sinusoidal" },
        { PositionScheme::Learned, "learned" },
        { PositionScheme::Rope, "rope" },
    };

} // namespace

const char *positionSchemeName(PositionScheme scheme)
{
    for (const auto &entry : schemeNames) {
        if (entry.scheme == scheme)
            return entry.name;
    }
    return "none";
}

bool positionSchemeFromName(const char *name, PositionScheme *scheme)
{
    for (const auto &entry : schemeNames) {
        if (std::strcmp(entry.name, name) == 0) {
            *scheme = entry.scheme;
            return true;
        }
    }
    return false;
}

} // namespace pe
