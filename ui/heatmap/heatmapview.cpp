// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapview.h"

#include "core/model/positionalencodingmodel.h"
#include "core/sampling/heatmapsampler.h"
#include "ui/heatmap/heatmapdescription.h"
#include "ui/heatmap/heatmapplot.h"
#include "ui/heatmap/heatmaptooltip.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

namespace pe {

HeatmapView::HeatmapView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_viewport(HeatmapViewport::all(model->positionCount(), model->dimension()))
    , m_knownPositionCount(model->positionCount())
    , m_knownDimension(model->dimension())
    , m_input(this)
{
    setObjectName(QStringLiteral("HeatmapView"));
    setFocusPolicy(Qt::WheelFocus);
    setMouseTracking(true);
    setCursor(Qt::CrossCursor);
    setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent);

    connect(model, &PositionalEncodingModel::dimensionChanged, this, &HeatmapView::onTableChanged);
    connect(model, &PositionalEncodingModel::positionCountChanged, this,
            &HeatmapView::onTableChanged);
    connect(model, &PositionalEncodingModel::baseChanged, this, &HeatmapView::refreshHeat);
    connect(model, &PositionalEncodingModel::componentLayoutChanged, this,
            &HeatmapView::refreshHeat);
    connect(model, &PositionalEncodingModel::positionQChanged, this, qOverload<>(&QWidget::update));
    connect(model, &PositionalEncodingModel::positionPChanged, this, &HeatmapView::followPick);
    connect(model, &PositionalEncodingModel::pickedDimensionChanged, this,
            &HeatmapView::followPick);
    retranslate();
    HeatmapDescription::attach(this, model);
}

HeatmapScene HeatmapView::scene() const
{
    return HeatmapScene::fromModel(*m_model, m_viewport, m_palette);
}

HeatmapLayout HeatmapView::currentLayout() const
{
    return HeatmapLayout(scene(), rect(), font(), devicePixelRatioF());
}

HeatmapCell HeatmapView::cellAt(const QPoint &point) const
{
    return currentLayout().cellAt(QPointF(point) + QPointF(0.5, 0.5));
}

QPointF HeatmapView::cellCentre(qint64 position, int dimension) const
{
    return currentLayout().cellCentre(position, dimension);
}

bool HeatmapView::isDimensionAliased(int dim) const
{
    return HeatmapSampler::isAliased(m_model->encoding(), dim, currentLayout().positionsPerPixel());
}

QString HeatmapView::toolTipText(const QPoint &point) const
{
    return HeatmapToolTip::text(currentLayout(), QPointF(point) + QPointF(0.5, 0.5));
}

void HeatmapView::paintFigure(QPainter *painter, const QRect &bounds) const
{
    HeatmapPlot::paintFigure(painter, bounds, scene(), font(), palette());
}

void HeatmapView::paintFigure(QPainter *painter, const QRect &bounds,
                              const PositionalEncodingModel &model, Palette palette,
                              const QFont &font, const QPalette &colors)
{
    const HeatmapViewport all = HeatmapViewport::all(model.positionCount(), model.dimension());
    HeatmapPlot::paintFigure(painter, bounds, HeatmapScene::fromModel(model, all, palette), font,
                             colors);
}

void HeatmapView::setColorPalette(Palette palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    refreshHeat();
    Q_EMIT colorPaletteChanged(palette);
}

void HeatmapView::setViewport(const HeatmapViewport &viewport)
{
    const HeatmapViewport next = viewport.clamped(m_model->positionCount(), m_model->dimension());
    if (next == m_viewport)
        return;
    m_viewport = next;
    refreshHeat();
    Q_EMIT viewportChanged(m_viewport);
}

void HeatmapView::resetView()
{
    setViewport(HeatmapViewport::all(m_model->positionCount(), m_model->dimension()));
}

void HeatmapView::zoomPositions(double factor, double x)
{
    const QRect plot = currentLayout().plotRect();
    setViewport(m_viewport.zoomedPositions(factor, (x - plot.left()) / plot.width(),
                                           m_model->positionCount(), m_model->dimension()));
}

void HeatmapView::zoomDimensions(double factor, double y)
{
    const QRect plot = currentLayout().plotRect();
    setViewport(m_viewport.zoomedDimensions(factor, (y - plot.top()) / plot.height(),
                                            m_model->positionCount(), m_model->dimension()));
}

