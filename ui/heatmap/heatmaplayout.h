// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmaprenderer.h"

#include <QFont>
#include <QImage>
#include <QRect>

namespace pe {

class PositionalEncodingModel;

// Everything the heatmap figure shows.
struct HeatmapScene
{
    Encoding encoding;
    qint64 positionCount = 50;
    HeatmapViewport viewport;
    Palette palette = Palette::Viridis;
    qint64 positionP = -1; // marker line; -1: none
    qint64 positionQ = -1;
    int pickedDimension = -1; // highlighted row; -1: none

    // The model's parameters, p, q and picked dimension.
    static HeatmapScene fromModel(const PositionalEncodingModel &model,
                                  const HeatmapViewport &viewport, Palette palette);
};

// What the heatmap shows under one point: the pixel's positions and value, the dimension, and
// the position nearest the point (the one a click picks).
struct HeatmapCell
{
    bool valid = false;
    qint64 position = 0;
    qint64 firstPosition = 0; // the pixel shows positions firstPosition .. + positionCount - 1
    qint64 positionCount = 0;
    int dimension = -1;
    double value = 0; // the pixel's value: the mean over its positions
};

// The heatmap figure laid out in a rectangle: title on top, the heat image (plotRect), the
// position axis below it, the dimension axis and the aliasing strip on its left, the colour bar
// on its right, and a legend line at the bottom while dimensions are aliased. Maps points to
// cells and back, so the widget, its tests and the exports agree on where everything is.
class HeatmapLayout
{
public:
    static constexpr int margin = 8;
    static constexpr int tickLength = 4;
    static constexpr int stripWidth = 6;
    static constexpr int barWidth = 16;
    static constexpr int barGap = 14;

    HeatmapLayout(const HeatmapScene &scene, const QRect &bounds, const QFont &font,
                  qreal devicePixelRatio = 1.0);

    const HeatmapScene &scene() const { return m_scene; }
    const QFont &font() const { return m_font; }
    QRect bounds() const { return m_bounds; }
    QRect plotRect() const { return m_plot; }
    QRect aliasStripRect() const { return m_strip; }
    QRect colorBarRect() const { return m_bar; }
    // The heat image's size in device pixels, and the image itself (HeatmapRenderer::render).
    QSize heatImageSize() const;
    qreal devicePixelRatio() const { return m_dpr; }
    QImage renderHeat() const;

    // Positions per device pixel of the heat image.
    double positionsPerPixel() const;
    // Pairs 0 .. aliasedPairCount() - 1 are beyond the aliasing limit at this zoom.
    int aliasedPairCount() const { return m_aliasedPairs; }
    // The aliasing legend under the plot, wrapped to its width: how many lines it takes (0 when
    // no dimension is aliased).
    int aliasingLegendLines() const { return m_legendLines; }
    // The dimension the screen row at y shows (-1: none) and whether it is marked as aliased.
    int dimensionAtY(double y) const;
    bool isAliasedAtY(double y) const;

    // Between widget coordinates and the plane (position k spans [k, k + 1), likewise dims).
    double positionAt(double x) const;
    double dimensionAt(double y) const;
    double xOf(double position) const;
    double yOf(double dimension) const;
    QPointF cellCentre(qint64 position, int dimension) const;
    HeatmapCell cellAt(const QPointF &point) const;

private:
    HeatmapScene m_scene;
    QRect m_bounds;
    QFont m_font;
    qreal m_dpr;
    int m_aliasedPairs = 0;
    int m_legendLines = 0;
    QRect m_plot;
    QRect m_strip;
    QRect m_bar;
};

} // namespace pe
