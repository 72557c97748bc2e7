// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavecurveset.h"

#include "ui/waves/wavebandsitem.h"
#include "ui/waves/wavedotsitem.h"
#include "ui/waves/wavelinesitem.h"
#include "ui/waves/wavestyle.h"

#include <QChart>

#include <algorithm>

namespace pe {

WaveCurveSet::WaveCurveSet(QChart *chart, QObject *parent)
    : QObject(parent)
    , m_bands(new WaveBandsItem(chart))
    , m_lines(new WaveLinesItem(chart))
    , m_dots(new WaveDotsItem(chart))
{
    // The items list every curve (a band with no points or dots, a line with no edges): their
    // index is the curve's.
    const auto picked = [this](int index) {
        if (index >= 0 && index < m_curves.size())
            Q_EMIT curveClicked(m_curves.at(index).dim);
    };
    connect(m_lines, &WaveLinesItem::curveClicked, this, picked);
    connect(m_dots, &WaveDotsItem::curveClicked, this, picked);
    connect(m_bands, &WaveBandsItem::curveClicked, this, picked);
}

WaveDrawnCurve WaveCurveSet::drawn(int index) const
{
    return WaveDrawnCurve::of(m_curves.at(index), m_bands->bands().value(index));
}

void WaveCurveSet::place(const QRectF &plotArea, double xMin, double xMax, double yMin, double yMax)
{
    m_bands->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
    m_lines->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
    m_dots->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
}

void WaveCurveSet::showLines()
{
    QList<WaveLinesItem::Curve> lines;
    lines.reserve(m_curves.size());
    for (const WaveCurveState &curve : std::as_const(m_curves))
        lines.append({ curve.band() ? QList<QPointF>() : curve.points, curve.pen });
    m_lines->setCurves(lines);
}

void WaveCurveSet::showDots()
{
    QList<WaveDotsItem::Curve> dots;
    dots.reserve(m_curves.size());
    for (const WaveCurveState &curve : std::as_const(m_curves))
        dots.append({ curve.dots, curve.color });
    m_dots->setCurves(dots, 5.0 * m_lineScale);
}

void WaveCurveSet::showBands()
{
    QList<WaveBandsItem::Band> bands;
    bands.reserve(m_curves.size());
    for (const WaveCurveState &curve : std::as_const(m_curves))
        bands.append(curve.band() ? WaveBandsItem::Band { curve.points, curve.lower, curve.fill }
                                  : WaveBandsItem::Band());
    m_bands->setBands(bands);
}

void WaveCurveSet::rebuild(const Encoding &encoding, const WaveContent::Key &key, int buckets,
                           double plotHeight)
{
    // A curve made from the same source as one before takes that one's points (and its dots);
    // the others are sampled. Names, pens and fills follow in rename() and restyle().
    const QList<WaveCurveState> before = m_curves;
    m_curves = QList<WaveCurveState>(key.dims.size());
    for (int i = 0; i < m_curves.size(); ++i) {
        WaveCurveState &curve = m_curves[i];
        curve.dim = key.dims.at(i);
        const bool isBand = key.bands.at(i);
        // A line of every position is a function of the real position, whatever the width
        // (WaveContent::points); a thinned line depends on the buckets, a band on the plot's
        // width and height too.
        curve.source = { encoding.denominator(encoding.pairOfDimension(curve.dim)),
                         encoding.isCosine(curve.dim),
                         key.count,
                         key.buckets,
                         isBand || key.count < 2 ? buckets : 0,
                         isBand ? plotHeight : 0.0,
                         isBand };
        const auto same
            = std::find_if(before.cbegin(), before.cend(), [&curve](const WaveCurveState &old) {
                  return old.source == curve.source;
              });
        if (same != before.cend()) {
            curve.points = same->points;
            curve.lower = same->lower;
            curve.dots = same->dots;
            continue;
        }
        ++m_sampled;
        if (curve.band()) {
            const WaveSampler::Envelope band
                = WaveContent::band(encoding, curve.dim, key, buckets, plotHeight);
            curve.points = QList<QPointF>(band.upper.begin(), band.upper.end());
            curve.lower = QList<QPointF>(band.lower.begin(), band.lower.end());
        } else {
            curve.points = WaveContent::points(encoding, curve.dim, key, buckets);
        }
    }
    showLines(); // the bands wait for their fills (restyle())
}

void WaveCurveSet::rename(const Encoding &encoding)
{
    // The names live here, not in the series (setName lays the chart out again for its legend,
    // which WaveAnnotations draws instead).
    for (WaveCurveState &curve : m_curves)
        curve.name = WaveContent::curveName(encoding, curve.dim);
}

void WaveCurveSet::restyle(const Encoding &encoding, int pickedDimension, const QList<bool> &looks,
                           ViewPalette::Scheme scheme, int count)
{
    m_styled = true;
    m_dotsShown = looks.at(0);
    for (int i = 0; i < m_curves.size(); ++i) {
        WaveCurveState &curve = m_curves[i];
        const bool cos = encoding.isCosine(curve.dim);
        const bool picked = curve.dim == pickedDimension;
        const QColor color = WaveStyle::curveColor(i, scheme);
        curve.solid = looks.at(i + 1);
        curve.color = color;
        if (curve.band()) {
            curve.fill = WaveStyle::bandFill(color, picked);
            curve.pen = WaveStyle::bandSamplePen(color, picked);
        } else {
            QPen pen = WaveStyle::curvePen(color, cos && !curve.solid, picked);
            pen.setWidthF(pen.widthF() * m_lineScale);
            curve.pen = pen;
            // One size, picked or not (the curve's pen shows the pick).
            if (!m_dotsShown)
                curve.dots.clear();
            else if (curve.dots.size() != count)
                curve.dots = WaveContent::dots(encoding, curve.dim, count);
        }
    }
    showBands();
    showLines();
    showDots();
}

QList<bool> WaveCurveSet::looks() const
{
    if (!m_styled)
        return {};
    QList<bool> looks { m_dotsShown };
    for (const WaveCurveState &curve : m_curves)
        looks.append(curve.solid);
    return looks;
}

QList<WaveAnnotations::Curve> WaveCurveSet::annotationCurves() const
{
    QList<WaveAnnotations::Curve> curves;
    for (const WaveCurveState &curve : m_curves)
        curves.append({ curve.dim, curve.name, curve.pen });
    return curves;
}

} // namespace pe
