// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesplotpainter.h"

#include "core/sampling/axisticks.h"
#include "core/text/linebreaks.h"
#include "ui/common/viewpalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace pe {

namespace {
    constexpr int maxHoverHeads = 64; // more hovered heads than this: the readout only
    constexpr int maxMarkedHeads = 16; // more: their lines without marks
} // namespace

SchemesPlotPainter::SchemesPlotPainter(const SchemesPlot &plot, QPainter *painter)
    : m_plot(plot)
    , m_painter(painter)
{
}

void SchemesPlotPainter::paint(const QRectF &rect) const
{
    const SchemesPlot::Geometry g = m_plot.layout(rect);
    const QColor text = m_plot.palette().color(QPalette::WindowText);
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->fillRect(rect, m_plot.palette().color(QPalette::Window));
    QFont bold = m_plot.font();
    bold.setBold(true);
    m_painter->setFont(bold);
    m_painter->setPen(text);
    m_painter->drawText(g.title, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                        LineBreaks::kept(m_plot.title())); // no lone last character
    m_painter->setFont(m_plot.font());
    m_painter->drawText(g.caption, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                        LineBreaks::kept(m_plot.caption()));
    paintLegend(g);
    paintAxes(g);
    paintCurves(g);
    paintHeadLabels(g);
    paintHover(g);
    m_painter->restore();
}

void SchemesPlotPainter::paintAxes(const SchemesPlot::Geometry &g) const
{
    const QColor text = m_plot.palette().color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    grid = ViewPalette::flattened(grid, m_plot.palette().color(QPalette::Window));
    const QFontMetricsF metrics(m_plot.font());
    m_painter->setPen(QPen(grid, 1));
    for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step)) {
        const double x = m_plot.pointOf(g, SchemesPlot::DistanceAxis, tick, 0).x();
        m_painter->drawLine(QPointF(x, g.plot.top()), QPointF(x, g.plot.bottom()));
    }
    const std::vector<double> left
        = AxisTicks::ticks(g.relative.min, g.relative.max, g.relative.step);
    const std::vector<double> right = AxisTicks::ticks(g.bias.min, g.bias.max, g.bias.step);
    for (double tick : left) {
        const double y = SchemesPlot::yOf(g.plot, g.relative, tick);
        m_painter->setPen(QPen(tick == 0.0 && g.relative.min < 0 ? text : grid, 1));
        m_painter->drawLine(QPointF(g.plot.left(), y), QPointF(g.plot.right(), y));
        m_painter->setPen(text);
        m_painter->drawText(QRectF(g.leftTitleX, y - metrics.height() / 2,
                                   g.plot.left() - 6 - g.leftTitleX, metrics.height()),
                            Qt::AlignRight | Qt::AlignVCenter,
                            AxisTicks::label(tick, g.relative.step));
    }
    m_painter->setPen(text);
    for (double tick : right) {
        const double y = SchemesPlot::yOf(g.plot, g.bias, tick);
        m_painter->drawText(QRectF(g.plot.right() + 6, y - metrics.height() / 2,
                                   g.rightTitleX - g.plot.right() - 6, metrics.height()),
                            Qt::AlignLeft | Qt::AlignVCenter, AxisTicks::label(tick, g.bias.step));
    }
    m_painter->setPen(QPen(m_plot.palette().color(QPalette::Mid), 1));
    m_painter->drawLine(g.plot.bottomLeft(), g.plot.bottomRight());
    m_painter->drawLine(g.plot.topLeft(), g.plot.bottomLeft());
    m_painter->drawLine(g.plot.topRight(), g.plot.bottomRight());

    m_painter->setPen(text);
    for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step)) {
        const double x = m_plot.pointOf(g, SchemesPlot::DistanceAxis, tick, 0).x();
        m_painter->drawText(QRectF(x - 60, g.plot.bottom() + 4, 120, metrics.height()),
                            Qt::AlignHCenter | Qt::AlignTop, AxisTicks::label(tick, g.x.step));
    }
    m_painter->drawText(QRectF(g.data.left(), g.plot.bottom() + 6 + metrics.height(),
                               g.data.width(), metrics.height()),
                        Qt::AlignCenter,
                        metrics.elidedText(m_plot.axisTitle(SchemesPlot::DistanceAxis),
                                           Qt::ElideRight, g.data.width()));
    const double height = g.plot.height();
    for (const bool isLeft : { true, false }) { // the y titles, rotated, centred on the plot
        m_painter->save();
        m_painter->translate(isLeft ? g.leftTitleX : g.rightTitleX, g.plot.center().y());
        m_painter->rotate(isLeft ? -90 : 90);
        m_painter->drawText(QRectF(-height / 2, 0, height, metrics.height()), Qt::AlignCenter,
                            metrics.elidedText(m_plot.axisTitle(isLeft ? SchemesPlot::RelativeAxis
                                                                       : SchemesPlot::BiasAxis),
                                               Qt::ElideRight, height));
        m_painter->restore();
    }
}

