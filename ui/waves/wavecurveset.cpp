// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavecurveset.h"

#include "ui/waves/wavedotsitem.h"
#include "ui/waves/wavestyle.h"

#include <QAbstractAxis>
#include <QChart>

#include <algorithm>

namespace pe {

WaveCurveSet::WaveCurveSet(QChart *chart, QAbstractAxis *axisX, QAbstractAxis *axisY,
                           QObject *parent)
    : QObject(parent)
    , m_chart(chart)
    , m_axisX(axisX)
    , m_axisY(axisY)
    , m_dots(new WaveDotsItem(chart))
{
    connect(m_dots, &WaveDotsItem::curveClicked, this, [this](int index) {
        if (index >= 0 && index < m_curves.size())
            Q_EMIT curveClicked(m_curves.at(index).dim);
    });
}

void WaveCurveSet::place(const QRectF &plotArea, double xMin, double xMax, double yMin, double yMax)
{
    m_dots->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
}

void WaveCurveSet::showDots()
{
    QList<WaveDotsItem::Curve> dots;
    dots.reserve(m_curves.size());
    for (const WaveCurveState &curve : std::as_const(m_curves))
        dots.append({ curve.dots, curve.color });
    m_dots->setCurves(dots, 5.0 * m_lineScale);
}

void WaveCurveSet::clicked(const QAbstractSeries *series)
{
    for (const WaveCurveState &curve : std::as_const(m_curves))
        if (curve.series == series) {
            Q_EMIT curveClicked(curve.dim);
            return;
        }
}

QAbstractSeries *WaveCurveSet::createSeries(bool band)
{
    QAbstractSeries *series = nullptr;
    if (band) {
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        auto *area = new QAreaSeries(upper, lower);
        upper->setParent(area); // the area series does not own its edges
        lower->setParent(area);
        connect(area, &QAreaSeries::clicked, this, [this, area] { clicked(area); });
        series = area;
    } else {
        auto *line = new QLineSeries;
        connect(line, &QLineSeries::clicked, this, [this, line] { clicked(line); });
        series = line;
    }
    m_chart->addSeries(series);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
    return series;
}

void WaveCurveSet::clear()
{
    for (const WaveCurveState &curve : std::as_const(m_curves)) {
        m_chart->removeSeries(curve.series);
        delete curve.series;
    }
    m_curves.clear();
}

void WaveCurveSet::rebuild(const Encoding &encoding, const WaveContent::Key &key, int buckets,
                           double plotHeight)
{
    // Each curve is a line or a band series. While every curve keeps its kind, the series stay
    // and get their new points with replace(); otherwise they are made afresh, bands first, so
    // that the lines are drawn over the translucent bands.
    bool sameKinds = m_curves.size() == key.dims.size();
    for (int i = 0; sameKinds && i < m_curves.size(); ++i)
        sameKinds = (m_curves.at(i).band() != nullptr) == key.bands.at(i);
    const auto isBand = [](const WaveCurveState &curve) { return curve.band() != nullptr; };
    if (!sameKinds && !key.bands.contains(true)
        && std::none_of(m_curves.cbegin(), m_curves.cend(), isBand)) {
        // Lines before and after (a new d at the default size): the lines there are kept, only
        // the missing ones made or the surplus removed. A new series lays the chart's axes out
        // again and draws everything afresh: a new d took 14 ms to paint, a new base 5.
        while (m_curves.size() > key.dims.size()) {
            m_chart->removeSeries(m_curves.constLast().series);
            delete m_curves.constLast().series;
            m_curves.removeLast();
        }
        while (m_curves.size() < key.dims.size()) {
            WaveCurveState curve;
            curve.series = createSeries(false);
            m_curves.append(curve);
        }
        sameKinds = true;
    }
    if (!sameKinds) {
        clear();
        m_curves = QList<WaveCurveState>(key.dims.size());
        for (bool band : { true, false })
            for (int i = 0; i < key.dims.size(); ++i)
                if (key.bands.at(i) == band)
                    m_curves[i].series = createSeries(band);
    }
    for (int i = 0; i < m_curves.size(); ++i)
        m_curves[i].dim = key.dims.at(i);
    for (WaveCurveState &curve : m_curves)
        curve.dots.clear(); // restyle() fills them while they are shown
    for (const WaveCurveState &curve : std::as_const(m_curves)) {
        if (QAreaSeries *area = curve.band()) {
            const WaveSampler::Envelope band
                = WaveContent::band(encoding, curve.dim, key, buckets, plotHeight);
            area->upperSeries()->replace(QList<QPointF>(band.upper.begin(), band.upper.end()));
            area->lowerSeries()->replace(QList<QPointF>(band.lower.begin(), band.lower.end()));
        } else {
            curve.line()->replace(WaveContent::points(encoding, curve.dim, key, buckets));
        }
    }
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
        if (QAreaSeries *area = curve.band()) {
            area->setPen(Qt::NoPen);
            area->setBrush(WaveStyle::bandFill(color, picked));
            curve.pen = WaveStyle::bandSamplePen(color, picked);
        } else {
            QLineSeries *line = curve.line();
            QPen pen = WaveStyle::curvePen(color, cos && !curve.solid, picked);
            pen.setWidthF(pen.widthF() * m_lineScale);
            line->setPen(pen);
            curve.pen = line->pen();
            // One size, picked or not (the curve's pen shows the pick).
            if (!m_dotsShown)
                curve.dots.clear();
            else if (curve.dots.size() != count)
                curve.dots = WaveContent::dots(encoding, curve.dim, count);
        }
    }
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
