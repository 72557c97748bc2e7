// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QRgb>
#include <QString>

namespace pe {

// The heatmap palettes. Viridis is the default (yellow for +1, dark purple-blue for -1, as in the
// Taiwan lecture); RdBu is diverging (blue for -1, white for 0, red for +1); cividis is the
// colour-vision-deficiency-safe one.
enum class Palette { Viridis, RdBu, Cividis };

// Maps a PE value in [-1, 1] to a colour of one palette through its exact 256-entry table
// (generated from matplotlib, see palettedata.cpp). Value v falls in entry
// floor((v + 1) / 2 * 256), clamped to 0 .. 255, as matplotlib maps it: -1 is entry 0, 0 is
// entry 128 and +1 is entry 255.
class ColorMap
{
    Q_DECLARE_TR_FUNCTIONS(ColorMap)

public:
    static constexpr int size = 256;

    explicit ColorMap(Palette palette = Palette::Viridis);

    Palette palette() const { return m_palette; }
    const QRgb *table() const { return m_table; }

    static int indexOf(double value)
    {
        if (!(value > -1.0)) // also NaN: callers skip NaN before asking
            return 0;
        const double scaled = (value + 1.0) * (size / 2);
        return scaled >= size - 1 ? size - 1 : static_cast<int>(scaled);
    }
    QRgb rgb(double value) const { return m_table[indexOf(value)]; }
    QColor color(double value) const { return QColor::fromRgb(rgb(value)); }

    static QList<Palette> palettes();
    // The command-line name: "viridis", "rdbu" or "cividis".
    static QString name(Palette palette);
    // Accepts a command-line name (case-insensitive); false for anything else.
    static bool fromName(const QString &name, Palette *palette);
    // "viridis|rdbu|cividis", for help texts and messages.
    static QString nameList();
    // The translated name shown in menus and combo boxes.
    static QString displayName(Palette palette);
    // The translated one-line description of which colour means what (for the colour bar).
    static QString description(Palette palette);

private:
    Palette m_palette;
    const QRgb *m_table;
};

} // namespace pe

Q_DECLARE_METATYPE(pe::Palette)
