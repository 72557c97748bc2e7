// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmapcache.h"
#include "ui/heatmap/heatmapinteraction.h"
#include "ui/heatmap/heatmaplayout.h"
#include "ui/heatmap/heatmaprenderer.h"

#include <QWidget>

class QPainter;

namespace pe {

class PositionalEncodingModel;

// The position x dimension heatmap of the model's encoding: positions across, dimension 0 at the
// top, a colour bar from -1 to +1. It blits a cached heat image (re-rendered only when the
// encoding, the position count, the viewport, the size or the palette change) and draws the
// axes, the p and q markers and the picked dimension on top (HeatmapPlot).
// Hover: a tooltip with position(s), dimension, pair, sin/cos, angle and value (HeatmapToolTip).
// Click: picks the position as p and the dimension as the picked one (and shows it in the wave
// plot). Drag, wheel and keys zoom and pan, Shift + arrows move a keyboard cursor
// (HeatmapInteraction).
class HeatmapView : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(
        pe::Palette colorPalette READ colorPalette WRITE setColorPalette NOTIFY colorPaletteChanged)
    Q_PROPERTY(bool followsPick READ followsPick WRITE setFollowsPick)

public:
    explicit HeatmapView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    PositionalEncodingModel *model() const { return m_model; }
    Palette colorPalette() const { return m_palette; }
    HeatmapViewport viewport() const { return m_viewport; }
    // When on (the default), a p or picked dimension set elsewhere that is out of view is
    // scrolled into view.
    bool followsPick() const { return m_followsPick; }
    void setFollowsPick(bool follows) { m_followsPick = follows; }

    // The figure as laid out in the widget now, and what lies under a point.
    HeatmapLayout currentLayout() const;
    HeatmapCell cellAt(const QPoint &point) const;
    QPointF cellCentre(qint64 position, int dimension) const;
    QString toolTipText(const QPoint &point) const;
    // The keyboard cursor's cell; -1 while the keyboard has not moved it.
    qint64 cursorPosition() const { return m_input.cursorPosition(); }
    int cursorDimension() const { return m_input.cursorDimension(); }
    // The aliasing limit at the current zoom: whether dimension dim's period is shorter than two
    // pixels (marked in the strip left of the plot), and how many pairs (0 .. count - 1) are.
    bool isDimensionAliased(int dim) const;
    int aliasedPairCount() const { return currentLayout().aliasedPairCount(); }
    // How many heat images were rendered (each cache miss counts one).
    int renderCount() const { return m_cache.renderCount(); }
    int preparedRenderCount() const { return m_cache.preparedCount(); }
    int reusedRenderCount() const { return m_cache.reusedCount(); }

    // Paints the whole figure as the widget shows it (viewport, palette, font, colours) into
    // bounds of any painter: the PNG and SVG export.
    void paintFigure(QPainter *painter, const QRect &bounds) const;
    // The same for a model without a widget, showing all positions and dimensions.
    static void paintFigure(QPainter *painter, const QRect &bounds,
                            const PositionalEncodingModel &model, Palette palette,
                            const QFont &font, const QPalette &colors);

    QSize sizeHint() const override { return QSize(760, 480); }
    QSize minimumSizeHint() const override { return QSize(260, 200); }

public Q_SLOTS:
    void setColorPalette(pe::Palette palette);
    // Shows the given part of the plane (spans at least one cell, kept inside the table).
    void setViewport(const pe::HeatmapViewport &viewport);
    // All positions 0 .. positionCount - 1 and all dimensions.
    void resetView();
    // factor > 1 zooms in; the position (dimension) at widget coordinate x (y) stays put.
    void zoomPositions(double factor, double x);
    void zoomDimensions(double factor, double y);
    // Pans by a fraction of the visible span (positive: towards larger positions / dims).
    void pan(double positionFraction, double dimensionFraction);
    // Scrolls (without zooming) so that the cell is in view; -1 leaves that axis alone.
    void ensureVisible(qint64 position, int dimension);
    // What a click on the cell does: p and the picked dimension set in one change (one undo
    // step), then cellPicked().
    void pickCell(qint64 position, int dimension);

Q_SIGNALS:
    void colorPaletteChanged(pe::Palette palette);
    void viewportChanged(const pe::HeatmapViewport &viewport);
    // The user clicked a cell or picked it with the keyboard (after the model was told).
    void cellPicked(qint64 position, int dimension);
    // The keyboard cursor moved (HeatmapInteraction).
    void cursorChanged();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    HeatmapScene scene() const;
    void onTableChanged();
    void refreshHeat(); // repaint, with the heat image started on another thread
    void followPick();

    PositionalEncodingModel *m_model;
    Palette m_palette = Palette::Viridis;
    HeatmapViewport m_viewport;
    qint64 m_knownPositionCount = 0;
    int m_knownDimension = 0;
    bool m_followsPick = true;
    HeatmapCache m_cache;
    HeatmapInteraction m_input;
};

} // namespace pe
