// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavecurveset.h"

#include "ui/waves/wavedotsitem.h"
#include "ui/waves/wavelinesitem.h"
#include "ui/waves/wavestyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLineSeries>

#include <algorithm>

namespace pe {

WaveCurveSet::WaveCurveSet(QChart *chart, QAbstractAxis *axisX, QAbstractAxis *axisY,
                           QObject *parent)
    : QObject(parent)
    , m_chart(chart)
    , m_axisX(axisX)
    , m_axisY(axisY)
    , m_lines(new WaveLinesItem(chart))
    , m_dots(new WaveDotsItem(chart))
{
    // Both items list every curve (a band with no points or dots): their index is the curve's.
    const auto picked = [this](int index) {
        if (index >= 0 && index < m_curves.size())
            Q_EMIT curveClicked(m_curves.at(index).dim);
    };
    connect(m_lines, &WaveLinesItem::curveClicked, this, picked);
    connect(m_dots, &WaveDotsItem::curveClicked, this, picked);
}

void WaveCurveSet::place(const QRectF &plotArea, double xMin, double xMax, double yMin, double yMax)
{
    m_lines->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
    m_dots->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
}

void WaveCurveSet::showLines()
{
    QList<WaveLinesItem::Curve> lines;
    lines.reserve(m_curves.size());
    for (const WaveCurveState &curve : std::as_const(m_curves))
        lines.append({ curve.band ? QList<QPointF>() : curve.points, curve.pen });
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

QAreaSeries *WaveCurveSet::createBand()
{
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    auto *area = new QAreaSeries(upper, lower);
    upper->setParent(area); // the area series does not own its edges
    lower->setParent(area);
    connect(area, &QAreaSeries::clicked, this, [this, area] {
        for (const WaveCurveState &curve : std::as_const(m_curves))
            if (curve.band == area) {
                Q_EMIT curveClicked(curve.dim);
                return;
            }
    });
    m_chart->addSeries(area);
    area->attachAxis(m_axisX);
    area->attachAxis(m_axisY);
    return area;
}

void WaveCurveSet::clear()
{
    for (const WaveCurveState &curve : std::as_const(m_curves)) {
        if (curve.band) {
            m_chart->removeSeries(curve.band);
            delete curve.band;
        }
    }
    m_curves.clear();
}

void WaveCurveSet::rebuild(const Encoding &encoding, const WaveContent::Key &key, int buckets,
                           double plotHeight)
{
    // Each curve is a line (points for WaveLinesItem) or a band series. While every curve keeps
    // its kind, the bands stay and get their new points with replace(); otherwise they are made
    // afresh. Lines alone (the default size) put nothing on the chart: a new series lays out
    // its axes again and draws everything afresh.
    bool sameKinds = m_curves.size() == key.dims.size();
    for (int i = 0; sameKinds && i < m_curves.size(); ++i)
        sameKinds = (m_curves.at(i).band != nullptr) == key.bands.at(i);
    const auto isBand = [](const WaveCurveState &curve) { return curve.band != nullptr; };
    if (!sameKinds && !key.bands.contains(true)
        && std::none_of(m_curves.cbegin(), m_curves.cend(), isBand)) {
        m_curves.resize(key.dims.size());
    } else if (!sameKinds) {
        clear();
        m_curves = QList<WaveCurveState>(key.dims.size());
        for (int i = 0; i < key.dims.size(); ++i)
            if (key.bands.at(i))
                m_curves[i].band = createBand();
    }
    for (int i = 0; i < m_curves.size(); ++i)
        m_curves[i].dim = key.dims.at(i);
    for (WaveCurveState &curve : m_curves)
        curve.dots.clear(); // restyle() fills them while they are shown
    for (WaveCurveState &curve : m_curves) {
        if (QAreaSeries *area = curve.band) {
            const WaveSampler::Envelope band
                = WaveContent::band(encoding, curve.dim, key, buckets, plotHeight);
            area->upperSeries()->replace(QList<QPointF>(band.upper.begin(), band.upper.end()));
            area->lowerSeries()->replace(QList<QPointF>(band.lower.begin(), band.lower.end()));
            curve.points.clear();
        } else {
            curve.points = WaveContent::points(encoding, curve.dim, key, buckets);
        }
    }
    showLines();
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
        if (QAreaSeries *area = curve.band) {
            area->setPen(Qt::NoPen);
            area->setBrush(WaveStyle::bandFill(color, picked));
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
