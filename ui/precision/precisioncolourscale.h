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
    // colorOf(error), looked up: the errors between 2^−27 and 4 fall into 256 ranges an octave
    // (the double's exponent and the top 8 bits of its fraction); a range that has one colour
    // from its first double to its last, within one stretch of the scale (where each channel
    // only rises or only falls), has it for every error in it. The others (620 of the 7424, where
    // a channel steps), and the errors outside, get colorOf() itself. The same colour, at a
    // tenth of the time: the view colours some 200 000 cells per change.
    static QRgb tableColorOf(double error);
    // The sampled errors in their colours, a pixel a sample.
    static QImage image(const PrecisionSampler &sampler);
    // The bar right of area (the cells), its labels labelWidth wide in font and the text colour.
    static void paintBar(QPainter &painter, const QRectF &area, double labelWidth,
                         const QFont &font, const QColor &text);
};

} // namespace pe
