// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/wavebandsitem.h"

#include <QColor>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>

namespace pe {

struct WaveCurveState;

// One curve of the wave plot as it is drawn now (for tests and export): a band as the bands item
// holds it, not what was meant to be put there.
struct WaveDrawnCurve
{
    int dim = -1;
    QString name; // the legend's text
    QPen pen; // the line's, or for a band the legend sample's
    QList<QPointF> points; // the line (sampled between whole positions); a band's upper edge
    QList<QPointF> dots; // the values at whole positions, while they are shown as dots
    bool band = false;
    QList<QPointF> lower; // a band's lower edge
    QColor fill; // a band's fill

    // state, with band: what WaveBandsItem holds at the curve's index.
    static WaveDrawnCurve of(const WaveCurveState &state, const WaveBandsItem::Band &band);
};

} // namespace pe
