// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QImage>
#include <QRectF>

class QPainter;

namespace pe {

class PrecisionSampler;

// The Precision view's colour scale: an error |typed − double| to a colour, viridis by decades
// from 10^−8 (and everything below it, 0 too) up to 1, a cell that is not a number in red on
// every palette: the cells' image, and the bar that keys it beside the cells.
class PrecisionColourScale
{
public:
    static constexpr double lowestError = 1e-8; // the bottom of the colour scale

    // Colour of an error on the scale (a NaN or infinite error: red).
    static QRgb colorOf(double error);
    // The sampled errors in their colours, a pixel a sample.
    static QImage image(const PrecisionSampler &sampler);
    // The bar right of area (the cells), its labels labelWidth wide in font and the text colour.
    static void paintBar(QPainter &painter, const QRectF &area, double labelWidth,
                         const QFont &font, const QColor &text);
};

} // namespace pe
