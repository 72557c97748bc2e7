// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveannotations.h"

#include <QList>
#include <QMargins>
#include <QRectF>
#include <QString>

#include <memory>

QT_BEGIN_NAMESPACE
class QFont;
class QGraphicsItem;
class QPalette;
QT_END_NAMESPACE

namespace pe {

class PositionalEncodingModel;
class WaveTitleItem;

// What the wave plot writes over its chart besides the curves, and the room it takes: the title
// above the plot, the reason for an empty plot in its middle, the p and q markers and the legend
// with the values there (WaveAnnotations). Its items are children of the chart.
class WaveOverlay
{
public:
    WaveOverlay(const PositionalEncodingModel *model, QGraphicsItem *chart);
    ~WaveOverlay();
    WaveOverlay(const WaveOverlay &) = delete;
    WaveOverlay &operator=(const WaveOverlay &) = delete;

    // Plain text, lines split by '\n'; an empty note hides it.
    void setTexts(const QString &title, const QString &note);
    void applyTheme(const QFont &font, const QPalette &palette);
    // Fills the markers and the legend for curves, wraps the legend (at most two fifths of what
    // the title, the captions and the x axis leave, and 40 % of the height) and the title to
    // chartRect's width; returns the chart margins that leave them room.
    QMargins fit(const QList<WaveAnnotations::Curve> &curves, const QPalette &palette,
                 const QFont &font, const QRectF &chartRect);
    // After the chart took the margins: the note in the middle of the plot area, the legend at
    // the bottom, the markers over the plot at the axes' ranges.
    void place(const QRectF &chartRect, const QRectF &plotArea, double xMin, double xMax,
               double yMin, double yMax);

    QString title() const;
    QString note() const; // empty while hidden
    const WaveAnnotations &annotations() const { return *m_annotations; }
    // What moves with p and q: drawn afresh, never from an item cache.
    QList<const QGraphicsItem *> movingItems() const;

private:
    std::unique_ptr<WaveAnnotations> m_annotations;
    WaveTitleItem *m_titleItem; // on the chart, which owns it
    WaveTitleItem *m_noteItem; // the reason for an empty plot, in its middle
};

} // namespace pe
