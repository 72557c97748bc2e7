// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"
#include "core/sampling/schemesamples.h"
#include "ui/schemes/schemesscales.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace pe {

// Paints the three distance profiles on one chart, for the screen and for export alike. Their
// scales differ by orders of magnitude (the sinusoid reaches d/2, RoPE's bound (d/2 + 1)/2,
// ALiBi is a negative line in logits), so the chart says how it shows them: the sinusoid and the
// RoPE bound divided by their own value at Δ = 0 on the left axis (both start at 1), ALiBi's bias
// as it is, in logits, on the right axis, whose ticks sit on the left axis's grid lines. Line
// styles (solid, dashed, dash-dot) and marks (circle, square, triangle) tell the schemes apart
// without colour, a label at each head's line end (h1, h2, …) the heads. A value type: no widget,
// no model; the samples and the hovered reading are borrowed for the painter's lifetime.
class SchemesPlot
{
    Q_DECLARE_TR_FUNCTIONS(SchemesPlot)

public:
    enum Axis { DistanceAxis, RelativeAxis, BiasAxis };
    using Range = SchemesScales::Range;
    struct HeadLabel
    {
        int head = 0; // 0-based
        double lineY = 0; // where the head's line ends
        QRectF box; // where its label is written
    };
    struct Geometry
    {
        QRectF title;
        QRectF caption;
        QRectF legend;
        QRectF plot; // the axes' box
        QRectF data; // where Δ = 0 … N − 1 runs: the plot without the head labels' strip
        double leftTitleX = 0; // the rotated titles' outer edges
        double rightTitleX = 0;
        Range x;
        Range relative;
        Range bias;
    };

    // hovered may be null (nothing hovered).
    SchemesPlot(const SchemeSamples &samples, const SchemeReading *hovered, const QFont &font,
                const QPalette &palette);

    Geometry layout(const QRectF &rect) const;
    // The least height at a width in which the plot is as tall as its longer rotated axis title,
    // so neither title is elided.
    double leastHeight(double width) const;
    void paint(QPainter *painter, const QRectF &rect) const;
    // The whole distance nearest to point's x when point lies over the data, else -1.
    qint64 distanceAt(const QRectF &rect, const QPointF &point) const;
    // Where a value is drawn: relative values (already divided) on RelativeAxis, logits on
    // BiasAxis.
    QPointF pointOf(const Geometry &geometry, Axis axis, double distance, double value) const;

    QString title() const;
    QString caption() const;
    // Whether the exact values at the hovered Δ are listed below the chart (the Schemes view's
    // read-out; true) or not (a lesson page, whose table lists its own values): the caption
    // points to the list only when there is one.
    void setValuesListedBelow(bool listed) { m_listedBelow = listed; }
    QString axisTitle(Axis axis) const;
    QString legendText(PositionScheme scheme) const;
    QString hoverCaption() const; // "Δ = 12" at the hovered line
    QStringList tickLabels(Axis axis, const QRectF &rect = QRectF(0, 0, 800, 560)) const;
    // Marks at every whole distance: only when all are sampled and at least 12 px apart.
    bool showsMarks(const Geometry &geometry) const;
    // The heads that get a label (all while they fit, else every one that has room).
    QList<HeadLabel> headLabels(const Geometry &geometry) const;
    // The scheme's colour (ALiBi: head's), as PositionSchemes and ViewPalette give it everywhere.
    QColor curveColor(PositionScheme scheme, int head = 0) const;
    // The width of a legend entry's line sample.
    static constexpr double legendSampleWidth = 28;
    // Each legend entry's box, flowed into rows over area.
    QList<QRectF> legendBoxes(const QRectF &area) const;
    static double yOf(const QRectF &plot, const Range &range, double value);

    const SchemeSamples &samples() const { return m_samples; }
    const SchemeReading *hovered() const { return m_hovered; }
    const QFont &font() const { return m_font; }
    const QPalette &palette() const { return m_palette; }

private:
    double headStripWidth() const;
    bool isDark() const;

    const SchemeSamples &m_samples;
    const SchemeReading *m_hovered;
    QFont m_font;
    QPalette m_palette;
    bool m_listedBelow = true;
};

} // namespace pe
