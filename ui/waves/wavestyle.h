// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/viewpalette.h"

#include <QColor>
#include <QPalette>
#include <QPen>
#include <QString>

namespace pe {

// How the wave plot tells its curves apart, on light, dark and high-contrast palettes: every curve
// its own colour (ViewPalette's colour-blind-safe curves, neighbours apart for every common colour
// vision deficiency), cos curves dashed (solid where the dashes would not show), waves too fast
// for the pixels as translucent bands, the picked dimension thicker; the p and q markers.
class WaveStyle
{
public:
    static bool isDark(const QPalette &palette);
    // The nth curve's colour (ViewPalette::curve). The first curveCount curves are pairwise at
    // least 20 CIE76 units apart (and from the background and the p marker); later ones repeat.
    static int curveCount(ViewPalette::Scheme scheme);
    static QColor curveColor(int nth, ViewPalette::Scheme scheme);
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
