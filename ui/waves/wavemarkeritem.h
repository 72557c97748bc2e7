// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveplotframe.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QList>
#include <QString>

namespace pe {

// The p and q markers of the wave plot, drawn over the plot area: a vertical line per marker with
// its caption ("p = 0") just above the plot area (never over a curve) and a dot where each shown
// curve crosses it. Knows nothing of the chart library: WavePlot hands it the plot rectangle and
// the axis ranges.
class WaveMarkerItem : public QGraphicsItem
{
public:
    struct Dot
    {
        double value = 0;
        QColor color;
        bool operator==(const Dot &other) const
        {
            return value == other.value && color == other.color;
        }
    };
    struct Marker
    {
        double position = 0;
        QString caption;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        QList<Dot> dots;
        bool operator==(const Marker &other) const;
    };

    explicit WaveMarkerItem(QGraphicsItem *parent = nullptr);

    void setGeometry(const WavePlotFrame &frame);
    void setMarkers(const QList<Marker> &markers);
    void setFont(const QFont &font);
    void setBackground(const QColor &color);

    const QList<Marker> &markers() const { return m_markers; }
    // The x of a marker in item coordinates; NaN when its position is outside the x range.
    double markerX(int index) const;
    QPointF map(double x, double y) const;
    // Where the captions are drawn now, per marker (empty for one left of the x range; one right
    // of it is drawn at the right edge with an arrow, "q = 60 →").
    QList<QRectF> captions() const;
    QString captionText(int index) const;
    bool isBeyond(int index) const;
    // The room above the plot area the captions take in this font.
    static double captionHeight(const QFont &font);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    // Where each shown marker's caption goes (NaN-positioned markers get an empty rect).
    QList<QRectF> captionRects(const QFontMetricsF &metrics) const;
    // What the markers cover now: per shown marker its line with the dots, and its caption. A
    // change repaints only these (before and after), not the curves under the whole plot.
    QList<QRectF> coveredRects() const;
    void updateCovered();

    WavePlotFrame m_frame;
    QList<Marker> m_markers;
    QFont m_font;
    QColor m_background;
};

} // namespace pe
