// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRgb>

// The heatmap palettes' 256-entry tables (palettedata.cpp): entry 0 is the colour of -1, entry
// 255 the colour of +1. Read them through ColorMap.
namespace pe::palettedata {

extern const QRgb viridis[256];
extern const QRgb rdbu[256];
extern const QRgb cividis[256];

} // namespace pe::palettedata
