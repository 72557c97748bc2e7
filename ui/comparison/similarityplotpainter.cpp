// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/similarityplotpainter.h"

#include "core/sampling/axisticks.h"
#include "ui/common/viewpalette.h"
#include "ui/comparison/similaritycurve.h"
#include "ui/waves/wavestyle.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace pe {

SimilarityPlotPainter::SimilarityPlotPainter(const SimilarityPlot &plot, QPainter *painter)
    : m_plot(plot)
    , m_painter(painter)
{
}

void SimilarityPlotPainter::paint(const QRectF &rect) const
{
    const SimilarityPlot::Geometry g = m_plot.layout(rect);
    const QPalette &palette = m_plot.palette();
    const QColor text = palette.color(QPalette::WindowText);
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->fillRect(rect, palette.color(QPalette::Window));
    QFont bold = m_plot.font();
    bold.setBold(true);
    m_painter->setFont(bold);
    m_painter->setPen(text);
    m_painter->drawText(g.title, Qt::AlignCenter, m_plot.title());
    m_painter->setFont(m_plot.font());
    m_painter->drawText(g.caption, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                        m_plot.caption());
    paintPanel(g.dotPanel, g, SimilarityPlot::DotAxis);
    paintPanel(g.distancePanel, g, SimilarityPlot::DistanceAxis);

    const QFontMetricsF metrics(m_plot.font());
    const QRectF &bottom = g.distancePanel;
    m_painter->setPen(text);
    for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step)) {
        const double x = m_plot.xOf(g, tick);
        m_painter->drawText(QRectF(x - 60, bottom.bottom() + 4, 120, metrics.height()),
                            Qt::AlignHCenter | Qt::AlignTop, AxisTicks::label(tick, g.x.step));
    }
    m_painter->drawText(QRectF(bottom.left(), bottom.bottom() + 6 + metrics.height(),
                               bottom.width(), metrics.height()),
                        Qt::AlignCenter, m_plot.axisTitle(SimilarityPlot::PositionAxis));
    paintMarkers(g);
    m_painter->restore();
}

void SimilarityPlotPainter::paintPanel(const QRectF &panel, const SimilarityPlot::Geometry &g,
                                       SimilarityPlot::Axis axis) const
{
    const SimilarityPlot::Range &r = axis == SimilarityPlot::DotAxis ? g.dot : g.distance;
    const QPalette &palette = m_plot.palette();
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    grid = ViewPalette::flattened(grid, palette.color(QPalette::Window));
    const QFontMetricsF metrics(m_plot.font());
    m_painter->setPen(QPen(grid, 1));
    for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step))
        m_painter->drawLine(QPointF(m_plot.xOf(g, tick), panel.top()),
                            QPointF(m_plot.xOf(g, tick), panel.bottom()));
    for (double tick : AxisTicks::ticks(r.min, r.max, r.step)) {
        const double y = SimilarityPlot::yOf(panel, r, tick);
        m_painter->setPen(QPen(tick == 0.0 && r.min < 0 ? text : grid, 1));
        m_painter->drawLine(QPointF(panel.left(), y), QPointF(panel.right(), y));
        m_painter->setPen(text);
        m_painter->drawText(QRectF(g.axisTitleLeft, y - metrics.height() / 2,
                                   panel.left() - 6 - g.axisTitleLeft, metrics.height()),
                            Qt::AlignRight | Qt::AlignVCenter, AxisTicks::label(tick, r.step));
    }
    m_painter->setPen(QPen(palette.color(QPalette::Mid), 1));
    m_painter->drawLine(panel.bottomLeft(), panel.bottomRight());
    m_painter->drawLine(panel.topLeft(), panel.bottomLeft());

    m_painter->save(); // the y title, rotated, centred on the panel
    m_painter->translate(g.axisTitleLeft, panel.center().y());
    m_painter->rotate(-90);
    m_painter->setPen(text);
    m_painter->drawText(QRectF(-panel.height() / 2, 0, panel.height(), metrics.height()),
                        Qt::AlignCenter,
                        metrics.elidedText(m_plot.axisTitle(axis), Qt::ElideRight, panel.height()));
    m_painter->restore();

    const QColor color = WaveStyle::curveColor(axis == SimilarityPlot::DistanceAxis ? 1 : 0,
                                               ViewPalette::schemeOf(palette));
    SimilarityCurve::paint(m_painter, m_plot.curvePoints(g, axis), panel, color);
    m_painter->save();
    m_painter->setClipRect(panel.adjusted(-6, -6, 6, 6));
    const DistanceDip &dip = m_plot.data().dip;
    // Ring the peak and the nearer position.
    if (axis == SimilarityPlot::DistanceAxis && dip.found) {
        m_painter->setBrush(Qt::NoBrush);
        m_painter->setPen(QPen(color, 1.5));
        const std::pair<qint64, double> rings[]
            = { { dip.peakGap, dip.peakDistance }, { dip.dipGap, dip.dipDistance } };
        for (const auto &[gap, distance] : rings) {
            const qint64 position = m_plot.dipPosition(gap);
            if (position >= 0)
                m_painter->drawEllipse(QPointF(m_plot.xOf(g, static_cast<double>(position)),
                                               SimilarityPlot::yOf(panel, r, distance)),
                                       7, 7);
        }
    }
    m_painter->restore();
}

