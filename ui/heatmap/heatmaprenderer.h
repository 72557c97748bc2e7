// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/model/parameterlimits.h"
#include "core/sampling/heatmapviewport.h"
#include "ui/heatmap/colormap.h"

#include <QImage>
#include <QSize>

namespace pe {

// Renders the heatmap for a viewport into an image of the given size: a pure function of its
// arguments, computing only the pixels shown (never the n x d table). Columns are positions
// (means over the positions a pixel covers when zoomed out, see HeatmapSampler), rows are
// dimensions: a screen row shows the dimension under its centre. Rows are not averaged across
// dimensions on purpose: neighbouring dimensions are the sin and cos of different waves, and
// their mean would be a colour no dimension has. Pixels outside positions 0 .. positionCount - 1
// or dimensions 0 .. d - 1 are transparent.
class HeatmapRenderer
{
public:
    static constexpr qint64 unlimited = ParameterLimits::maxPosition + 1;

    // into: an image that may be written over (the one shown before), rendered into when
    // canRenderInto() says so, so its memory is used again: fresh memory costs the system a page
    // fault per 4 kB at its first write (a 1208 × 400 image: 470 of them, 1.3 ms of processor
    // time a render on the machine bench_window runs on).
    static QImage render(const Encoding &encoding, const HeatmapViewport &viewport, QSize size,
                         Palette palette, qint64 positionCount = unlimited, QImage into = QImage());
    // Whether render() writes into image for an image of size: the same size and format, and
    // nothing else holds it (a copy somewhere keeps its pixels).
    static bool canRenderInto(const QImage &image, QSize size);

    // The dimension screen row `row` of `height` shows, or -1 if none.
    static int dimensionAtRow(const HeatmapViewport &viewport, int row, int height, int dimension);
    // How many threads render() uses for an image of `pixels` pixels: 2 on a machine with two or
    // more cores for images from 200000 pixels on, else 1; never more than the limit (default 2;
    // the benchmark sets 1 to compare).
    static int threadCount(qint64 pixels);
    static void setThreadLimit(int limit);
};

} // namespace pe