void SchemesPlotPainter::paintMark(PositionScheme curve, const QPointF &at, double size,
                                   const QColor &color) const
{
    m_painter->setBrush(color);
    const double r = size / 2;
    // A circle for the sinusoid, a square for RoPE, a triangle for ALiBi's heads.
    if (curve == PositionScheme::Sinusoidal) {
        m_painter->drawEllipse(at, r, r);
        return;
    }
    if (curve == PositionScheme::Rope) {
        m_painter->drawRect(QRectF(at.x() - r, at.y() - r, size, size));
        return;
    }
    const QPointF triangle[] = { { at.x(), at.y() - r * 1.15 },
                                 { at.x() + r * 1.1, at.y() + r * 0.8 },
                                 { at.x() - r * 1.1, at.y() + r * 0.8 } };
    m_painter->drawPolygon(triangle, 3);
}

void SchemesPlotPainter::paintCurves(const SchemesPlot::Geometry &g) const
{
    if (m_plot.samples().isEmpty())
        return;
    m_painter->save();
    m_painter->setClipRect(g.plot.adjusted(-6, -6, 6, 6));
    m_painter->setBrush(Qt::NoBrush);
    const auto &distances = m_plot.samples().distances();
    const auto front = static_cast<double>(distances.front());
    const auto back = static_cast<double>(distances.back());
    // Each head's bias is a straight line through the origin, so the segment between its first
    // and last samples is exactly the polyline through all of them (1024 heads × 1600 samples of
    // dash-dot strokes would cost seconds).
    for (int h = 0; h < static_cast<int>(m_plot.samples().alibi().size()); ++h) {
        const std::vector<double> &head = m_plot.samples().alibi()[static_cast<size_t>(h)];
        m_painter->setPen(QPen(m_plot.curveColor(PositionScheme::Alibi, h), 1.5,
                               ViewPalette::line(PositionScheme::Alibi), Qt::FlatCap));
        m_painter->drawLine(m_plot.pointOf(g, SchemesPlot::BiasAxis, front, head.front()),
                            m_plot.pointOf(g, SchemesPlot::BiasAxis, back, head.back()));
    }
    const std::pair<PositionScheme, std::pair<const std::vector<double> *, double>> curves[]
        = { { PositionScheme::Rope, { &m_plot.samples().rope(), m_plot.samples().ropeAtZero() } },
            { PositionScheme::Sinusoidal,
              { &m_plot.samples().sinusoidal(), m_plot.samples().sinusoidalAtZero() } } };
    for (const auto &[curve, valuesZero] : curves) {
        const auto &[values, zero] = valuesZero;
        QPainterPath path;
        for (size_t k = 0; k < distances.size(); ++k) {
            const QPointF point
                = m_plot.pointOf(g, SchemesPlot::RelativeAxis, static_cast<double>(distances[k]),
                                 (*values)[k] / zero);
            if (k == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        m_painter->setPen(QPen(m_plot.curveColor(curve), 2, ViewPalette::line(curve), Qt::FlatCap,
                               Qt::RoundJoin));
        m_painter->drawPath(path);
    }
    if (m_plot.showsMarks(g)) {
        m_painter->setPen(Qt::NoPen);
        if (m_plot.samples().parameters().heads <= maxMarkedHeads)
            for (int h = 0; h < static_cast<int>(m_plot.samples().alibi().size()); ++h)
                for (size_t k = 0; k < distances.size(); ++k)
                    paintMark(PositionScheme::Alibi,
                              m_plot.pointOf(g, SchemesPlot::BiasAxis,
                                             static_cast<double>(distances[k]),
                                             m_plot.samples().alibi()[static_cast<size_t>(h)][k]),
                              6, m_plot.curveColor(PositionScheme::Alibi, h));
        for (const auto &[curve, valuesZero] : curves) {
            const auto &[values, zero] = valuesZero;
            for (size_t k = 0; k < distances.size(); ++k)
                paintMark(curve,
                          m_plot.pointOf(g, SchemesPlot::RelativeAxis,
                                         static_cast<double>(distances[k]), (*values)[k] / zero),
                          curve == PositionScheme::Rope ? 5.5 : 6, m_plot.curveColor(curve));
        }
    }
    m_painter->restore();
}

void SchemesPlotPainter::paintHeadLabels(const SchemesPlot::Geometry &g) const
{
    const QColor text = m_plot.palette().color(QPalette::WindowText);
    for (const SchemesPlot::HeadLabel &label : m_plot.headLabels(g)) {
        m_painter->setPen(QPen(m_plot.curveColor(PositionScheme::Alibi, label.head), 1.2));
        m_painter->drawLine(QPointF(g.data.right() + 1, label.lineY),
                            QPointF(label.box.left() - 2, label.box.center().y()));
        m_painter->setPen(text);
        m_painter->drawText(label.box, Qt::AlignLeft | Qt::AlignVCenter,
                            QStringLiteral("h%1").arg(label.head + 1));
    }
}

void SchemesPlotPainter::paintHover(const SchemesPlot::Geometry &g) const
{
    if (!m_plot.hovered() || m_plot.hovered()->distance < 0
        || m_plot.hovered()->distance >= m_plot.samples().parameters().count)
        return;
    const auto distance = static_cast<double>(m_plot.hovered()->distance);
    const double x = m_plot.pointOf(g, SchemesPlot::DistanceAxis, distance, 0).x();
    const QColor text = m_plot.palette().color(QPalette::WindowText);
    m_painter->save();
    m_painter->setPen(QPen(text, 1, Qt::DotLine));
    m_painter->drawLine(QPointF(x, g.plot.top()), QPointF(x, g.plot.bottom()));
    m_painter->setPen(QPen(m_plot.palette().color(QPalette::Window), 1));
    if (static_cast<int>(m_plot.hovered()->alibi.size()) <= maxHoverHeads)
        for (int h = 0; h < static_cast<int>(m_plot.hovered()->alibi.size()); ++h)
            paintMark(PositionScheme::Alibi,
                      m_plot.pointOf(g, SchemesPlot::BiasAxis, distance,
                                     m_plot.hovered()->alibi[static_cast<size_t>(h)]),
                      9, m_plot.curveColor(PositionScheme::Alibi, h));
    paintMark(PositionScheme::Rope,
              m_plot.pointOf(g, SchemesPlot::RelativeAxis, distance,
                             m_plot.hovered()->rope / m_plot.samples().ropeAtZero()),
              8, m_plot.curveColor(PositionScheme::Rope));
    paintMark(PositionScheme::Sinusoidal,
              m_plot.pointOf(g, SchemesPlot::RelativeAxis, distance,
                             m_plot.hovered()->sinusoidal / m_plot.samples().sinusoidalAtZero()),
              9, m_plot.curveColor(PositionScheme::Sinusoidal));
    const QFontMetricsF metrics(m_plot.font());
    const QString caption = m_plot.hoverCaption();
    const double width = metrics.horizontalAdvance(caption) + 8;
    QRectF box(x + 4, g.plot.top() + 2, width, metrics.height() + 2);
    if (box.right() > g.data.right())
        box.moveRight(x - 4);
    QColor background = m_plot.palette().color(QPalette::Window);
    background.setAlphaF(0.85);
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(background);
    m_painter->drawRoundedRect(box, 3, 3);
    m_painter->setPen(text);
    m_painter->drawText(box, Qt::AlignCenter, caption);
    m_painter->restore();
}

void SchemesPlotPainter::paintLegend(const SchemesPlot::Geometry &g) const
{
    const QFontMetricsF metrics(m_plot.font());
    const QList<QRectF> boxes = m_plot.legendBoxes(
        QRectF(g.legend.left(), g.legend.top(), g.title.width(), metrics.height()));
    const PositionScheme curves[]
        = { PositionScheme::Sinusoidal, PositionScheme::Rope, PositionScheme::Alibi };
    for (int k = 0; k < 3; ++k) {
        const QRectF &box = boxes.at(k);
        const PositionScheme curve = curves[k];
        const int head
            = curve == PositionScheme::Alibi ? m_plot.samples().parameters().heads / 2 : 0;
        const QColor color = m_plot.curveColor(curve, head);
        const double y = box.center().y();
        m_painter->setPen(QPen(color, 2, ViewPalette::line(curve), Qt::FlatCap));
        m_painter->drawLine(QPointF(box.left(), y),
                            QPointF(box.left() + SchemesPlot::legendSampleWidth, y));
        m_painter->setPen(Qt::NoPen);
        paintMark(curve, QPointF(box.left() + SchemesPlot::legendSampleWidth / 2, y), 7, color);
        m_painter->setPen(m_plot.palette().color(QPalette::WindowText));
        const QRectF textBox = box.adjusted(SchemesPlot::legendSampleWidth + 6, 0, 0, 0);
        m_painter->drawText(
            textBox, Qt::AlignLeft | Qt::AlignVCenter,
            metrics.elidedText(m_plot.legendText(curve), Qt::ElideRight, textBox.width()));
    }
}

} // namespace pe
