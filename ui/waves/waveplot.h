// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveaxes.h"
#include "ui/waves/wavecontent.h"
#include "ui/waves/wavedrawncurve.h"
#include "ui/waves/waveoverlay.h"

#include <QImage>
#include <QList>
#include <QWidget>

#include <memory>
#include <utility>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace pe {

class PositionalEncodingModel;
class WaveCurveSet;
class WavePlotSize;

// The per-dimension waves: one curve PE(k)[dim] over the shown positions k = 0 .. positionCount-1
// for each of the model's shown dimensions (sin solid in cool colours, cos dashed in warm ones,
// the picked dimension thicker; a wave too fast for the pixels as the translucent band it fills),
// markers at p and q with their values in the legend, and a hover tooltip, on a Qt Charts chart
// (WaveAxes, WaveCurveSet, WaveOverlay draw the parts). Reads the model and redraws on its signals
// only; clicking a curve picks its dimension. It only draws: which dimensions it shows is the
// model's (set by the explorer's DimensionPicker beside it, or by a lesson step).
class WavePlot : public QWidget
{
    Q_OBJECT

public:
    explicit WavePlot(PositionalEncodingModel *model, QWidget *parent = nullptr);
    ~WavePlot() override;

    // What is drawn now (for tests and export), read back from the chart.
    using Curve = WaveDrawnCurve;
    int curveCount() const;
    QList<int> curveDimensions() const { return m_built.dims; }
    Curve curve(int index) const;
    QString title() const { return m_overlay->title(); } // plain text, lines split by '\n'
    // What the middle of the plot says when no curve can be drawn (empty otherwise).
    QString note() const { return m_overlay->note(); }
    QString axisTitle(Qt::Orientation orientation) const { return m_axes->title(orientation); }
    QStringList axisLabels(Qt::Orientation orientation) const
    {
        return m_axes->labels(orientation);
    }
    // The p and q markers and the legend with the values there.
    const WaveAnnotations &annotations() const { return m_overlay->annotations(); }
    // The plot area in the chart's coordinates, and the chart's size.
    QRectF plotArea() const;
    QSizeF chartSize() const;
    // The hover tooltip at a position: the position and each shown dimension's value.
    QString toolTipAt(qint64 position) const;
    // How often the curves' points were recomputed (only when what they show changed).
    int seriesUpdateCount() const { return m_seriesUpdates; }
    // How often the title, markers and legend were fitted to the chart (for the tests).
    int overlayFitCount() const { return m_overlayFits; }
    // How many curves were sampled in those updates: a curve whose values stay the same keeps
    // its points (WaveCurveSource).
    int sampledCurveCount() const;

    // Paints the whole plot (title, axes, curves, markers, legend) laid out for target's size.
    void paintPlot(QPainter *painter, const QRectF &target);
    QImage renderImage(const QSize &size, qreal devicePixelRatio = 1.0);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    // Left and Right move p by one position, Home and End to the first and last, Up and Down
    // pick the previous or next shown curve.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void syncFromModel();
    void rebuildSeries(const WaveContent::Key &key);
    void restyle();
    void applyTheme();
    void retranslate();
    void updateAxes();
    void updateOverlay();
    void setChartCaching(bool on);
    QList<bool> looks() const;

    PositionalEncodingModel *m_model;
    QChartView *m_view;
    QChart *m_chart;
    std::unique_ptr<WaveOverlay> m_overlay; // its items belong to the chart
    std::unique_ptr<WaveAxes> m_axes;
    WaveCurveSet *m_curves;
    std::unique_ptr<WavePlotSize> m_size; // the plot area to sample for, laid out or not
    WaveContent::Key m_built; // what the series show now; its dims are the curves'
    int m_seriesUpdates = 0;
    int m_overlayFits = 0;
    bool m_inOverlayUpdate = false;
    bool m_rendering = false; // paintPlot() at work: no item caches
    bool m_cacheItems = false; // p or q moved since the curves were last built
    std::pair<qint64, qint64> m_marked { -1, -1 }; // p and q when last synced
};

} // namespace pe
