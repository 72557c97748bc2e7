// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/comparison/similarityplot.h"
#include "ui/comparison/similaritysampling.h"

#include <QImage>
#include <QWidget>

namespace pe {

class PositionalEncodingModel;

// How similar PE(k) is to PE(p) along the shown positions k: the dot product PE(p) · PE(k) and
// the distance ||PE(k) - PE(p)|| in two panels over one position axis (painted by
// SimilarityPlot), with p and q marked and the values at q. The point it makes: the distance is
// not monotonic in the gap (d = 8, p = 0: position 6 at 0.657741 is nearer than position 3 at
// 2.017479). Hovering shows a position's values to 6 decimals; clicking sets q in the model.
// Computes only the samples the width can show (at most two per pixel), on model changes only:
// on another thread as soon as the model changes while the view is seen, else when painted.
class SimilarityView : public QWidget
{
    Q_OBJECT

public:
    explicit SimilarityView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    // Exact values at a position, and the hover text built from them.
    SimilaritySample sampleAt(qint64 position) const;
    QString toolTipAt(qint64 position) const;
    // The position under a point of the widget (nearest whole position), or -1 off the panels.
    qint64 positionAt(const QPointF &point) const;

    // What is drawn now. Computed when first needed after a change (painting, export, these
    // getters), so a view in a hidden tab costs nothing while the parameters move.
    const SimilarityPlot::Data &data() const;
    QString title() const;
    QString caption() const;
    QString axisTitle(SimilarityPlot::Axis axis) const;
    QStringList tickLabels(SimilarityPlot::Axis axis) const;
    // How often the curves were recomputed (p, d, base, layout or the positions changed, and
    // someone looked).
    int sampleUpdateCount() const { return m_sampleUpdates; }
    // How many of them were started on another thread when the model changed (SimilaritySampling).
    int preparedUpdateCount() const { return m_curves.preparedCount(); }

    // Paints the whole view for target's size (export and --render).
    void paintPlot(QPainter *painter, const QRectF &target) const;
    QImage renderImage(const QSize &size, qreal devicePixelRatio = 1.0) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    // Left and Right move q by one position (Page Up/Down by a tenth of the shown positions).
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The data for a plot width w pixels wide: every position, or about two per pixel.
    SimilarityPlot::Data dataFor(double width, const DistanceDip *knownDip = nullptr) const;
    SimilaritySampling::Request requestFor(double width) const;
    void setQ(SimilarityPlot::Data *data) const; // q, the values at q and the switch
    static int budgetFor(double width);
    // Whether m_data's curves are the model's for this width; *sameGaps: its dip is.
    bool curvesFitModel(bool *sameGaps) const;
    // Repaints; while the view is seen, starts the new curves on another thread at once.
    void followModel();
    // Brings m_data up to the model and the width (a cache: const for the getters).
    void refresh() const;
    SimilarityPlot plot(const SimilarityPlot::Data &data) const;

    PositionalEncodingModel *m_model;
    mutable SimilarityPlot::Data m_data;
    mutable int m_budget = 0; // the sample budget m_data was computed for
    mutable int m_sampleUpdates = 0;
    mutable SimilaritySampling m_curves;
};

} // namespace pe
