// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/sampling/wavesampler.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QString>

namespace pe {

class PositionalEncodingModel;

// What the wave plot shows for the model on a plot of a given width, apart from how it is drawn:
// which dimensions (the first DimensionList::maxShown chosen), each curve's points, name and
// look, and the title. Knows nothing of the chart library.
class WaveContent
{
    Q_DECLARE_TR_FUNCTIONS(WaveContent)

public:
    // Everything the curves' points depend on; equal keys, equal points.
    struct Key
    {
        int dimension = 0;
        double base = 0;
        Layout layout = Layout::Interleaved;
        int count = 0;
        QList<int> dims;
        int buckets = 0; // the plot width sampled for; 0 while every position is drawn
        QList<bool> bands; // per curve: drawn as a band (isBand)
        bool operator==(const Key &other) const;
        bool operator!=(const Key &other) const { return !(*this == other); }
    };

    static Key keyFor(const PositionalEncodingModel &model, int plotWidth);
    // The line of a curve. While every position gets at least half a pixel (no buckets), the
    // smooth function of a real position: PE(x)[dim] = sin or cos(x / denominator) holds for every
    // real x, so the line is sampled between the whole positions too, at least samplesPerPeriod
    // points a period and twice per position (a fast wave is a sine, not a zigzag between its
    // integer samples); it does not depend on the width, so a resize keeps it. With buckets, the
    // sampler's envelope of whole positions.
    static constexpr int samplesPerPeriod = 32;
    static constexpr int maxCurveSamples = 1 << 14;
    static QList<QPointF> points(const Encoding &encoding, int dim, const Key &key, int plotWidth);
    // What the model gets: the value at every whole position 0 .. count - 1, drawn as dots on the
    // curve while they are at least dotSpacingPixels apart.
    static constexpr double dotSpacingPixels = 12.0;
    static QList<QPointF> dots(const Encoding &encoding, int dim, int count);

    // A wave whose period spans fewer pixels than this is drawn as the translucent band it fills:
    // as a line it would zigzag from top to bottom every few pixels, hide the curves behind it
    // (moiré, too) and be slow to stroke.
    static constexpr double bandPeriodPixels = 8.0;
    // The band's edges take the extremes of this many pixels either side: a sinusoid sweeps its
    // whole range every period, so over at least three periods the edges show the wave's reach, not
    // which whole positions happen to fall into each pixel (and stay nearly straight: cheap to
    // fill).
    static constexpr int bandReach = 12;
    static bool isBand(const Encoding &encoding, int dim, int count, double plotWidth);
    // The band's edges for a plot plotWidth x plotHeight pixels, thinned to half a pixel.
    static WaveSampler::Envelope band(const Encoding &encoding, int dim, const Key &key,
                                      int plotWidth, double plotHeight);
    // [0]: dots at every position (positions at least dotSpacingPixels apart); then per curve
    // whether it is a solid band: a wave whose period is under 24 pixels, where dashes would not
    // show and would take seconds to stroke.
    static QList<bool> looks(const Encoding &encoding, const Key &key, double plotWidth);

    // With a line on the shaded bands when there are any.
    static QString title(const PositionalEncodingModel &model, int drawnCount, bool bands);
    // Said in the middle of the plot when no curve can be drawn (one position shown), else empty.
    static QString note(const PositionalEncodingModel &model);
    // "dim 10 · sin · pair 5 · period 12.9"
    static QString curveName(const Encoding &encoding, int dim);
};

} // namespace pe
