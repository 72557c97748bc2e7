// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/heatmap/heatmaplayout.h"

#include <QCoreApplication>
#include <QImage>
#include <QPalette>
#include <QString>

class QFontMetrics;
class QPainter;

namespace pe {

// Paints the heatmap figure of a HeatmapLayout onto any QPainter (widget, PNG, SVG): title, heat
// image, axes with ticks and titles, colour bar, aliasing strip and legend, the p and q marker
// lines and the picked dimension's outline (these by HeatmapMarkers). Text colours come from the
// given QPalette, so light and dark palettes both read.
class HeatmapPlot
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapPlot)

public:
    // heat is layout.renderHeat()'s image (rendered here when null).
    static void paint(QPainter *painter, const HeatmapLayout &layout, const QPalette &colors,
                      const QImage &heat = QImage());
    // Lays out and paints in one go: the PNG and SVG export.
    static void paintFigure(QPainter *painter, const QRect &bounds, const HeatmapScene &scene,
                            const QFont &font, const QPalette &colors);

    // The colour bar's tick labels: -1, -0.5, 0, 0.5, 1 with a true minus sign, never "-0".
    static QString colorBarLabel(double value);
    static QString colorBarCaption();
    // brief: without "Positional encoding:", for a narrow plot.
    static QString title(const HeatmapScene &scene, bool brief = false);
    // The title as drawn in width: whole, else brief, else brief and cut.
    static QString fittedTitle(const HeatmapScene &scene, const QFontMetrics &metrics, int width);
    static QString aliasingLegend();

private:
    static void paintAxes(QPainter *painter, const HeatmapLayout &layout, const QColor &text);
    static void paintColorBar(QPainter *painter, const HeatmapLayout &layout, const QColor &text);
    static void paintAliasing(QPainter *painter, const HeatmapLayout &layout, const QColor &text,
                              const QColor &mark);
};

} // namespace pe
