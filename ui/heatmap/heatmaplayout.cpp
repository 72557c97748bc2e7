// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmaplayout.h"

#include "core/model/positionalencodingmodel.h"
#include "core/sampling/heatmapsampler.h"
#include "ui/heatmap/heatmapplot.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

namespace pe {

HeatmapScene HeatmapScene::fromModel(const PositionalEncodingModel &model,
                                     const HeatmapViewport &viewport, Palette palette)
{
    HeatmapScene scene;
    scene.encoding = model.encoding();
    scene.positionCount = model.positionCount();
    scene.viewport = viewport;
    scene.palette = palette;
    scene.positionP = model.positionP();
    scene.positionQ = model.positionQ();
    scene.pickedDimension = model.pickedDimension();
    return scene;
}

HeatmapLayout::HeatmapLayout(const HeatmapScene &scene, const QRect &bounds, const QFont &font,
                             qreal devicePixelRatio)
    : m_scene(scene)
    , m_bounds(bounds)
    , m_font(font)
    , m_dpr(devicePixelRatio > 0 ? devicePixelRatio : 1.0)
{
    const QFontMetrics fm(font);
    const int line = fm.height();
    const int dimLabelWidth
        = fm.horizontalAdvance(QString::number(std::max(scene.encoding.dimension() - 1, 0)));
    const int barLabelWidth = fm.horizontalAdvance(HeatmapPlot::colorBarLabel(-0.5));
    const int captionWidth = fm.horizontalAdvance(HeatmapPlot::colorBarCaption());
    const int left
        = bounds.left() + margin + line + 6 + dimLabelWidth + tickLength + 3 + stripWidth + 2;
    const int rightArea = std::max(barGap + barWidth + tickLength + 3 + barLabelWidth,
                                   barGap + barWidth / 2 + captionWidth / 2)
        + margin;
    const int width = std::max(1, bounds.right() + 1 - rightArea - left);
    m_plot.setLeft(left);
    m_plot.setWidth(width);
    m_aliasedPairs = HeatmapSampler::aliasedPairCount(scene.encoding, positionsPerPixel());

    if (m_aliasedPairs > 0) {
        // From right of the strip's mark to the colour bar's right edge (HeatmapPlot draws it).
        const int legendWidth = std::max(1, width + barGap + barWidth - 3);
        const QRect wrapped = fm.boundingRect(QRect(0, 0, legendWidth, 100 * line),
                                              Qt::TextWordWrap, HeatmapPlot::aliasingLegend());
        m_legendLines = std::max(1, (wrapped.height() + line - 1) / line);
    }

    const int top = bounds.top() + margin + line + 6 + line + 2; // title, marker labels
    const int bottomArea = tickLength + 2 + line + 4 + line
        + (m_legendLines > 0 ? m_legendLines * line + 6 : 0) + margin;
    m_plot.setTop(top);
    m_plot.setHeight(std::max(1, bounds.bottom() + 1 - bottomArea - top));
    m_strip = QRect(m_plot.left() - stripWidth - 2, m_plot.top(), stripWidth, m_plot.height());
    m_bar = QRect(m_plot.right() + 1 + barGap, m_plot.top(), barWidth, m_plot.height());
}

QSize HeatmapLayout::heatImageSize() const
{
    return QSize(std::max(1, qRound(m_plot.width() * m_dpr)),
                 std::max(1, qRound(m_plot.height() * m_dpr)));
}

QImage HeatmapLayout::renderHeat() const
{
    QImage image = HeatmapRenderer::render(m_scene.encoding, m_scene.viewport, heatImageSize(),
                                           m_scene.palette, m_scene.positionCount);
    image.setDevicePixelRatio(m_dpr);
    return image;
}

double HeatmapLayout::positionsPerPixel() const
{
    return m_scene.viewport.positionSpan / heatImageSize().width();
}

int HeatmapLayout::dimensionAtY(double y) const
{
    const int row = static_cast<int>(std::floor((y - m_plot.top()) * m_dpr));
    return HeatmapRenderer::dimensionAtRow(m_scene.viewport, row, heatImageSize().height(),
                                           m_scene.encoding.dimension());
}

bool HeatmapLayout::isAliasedAtY(double y) const
{
    const int dim = dimensionAtY(y);
    return dim >= 0 && HeatmapSampler::isAliased(m_scene.encoding, dim, positionsPerPixel());
}

double HeatmapLayout::positionAt(double x) const
{
    return m_scene.viewport.firstPosition
        + (x - m_plot.left()) / m_plot.width() * m_scene.viewport.positionSpan;
}

double HeatmapLayout::dimensionAt(double y) const
{
    return m_scene.viewport.firstDimension
        + (y - m_plot.top()) / m_plot.height() * m_scene.viewport.dimensionSpan;
}

double HeatmapLayout::xOf(double position) const
{
    return m_plot.left()
        + (position - m_scene.viewport.firstPosition) / m_scene.viewport.positionSpan
        * m_plot.width();
}

double HeatmapLayout::yOf(double dimension) const
{
    return m_plot.top()
        + (dimension - m_scene.viewport.firstDimension) / m_scene.viewport.dimensionSpan
        * m_plot.height();
}

QPointF HeatmapLayout::cellCentre(qint64 position, int dimension) const
{
    return QPointF(xOf(static_cast<double>(position) + 0.5), yOf(dimension + 0.5));
}

HeatmapCell HeatmapLayout::cellAt(const QPointF &point) const
{
    HeatmapCell cell;
    if (point.x() < m_plot.left() || point.x() >= m_plot.left() + m_plot.width()
        || point.y() < m_plot.top() || point.y() >= m_plot.top() + m_plot.height())
        return cell;
    const QSize size = heatImageSize();
    const int px = std::clamp(static_cast<int>(std::floor((point.x() - m_plot.left()) * m_dpr)), 0,
                              size.width() - 1);
    const HeatmapSampler sampler(m_scene.encoding, m_scene.viewport.firstPosition,
                                 positionsPerPixel(), size.width(), m_scene.positionCount);
    const PixelPositions positions = sampler.pixelPositions(px);
    cell.dimension = dimensionAtY(point.y());
    if (positions.count == 0 || cell.dimension < 0)
        return cell;
    cell.valid = true;
    cell.firstPosition = positions.first;
    cell.positionCount = positions.count;
    const double under = std::floor(positionAt(point.x()));
    cell.position = std::clamp<qint64>(static_cast<qint64>(std::max(under, 0.0)), positions.first,
                                       positions.first + positions.count - 1);
    cell.value = sampler.pixelValue(cell.dimension, px);
    return cell;
}

} // namespace pe
