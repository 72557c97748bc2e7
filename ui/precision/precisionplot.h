// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/precision/precisiontable.h"
#include "core/sampling/precisionsampler.h"
#include "ui/precision/precisioncolourscale.h"
#include "ui/precision/precisionsamples.h"

#include <QImage>
#include <QWidget>

class QPainter;

namespace pe {

class PositionalEncodingModel;

// The Precision view's chart: the error |typed − double| of every shown cell (positions along x,
// dimensions down y) on a log scale from 10^−8 to 1 with its own colour bar, cells that are not
// numbers in red; the first inexact position marked, collisions as ticks under the position axis,
// p and q and the picked dimension as lines. Hover reads out the double value, the typed value and
// the error; a click (or the arrow keys) sets p and the picked dimension. Samples only what the
// size can show: on another thread as soon as the model changes while the view is seen, else when
// first painted after a change.
class PrecisionPlot : public QWidget
{
    Q_OBJECT

public:
    PrecisionPlot(PositionalEncodingModel *model, QWidget *parent = nullptr);

    void setType(FloatType type);
    void setVariant(PrecisionVariant variant);
    FloatType type() const { return m_type; }
    PrecisionVariant variant() const { return m_variant; }

    // What is drawn now (sampled for the current size when needed).
    const PrecisionSampler &sampler() const;
    // How many times the cells were sampled (a table made and its errors computed) so far.
    int samplings() const { return m_samples.samplings(); }
    // How many of them were started on another thread when the model changed (PrecisionSamples).
    int preparedSamplings() const { return m_samples.preparedCount(); }
    QRectF cellArea() const; // where the cells are drawn, in widget coordinates
    // The position and dimension under a point of the cell area; false outside it.
    bool cellAtPoint(const QPointF &point, int64_t *position, int *dim) const;
    QString toolTipAt(int64_t position, int dim) const;
    QString title() const;
    // Colour of an error on the scale (a NaN or infinite error: red): PrecisionColourScale's.
    static QRgb colorOf(double error) { return PrecisionColourScale::colorOf(error); }

    QSize sizeHint() const override { return { 520, 300 }; }
    QSize minimumSizeHint() const override { return { 260, 160 }; }

Q_SIGNALS:
    void samplesChanged();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    // Left and Right move p by one position, Up and Down pick the dimension above or below.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void followModel(); // resamples only when the table changed (not for p or q)
    PrecisionSamples::Request request() const; // what the model and the size ask for now
    void invalidate();
    void paintMarks(QPainter &painter, const QRectF &area) const;
    void paintAxes(QPainter &painter, const QRectF &area) const;

    PositionalEncodingModel *m_model;
    FloatType m_type = FloatType::Float16;
    PrecisionVariant m_variant = PrecisionVariant::AllInType;
    mutable PrecisionSamples m_samples;
};

} // namespace pe
