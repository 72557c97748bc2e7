// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <vector>

namespace pe {

// The ways a model can know where a token is, everything the app shows about them in one table
// (PositionSchemes): the training lab trains None, Sinusoidal, Learned and Rope; the Schemes view
// and --profile draw the distance profiles of Sinusoidal, Rope and Alibi.
enum class PositionScheme { None, Sinusoidal, Learned, Rope, Alibi };

// How a scheme's curve is drawn in every chart (the ui turns it into a pen style).
enum class SchemeLine { Solid, Dash, Dot, DashDot, DashDotDot };

class PositionSchemes
{
public:
    struct Entry
    {
        PositionScheme scheme;
        const char *name; // the command line's and the JSON's word: "sinusoidal"
        const char *label; // its name in legends and tables (translated in context PositionSchemes)
        const char *description; // what it computes, for the reports (translated too)
        const char *hint; // the training lab's tooltip for it (trained schemes; translated too)
        bool trains; // the training lab trains a model with it (--train --scheme, Training view)
        bool profiles; // it has a distance profile (--profile, the Schemes view)
        int colour; // its colour: ViewPalette's curve(colour); -1: a family of greens, one per head
        SchemeLine line;
    };

    // Every scheme, in the order the views list them.
    static const std::vector<Entry> &all();
    static const Entry &of(PositionScheme scheme);
    // The schemes the training lab trains; the schemes with a distance profile.
    static std::vector<PositionScheme> trained();
    static std::vector<PositionScheme> profiled();
    // The scheme named name; false when there is none.
    static bool fromName(const QString &name, PositionScheme *scheme);

    static QString label(PositionScheme scheme);
    static QString description(PositionScheme scheme);
    static QString hint(PositionScheme scheme);
};

const char *positionSchemeName(PositionScheme scheme); // "none", "sinusoidal", …, "alibi"

} // namespace pe