void HeatmapView::pan(double positionFraction, double dimensionFraction)
{
    setViewport(m_viewport.panned(positionFraction, dimensionFraction, m_model->positionCount(),
                                  m_model->dimension()));
}

void HeatmapView::ensureVisible(qint64 position, int dimension)
{
    setViewport(
        m_viewport.showing(position, dimension, m_model->positionCount(), m_model->dimension()));
}

void HeatmapView::followPick()
{
    if (m_followsPick) {
        const qint64 p = m_model->positionP();
        ensureVisible(p < m_model->positionCount() ? p : -1, m_model->pickedDimension());
    }
    update();
}

void HeatmapView::onTableChanged()
{
    // A new d shows all its dimensions. Showing all positions stays showing all when their
    // count changes; a zoomed view keeps its zoom where it fits.
    HeatmapViewport next = m_viewport;
    if (m_model->dimension() != m_knownDimension) {
        next.firstDimension = 0;
        next.dimensionSpan = m_model->dimension();
    }
    if (m_viewport.showsAllPositions(m_knownPositionCount))
        next.positionSpan = static_cast<double>(m_model->positionCount());
    m_knownPositionCount = m_model->positionCount();
    m_knownDimension = m_model->dimension();
    setViewport(next);
    refreshHeat();
}

void HeatmapView::refreshHeat()
{
    update();
    // The new image starts rendering now, beside whatever else reacts and paints before this
    // view's turn comes.
    if (isVisible() && !size().isEmpty())
        m_cache.prepare(currentLayout());
}

void HeatmapView::pickCell(qint64 position, int dimension)
{
    // One click, one change (and one undo step): p, the picked dimension and its wave together.
    m_model->pickCell(position, dimension);
    Q_EMIT cellPicked(position, dimension);
}

bool HeatmapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipText(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void HeatmapView::paintEvent(QPaintEvent *)
{
    const HeatmapLayout layout = currentLayout();
    const QImage &heat = m_cache.image(layout);
    QPainter painter(this);
    HeatmapPlot::paint(&painter, layout, palette(), heat);
    if (hasFocus()) {
        QColor focus = palette().color(QPalette::Highlight);
        focus.setAlpha(160);
        painter.setPen(QPen(focus, 1, Qt::DotLine));
        painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
        const qint64 cursorPosition = m_input.cursorPosition();
        const int cursorDimension = m_input.cursorDimension();
        if (cursorPosition >= 0 && cursorPosition < m_model->positionCount() && cursorDimension >= 0
            && cursorDimension < m_model->dimension()) {
            // The keyboard cursor: a ring around its cell, at least a few pixels wide.
            const QRectF plot = layout.plotRect();
            const double w = std::max(6.0, plot.width() / m_viewport.positionSpan);
            const double h = std::max(6.0, plot.height() / m_viewport.dimensionSpan);
            const QPointF centre = layout.cellCentre(cursorPosition, cursorDimension);
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h));
        }
    }
}

void HeatmapView::mousePressEvent(QMouseEvent *event)
{
    if (!m_input.mousePress(event))
        QWidget::mousePressEvent(event);
}

void HeatmapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_input.mouseMove(event))
        QWidget::mouseMoveEvent(event);
}

void HeatmapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_input.mouseRelease(event))
        QWidget::mouseReleaseEvent(event);
}

void HeatmapView::wheelEvent(QWheelEvent *event)
{
    if (!m_input.wheel(event))
        QWidget::wheelEvent(event);
}

void HeatmapView::keyPressEvent(QKeyEvent *event)
{
    if (!m_input.keyPress(event))
        QWidget::keyPressEvent(event);
}

void HeatmapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void HeatmapView::retranslate()
{
    setWhatsThis(tr("Each column is a position, each row a dimension (0 at the top); the colour "
                    "is the value. Click a cell to pick its position as p and its dimension. "
                    "Wheel: zoom positions; Ctrl or Shift + wheel: zoom dimensions; drag: pan; "
                    "+ and -: zoom positions; Ctrl + and Ctrl -: zoom dimensions; arrow keys: pan; "
                    "Home: show everything.")
                 + QLatin1Char(' ')
                 + tr("Shift + arrow keys: move the keyboard cursor one cell; Enter: pick that "
                      "cell."));
    update();
}

} // namespace pe
