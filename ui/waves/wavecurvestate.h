// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>

namespace pe {

// One curve of the wave plot as it is drawn: the dimension it draws, its band or line, and how
// the legend shows it. Kept together so that a curve's points, dots, pen, name and look cannot
// fall out of step.
struct WaveCurveState
{
    int dim = -1;
    // A band (a wave too fast for the pixels, drawn by WaveBandsItem between its edges) or a
    // line (drawn by WaveLinesItem from points).
    bool band = false;
    QList<QPointF> points; // a line's (position, value) points; a band's upper edge
    QList<QPointF> lower; // a band's lower edge
    QList<QPointF> dots; // a line's whole positions while they are shown (WaveDotsItem draws them)
    QColor color; // its line's (or band's) and its dots' colour
    QColor fill; // a band's fill
    QString name; // the legend's text
    QPen pen; // the line's, or for a band the legend sample's
    bool solid = false; // WaveContent::looks() when the pen was set: no dashes, too fast for them
};

} // namespace pe
