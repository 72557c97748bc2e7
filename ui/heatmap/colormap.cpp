// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/colormap.h"

#include "ui/heatmap/palettedata.h"

namespace pe {

namespace {

    const QRgb *tableOf(Palette palette)
    {
        switch (palette) {
        case Palette::RdBu:
            return palettedata::rdbu;
        case Palette::Cividis:
            return palettedata::cividis;
        case Palette::Viridis:
            break;
        }
        return palettedata::viridis;
    }

} // namespace

ColorMap::ColorMap(Palette palette)
    : m_palette(palette)
    , m_table(tableOf(palette))
{
}

QList<Palette> ColorMap::palettes()
{
    return { Palette::Viridis, Palette::RdBu, Palette::Cividis };
}

QString ColorMap::name(Palette palette)
{
    switch (palette) {
    case Palette::RdBu:
        return QStringLiteral("rdbu");
    case Palette::Cividis:
        return QStringLiteral("cividis");
    case Palette::Viridis:
        break;
    }
    return QStringLiteral("viridis");
}

bool ColorMap::fromName(const QString &text, Palette *palette)
{
    const QString wanted = text.trimmed().toLower();
    for (Palette candidate : palettes()) {
        if (name(candidate) == wanted) {
            *palette = candidate;
            return true;
        }
    }
    return false;
}

QString ColorMap::nameList()
{
    QStringList names;
    for (Palette palette : palettes())
        names.append(name(palette));
    return names.join(QLatin1Char('|'));
}

QString ColorMap::displayName(Palette palette)
{
    switch (palette) {
    case Palette::RdBu:
        return tr("Red–blue (diverging)");
    case Palette::Cividis:
        return tr("Cividis (colour-blind safe)");
    case Palette::Viridis:
        break;
    }
    return tr("Viridis");
}

QString ColorMap::description(Palette palette)
{
    switch (palette) {
    case Palette::RdBu:
        return tr("red = +1, white = 0, blue = −1");
    case Palette::Cividis:
        return tr("yellow = +1, dark blue = −1");
    case Palette::Viridis:
        break;
    }
    return tr("yellow = +1, dark purple = −1");
}

} // namespace pe
