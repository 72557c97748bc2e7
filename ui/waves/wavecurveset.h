// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/viewpalette.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/wavecontent.h"
#include "ui/waves/wavecurvestate.h"
#include "ui/waves/wavedrawncurve.h"

#include <QList>
#include <QObject>
#include <QRectF>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace pe {

class WaveBandsItem;
class WaveDotsItem;
class WaveLinesItem;

// The wave plot's curves on its chart, one WaveCurveState each: a line (drawn with the others by
// one WaveLinesItem, its whole positions as dots by one WaveDotsItem) or a band for a wave too
// fast for the pixels (drawn with the others by one WaveBandsItem); gives them their points,
// names and pens, and says which curve was clicked. Puts no series on the chart: a new series
// would lay out its axes again and draw everything afresh.
class WaveCurveSet : public QObject
{
    Q_OBJECT

public:
    explicit WaveCurveSet(QChart *chart, QObject *parent = nullptr);

    int count() const { return static_cast<int>(m_curves.size()); }
    const WaveCurveState &at(int index) const { return m_curves.at(index); }
    // The curve at index as the items draw it.
    WaveDrawnCurve drawn(int index) const;

    // One curve for each of key's dimensions, with its points for a plot buckets x plotHeight
    // pixels. The dots and the bands wait for restyle() to show them. A curve whose
    // WaveCurveSource was there before keeps its points.
    void rebuild(const Encoding &encoding, const WaveContent::Key &key, int buckets,
                 double plotHeight);
    // The plot rectangle (chart coordinates) and the axes' ranges the dots are drawn in.
    void place(const QRectF &plotArea, double xMin, double xMax, double yMin, double yMax);
    // The legend's names (in the current language).
    void rename(const Encoding &encoding);
    // Line widths and dot sizes times scale (PresenterLook::lineScale: larger type, wider lines);
    // takes effect at the next restyle().
    void setLineScale(double scale) { m_lineScale = scale; }
    // Pens and fills for the picked dimension, looks as WaveContent::looks() gives them, and
    // the dots of count positions while looks says they are shown.
    void restyle(const Encoding &encoding, int pickedDimension, const QList<bool> &looks,
                 ViewPalette::Scheme scheme, int count);
    // How many curves rebuild() has sampled (not kept).
    int sampledCount() const { return m_sampled; }
    // What looks() said at the last restyle() (empty before the first).
    QList<bool> looks() const;
    // What the legend and the markers show of each curve.
    QList<WaveAnnotations::Curve> annotationCurves() const;

Q_SIGNALS:
    // The user clicked a curve (its line, band or one of its dots).
    void curveClicked(int dim);

private:
    void showBands(); // hands the bands' edges and fills to m_bands
    void showLines(); // hands the lines' points and pens to m_lines
    void showDots(); // hands the curves' dots and colours to m_dots
    double m_lineScale = 1.0;

    WaveBandsItem *m_bands; // a child of the chart, which owns it
    WaveLinesItem *m_lines; // the same
    WaveDotsItem *m_dots; // the same
    QList<WaveCurveState> m_curves;
    bool m_styled = false;
    int m_sampled = 0;
    bool m_dotsShown = false; // looks().at(0) at the last restyle()
};

} // namespace pe
