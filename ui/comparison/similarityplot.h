// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/math/similarity.h"

#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <QRectF>
#include <QStringList>

#include <QList>

class QPainter;

namespace pe {

// Paints the similarity of PE(p) to PE(k) along the shown positions k, for the screen and for
// export alike: the dot product PE(p) · PE(k) in the upper panel, the distance ||PE(k) - PE(p)||
// in the lower one, on a shared position axis, with markers at p and q, the values at q, and the
// first place where the distance falls although the gap grows. A value type: no widget, no model.
// SimilarityPlotPainter draws what it lays out.
class SimilarityPlot
{
    Q_DECLARE_TR_FUNCTIONS(SimilarityPlot)

public:
    struct Data
    {
        Encoding encoding;
        qint64 positionCount = 1;
        qint64 p = 0;
        qint64 q = 0;
        bool enabled = true;
        QList<SimilaritySample> samples; // along 0 .. positionCount - 1, maybe thinned
        SimilaritySample atQ; // exact
        DistanceDip dip;
        qint64 dipWindow = 0; // the gaps 1 .. dipWindow were searched for the dip
    };
    enum Axis { PositionAxis, DotAxis, DistanceAxis };
    struct Range
    {
        double min = 0;
        double max = 1;
        double step = 1;
    };
    struct Geometry
    {
        QRectF title;
        QRectF caption;
        QRectF dotPanel;
        QRectF distancePanel;
        double axisTitleLeft = 0; // the rotated y titles' left edge
        Range x;
        Range dot;
        Range distance;
    };

    SimilarityPlot(const Data &data, const QFont &font, const QPalette &palette);

    Geometry layout(const QRectF &rect) const;
    void paint(QPainter *painter, const QRectF &rect) const;
    // The whole position nearest to point's x when point lies in a panel, else -1.
    qint64 positionAt(const QRectF &rect, const QPointF &point) const;

    QString title() const;
    QString caption() const;
    // The marker's caption above the panels: "p = 3", "q = 7"; "q = 900 (not shown)" past the
    // shown positions.
    QString markerCaption(bool isQ) const;
    // The label of a value at q: "q = 7: 0.5".
    QString valueAtQ(double value) const;
    QString axisTitle(Axis axis) const;
    QStringList tickLabels(Axis axis) const;
    Range range(Axis axis, double plotWidth = 600) const;
    // Where the dip's positions lie among the shown positions (p + gap, else p - gap; -1 if
    // neither is shown).
    qint64 dipPosition(qint64 gap) const;
    // The curve of a panel (DotAxis or DistanceAxis) as drawn.
    QList<QPointF> curvePoints(const Geometry &geometry, Axis axis) const;
    // Where the value label of a point goes: beside it, above or below, clear of the curve
    // where it can be.
    static QRectF valueLabelBox(const QRectF &panel, const QPointF &at, const QSizeF &size,
                                const QList<QPointF> &curve);
    // Whether the polyline curve passes through box.
    static bool crosses(const QList<QPointF> &curve, const QRectF &box);
    double xOf(const Geometry &geometry, double position) const;
    static double yOf(const QRectF &panel, const Range &range, double value);

    const Data &data() const { return m_data; }
    const QFont &font() const { return m_font; }
    const QPalette &palette() const { return m_palette; }

private:
    Data m_data;
    QFont m_font;
    QPalette m_palette;
};

} // namespace pe