void SimilarityPlotPainter::paintValueLabel(const QRectF &panel, const QPointF &at,
                                            const QString &text, const QList<QPointF> &curve) const
{
    const QFontMetricsF metrics(m_plot.font());
    const QRectF box = SimilarityPlot::valueLabelBox(
        panel, at, QSizeF(metrics.horizontalAdvance(text) + 8, metrics.height() + 2), curve);
    QColor background = m_plot.palette().color(QPalette::Window);
    background.setAlphaF(0.85);
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(background);
    m_painter->drawRoundedRect(box, 3, 3);
    m_painter->setPen(m_plot.palette().color(QPalette::WindowText));
    m_painter->drawText(box, Qt::AlignCenter, text);
}

void SimilarityPlotPainter::paintMarkers(const SimilarityPlot::Geometry &g) const
{
    const SimilarityPlot::Data &data = m_plot.data();
    const QFontMetricsF metrics(m_plot.font());
    const ViewPalette::Scheme scheme = ViewPalette::schemeOf(m_plot.palette());
    double captionRight = -1e9;
    for (bool isQ : { false, true }) {
        const qint64 position = isQ ? data.q : data.p;
        const bool shown = position < data.positionCount;
        const QColor color = WaveStyle::markerColor(isQ, m_plot.palette());
        const double x = m_plot.xOf(g, static_cast<double>(position));
        if (shown) {
            m_painter->setPen(QPen(color, 1.5, WaveStyle::markerStyle(isQ), Qt::FlatCap));
            for (const QRectF &panel : { g.dotPanel, g.distancePanel })
                m_painter->drawLine(QPointF(x, panel.top()), QPointF(x, panel.bottom()));
        }
        const QString text = m_plot.markerCaption(isQ);
        const double width = metrics.horizontalAdvance(text) + 8;
        QRectF box(shown ? x - width / 2 : g.dotPanel.right() - width,
                   g.dotPanel.top() - metrics.height() - 4, width, metrics.height() + 2);
        box.moveLeft(std::max({ box.left(), g.dotPanel.left(), captionRight + 4 }));
        captionRight = box.right();
        m_painter->setPen(color);
        m_painter->drawText(box, Qt::AlignCenter, text);
        if (!isQ)
            continue;
        const std::pair<QRectF, std::pair<SimilarityPlot::Range, double>> values[]
            = { { g.dotPanel, { g.dot, data.atQ.dot } },
                { g.distancePanel, { g.distance, data.atQ.distance } } };
        for (const auto &[panel, rangeValue] : values) {
            const auto &[r, value] = rangeValue;
            const QPointF at(shown ? x : panel.right(), SimilarityPlot::yOf(panel, r, value));
            const bool distance = panel == g.distancePanel;
            if (shown) {
                m_painter->setPen(QPen(color, 1.5));
                m_painter->setBrush(WaveStyle::curveColor(distance ? 1 : 0, scheme));
                m_painter->drawEllipse(at, 5, 5);
            }
            paintValueLabel(panel, at, m_plot.valueAtQ(value),
                            m_plot.curvePoints(g,
                                               distance ? SimilarityPlot::DistanceAxis
                                                        : SimilarityPlot::DotAxis));
        }
    }
}

} // namespace pe
