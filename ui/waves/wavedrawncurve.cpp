// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavedrawncurve.h"

#include "ui/waves/wavecurvestate.h"

#include <QLineSeries>

namespace pe {

WaveDrawnCurve WaveDrawnCurve::of(const WaveCurveState &state)
{
    WaveDrawnCurve curve;
    curve.dim = state.dim;
    curve.name = state.name;
    curve.pen = state.pen;
    if (QAreaSeries *area = state.band) {
        curve.band = true;
        curve.points = area->upperSeries()->points();
        curve.lower = area->lowerSeries()->points();
        curve.fill = area->brush().color();
    } else {
        curve.points = state.points;
        curve.dots = state.dots;
    }
    return curve;
}

} // namespace pe
