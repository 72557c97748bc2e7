// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/schemesamples.h"
#include "ui/schemes/schemesplot.h"

#include <QImage>
#include <QWidget>

namespace pe {

class PositionalEncodingModel;

// The chart of the schemes view: the three distance profiles for the model's d, base and
// positions (Δ = 0 … N − 1) and the view's head count, painted by SchemesPlot. The mouse and
// Left/Right (Page Up/Down by a tenth, Home/End) move the hovered distance, whose exact values
// the view lists. The samples are computed when first needed after a change (painting, export,
// the getters), so a chart in a hidden tab costs nothing while the parameters move.
class SchemesChart : public QWidget
{
    Q_OBJECT

public:
    explicit SchemesChart(PositionalEncodingModel *model, QWidget *parent = nullptr);

    int headCount() const { return m_heads; }
    // heads from 1 to AlibiSlopes::maxHeads; false (nothing changes) otherwise.
    bool setHeadCount(int heads);
    qint64 hoveredDistance() const { return m_hovered; }
    // Clamped to 0 … N − 1.
    void setHoveredDistance(qint64 distance);

    // What is drawn now, and the exact values at the hovered distance (which needs no samples:
    // the list below the chart follows the model also while the chart is hidden, at O(d) a
    // change).
    const SchemeSamples &samples() const;
    const SchemeReading &reading() const;
    SchemesPlot plot() const;
    // SchemesPlot::leastHeight at a width, in whole pixels.
    int leastHeight(int width) const;
    // See SchemesPlot::setValuesListedBelow: false on a lesson page, which has no list below.
    void setValuesListedBelow(bool listed);
    // How often the samples were recomputed.
    int sampleUpdateCount() const { return m_sampleUpdates; }
    // The distance under a point of the widget, or -1 off the data.
    qint64 distanceAt(const QPointF &point) const;

    void paintPlot(QPainter *painter, const QRectF &target) const;
    QImage renderImage(const QSize &size, qreal devicePixelRatio = 1.0) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void hoveredDistanceChanged(qint64 distance);
    void headCountChanged(int heads);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    SchemeSamples::Parameters parameters() const;
    // About two samples a pixel, fewer for a wide d (each sample sums d/2 terms twice).
    int budgetFor(double width) const;
    void refresh() const;
    void followPositionCount();

    PositionalEncodingModel *m_model;
    int m_heads = 8;
    bool m_listedBelow = true;
    qint64 m_hovered = 0;
    mutable SchemeSamples m_samples;
    mutable SchemeReading m_reading;
    mutable SchemeSamples::Parameters m_readingParameters;
    mutable bool m_readingValid = false;
    mutable int m_sampleUpdates = 0;
};

} // namespace pe
