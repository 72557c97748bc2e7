// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavecontent.h"

#include "core/model/dimensionlist.h"
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/wavesampler.h"
#include "core/text/format.h"
#include "ui/waves/wavestyle.h"

#include <algorithm>
#include <cmath>

namespace pe {

bool WaveContent::Key::operator==(const Key &other) const
{
    return dimension == other.dimension && base == other.base && layout == other.layout
        && count == other.count && dims == other.dims && buckets == other.buckets
        && bands == other.bands;
}

WaveContent::Key WaveContent::keyFor(const PositionalEncodingModel &model, int plotWidth)
{
    Key key;
    key.dimension = model.dimension();
    key.base = model.base();
    key.layout = model.componentLayout();
    key.count = model.positionCount();
    for (int dim : model.shownDimensions())
        if (dim >= 0 && dim < key.dimension && key.dims.size() < DimensionList::maxShown)
            key.dims.append(dim);
    key.buckets = key.count > 2 * plotWidth ? plotWidth : 0;
    for (int dim : key.dims)
        key.bands.append(isBand(model.encoding(), dim, key.count, plotWidth));
    return key;
}

bool WaveContent::isBand(const Encoding &encoding, int dim, int count, double plotWidth)
{
    const double pixelsPerPosition = plotWidth / std::max(1, count - 1);
    return encoding.period(encoding.pairOfDimension(dim)) * pixelsPerPosition < bandPeriodPixels;
}

WaveSampler::Envelope WaveContent::band(const Encoding &encoding, int dim, const Key &key,
                                        int plotWidth, double plotHeight)
{
    WaveSampler::Envelope band
        = WaveSampler::envelope(encoding, dim, key.count, plotWidth, bandReach);
    const double xScale = static_cast<double>(plotWidth) / std::max(1, key.count - 1);
    const double yScale = std::max(plotHeight, 100.0) / 2.2; // the y axis spans 2.2
    band.lower = WaveSampler::simplified(band.lower, xScale, yScale, 0.5);
    band.upper = WaveSampler::simplified(band.upper, xScale, yScale, 0.5);
    return band;
}

QList<QPointF> WaveContent::points(const Encoding &encoding, int dim, const Key &key, int plotWidth)
{
    if (key.buckets > 0 || key.count < 2) {
        const auto sampled = WaveSampler::sample(encoding, dim, key.count,
                                                 key.buckets > 0 ? key.buckets : plotWidth);
        return QList<QPointF>(sampled.begin(), sampled.end());
    }
    const double last = static_cast<double>(key.count - 1);
    const double period = encoding.period(encoding.pairOfDimension(dim));
    const double perPosition = std::max(2.0, std::ceil(samplesPerPeriod / period));
    const int intervals = static_cast<int>(std::min<double>(maxCurveSamples, last * perPosition));
    QList<QPointF> line;
    line.reserve(intervals + 1);
    for (int i = 0; i <= intervals; ++i) {
        // i * last / intervals, not a running sum: the ends are exactly 0 and last.
        const double x = i == intervals ? last : i * last / intervals;
        line.append(QPointF(x, encoding.value(x, dim)));
    }
    return line;
}

QList<QPointF> WaveContent::dots(const Encoding &encoding, int dim, int count)
{
    QList<QPointF> dots;
    dots.reserve(std::max(0, count));
    for (int k = 0; k < count; ++k)
        dots.append(QPointF(k, encoding.value(static_cast<double>(k), dim)));
    return dots;
}

QList<bool> WaveContent::looks(const Encoding &encoding, const Key &key, double plotWidth)
{
    const double pixelsPerPosition = plotWidth / std::max(1, key.count - 1);
    QList<bool> result { key.count >= 2 && pixelsPerPosition >= dotSpacingPixels };
    for (int dim : key.dims)
        result.append(encoding.period(encoding.pairOfDimension(dim)) * pixelsPerPosition < 24);
    return result;
}

QString WaveContent::title(const PositionalEncodingModel &model, int drawnCount, bool bands)
{
    QString title = tr("One wave per dimension (d = %1, base = %2)")
                        .arg(model.dimension())
                        .arg(formatExact(model.base()));
    if (model.shownDimensions().size() > drawnCount)
        title += QLatin1Char('\n')
            + tr("showing the first %1 of the %2 chosen dimensions")
                  .arg(drawnCount)
                  .arg(model.shownDimensions().size());
    if (bands)
        title += QLatin1Char('\n')
            + tr("shaded: waves too fast for this width, drawn as the range they sweep");
    return title;
}

QString WaveContent::note(const PositionalEncodingModel &model)
{
    if (model.positionCount() >= 2)
        return QString();
    return tr("Only one position is shown, and a wave needs at least two to be drawn. Set "
              "“Positions shown” to 2 or more to see the waves.");
}

QString WaveContent::curveName(const Encoding &encoding, int dim)
{
    const int pair = encoding.pairOfDimension(dim);
    return tr("dim %1 · %2 · pair %3 · period %4")
        .arg(dim)
        .arg(encoding.isCosine(dim) ? tr("cos") : tr("sin"))
        .arg(pair)
        .arg(WaveStyle::periodText(encoding.period(pair)));
}

} // namespace pe
