// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QPen>
#include <QString>

namespace pe {

// How the wave plot tells its curves apart, on light and dark palettes: sin curves solid in cool
// colours, cos curves dashed in warm ones (solid where the dashes would not show), waves too fast
// for the pixels as translucent bands, the picked dimension thicker; the p and q markers.
class WaveStyle
{
public:
    static bool isDark(const QPalette &palette);
    // The nth sin (cos == false) or cos curve's colour.
    static QColor curveColor(bool cos, int nth, bool dark);
    // Dashed for cos curves (solid when the wave is too fast to show dashes), thick when picked.
    static QPen curvePen(const QColor &color, bool dashed, bool picked);
    // A band (a wave too fast for the pixels): the curve's colour, translucent so that bands
    // and lines behind it still show; less so when picked. Its legend sample is a thick bar.
    static QColor bandFill(const QColor &color, bool picked);
    static QPen bandSamplePen(const QColor &color, bool picked);
    static QColor markerColor(bool q, const QPalette &palette);
    static Qt::PenStyle markerStyle(bool q) { return q ? Qt::DashDotLine : Qt::SolidLine; }
    // "6.28", "39.7", "628.3", "54410": the period with as many decimals as help reading it.
    static QString periodText(double period);
};

} // namespace pe
