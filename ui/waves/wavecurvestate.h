// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>

namespace pe {

// Everything a curve's points, edges and dots depend on. A dimension's values depend on its pair
// only through the pair's denominator (Encoding::sinCos), so a curve whose denominator, side,
// positions and plot stay the same keeps its points when the base, d or the other curves change
// (pair 0's denominator is 1 for every base and d).
struct WaveCurveSource
{
    double denominator = 0;
    bool cosine = false;
    int count = 0; // positions
    int buckets = 0; // WaveContent::Key::buckets
    int plotWidth = 0; // 0 where the points do not depend on it
    double plotHeight = 0; // the same
    bool band = false;

    bool operator==(const WaveCurveSource &other) const
    {
        return denominator == other.denominator && cosine == other.cosine && count == other.count
            && buckets == other.buckets && plotWidth == other.plotWidth
            && plotHeight == other.plotHeight && band == other.band;
    }
};

// One curve of the wave plot as it is drawn: the dimension it draws, its band or line, and how
// the legend shows it. Kept together so that a curve's points, dots, pen, name and look cannot
// fall out of step.
struct WaveCurveState
{
    int dim = -1;
    WaveCurveSource source; // what its points were made from
    // A band (a wave too fast for the pixels, drawn by WaveBandsItem between its edges) or a
    // line (drawn by WaveLinesItem from points).
    bool band() const { return source.band; }
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
