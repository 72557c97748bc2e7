// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/wavelegenditem.h"
#include "ui/waves/wavemarkeritem.h"

#include <QCoreApplication>
#include <QList>
#include <QPen>

namespace pe {

class PositionalEncodingModel;

// What the wave plot writes over and under its curves: the p and q markers with a dot on every
// curve, the legend with each curve's values at p and q, and the hover text. Fills the two items
// (children of the chart) from the model; knows nothing of the chart library.
class WaveAnnotations
{
    Q_DECLARE_TR_FUNCTIONS(WaveAnnotations)

public:
    struct Curve
    {
        int dim = 0;
        QString name;
        QPen pen;
    };

    // Legend entries carry their p/q values up to this many curves (names only beyond).
    static constexpr int maxValueEntries = 12;

    WaveAnnotations(const PositionalEncodingModel *model, QGraphicsItem *chart);

    // New curves or new p, q: rebuilds markers and legend entries.
    void update(const QList<Curve> &curves, const QPalette &palette);
    void setFont(const QFont &font);
    void setPalette(const QPalette &palette);
    // Fits the legend into width x maxHeight (no limit when maxHeight <= 0): every entry with
    // its values if they fit, else names only, else the first entries and "… and n more".
    // Returns the height it takes.
    double fitLegend(double width, double maxHeight);
    // Places the legend at the bottom of chartRect and the markers over plotArea.
    void setGeometry(const QRectF &chartRect, const QRectF &plotArea, double xMin, double xMax,
                     double yMin, double yMax);

    const WaveMarkerItem *markers() const { return m_markers; }
    const WaveLegendItem *legend() const { return m_legend; }
    // The p (index 0) and q (index 1) markers' positions and their x in chart coordinates (NaN
    // when outside the shown positions); a curve's value line in the legend.
    QList<double> markerPositions() const;
    double markerX(int marker) const { return m_markers->markerX(marker); }
    QString legendValues(int curve) const { return m_legend->entries().value(curve).values; }
    // Position and each curve's value, six decimals.
    QString toolTipAt(const QList<int> &dims, qint64 position) const;

private:
    const PositionalEncodingModel *m_model;
    WaveMarkerItem *m_markers;
    WaveLegendItem *m_legend;
    QFont m_font;
    QList<WaveLegendItem::Entry> m_entries; // every curve's, before fitting
};

} // namespace pe
