// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavedrawncurve.h"

#include "ui/waves/wavecurvestate.h"

namespace pe {

WaveDrawnCurve WaveDrawnCurve::of(const WaveCurveState &state, const WaveBandsItem::Band &band)
{
    WaveDrawnCurve curve;
    curve.dim = state.dim;
    curve.name = state.name;
    curve.pen = state.pen;
    if (state.band()) {
        curve.band = true;
        curve.points = band.upper;
        curve.lower = band.lower;
        curve.fill = band.fill;
    } else {
        curve.points = state.points;
        curve.dots = state.dots;
    }
    return curve;
}

} // namespace pe
