// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAreaSeries>
#include <QColor>
#include <QLineSeries>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>

namespace pe {

// One curve of the wave plot as it is on the chart: the dimension it draws, its series and how
// the legend shows it. Kept together so that a curve's series, dots, pen, name and look cannot
// fall out of step.
struct WaveCurveState
{
    int dim = -1;
    // A QLineSeries, or a QAreaSeries for a band (a wave too fast for the pixels); the chart
    // owns it.
    QAbstractSeries *series = nullptr;
    QList<QPointF> dots; // a line's whole positions while they are shown (WaveDotsItem draws them)
    QColor color; // its line's (or band's) and its dots' colour
    QString name; // the legend's text
    QPen pen; // as the legend shows it: the line's, or for a band the legend sample's
    bool solid = false; // WaveContent::looks() when the pen was set: no dashes, too fast for them

    QLineSeries *line() const { return qobject_cast<QLineSeries *>(series); }
    QAreaSeries *band() const { return qobject_cast<QAreaSeries *>(series); }
};

} // namespace pe
