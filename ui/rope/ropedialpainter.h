// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/ropedials.h"

#include <QColor>
#include <QPalette>
#include <QPointF>
#include <QRectF>
#include <QString>

class QFont;
class QPainter;

namespace pe {

// One RoPE pair drawn as a dial with two hands: pure geometry and painting, no widget, so the
// grid, the export and the tests share it. Math orientation: a hand (x, y) points from the
// centre to x to the right and y up, so angles run counter-clockwise from 3 o'clock. Both hands
// are scaled by the same factor (the longer one reaches handReach of the radius): their lengths
// compare within a dial.
class RopeDialPainter
{
public:
    static constexpr double handReach = 0.82;

    struct Content
    {
        RopeDial dial;
        bool current = false; // the pair the readout shows: a ring
        QString title; // "pair 0 · dims 0, 1"
        QString caption; // "θ = 1.000000"
    };

    struct Style
    {
        QColor face;
        QColor rim;
        QColor axes;
        QColor text;
        QColor mutedText; // the caption under the title
        QColor query;
        QColor key;
        QColor queryText; // the hands' "q" and "k" labels: their colours, 4.5:1 on the face
        QColor keyText;
        QColor arc;
        QColor current;
    };

    // The colours of a dial in a widget of the given palette (light, dark or high contrast).
    static Style style(const QPalette &palette);

    // Height of the two text lines under the face, and the face's square in a cell.
    static double captionHeight(const QFont &font);
    static QRectF faceRect(const QRectF &cell, double captionHeight);
    // Where a hand's tip is drawn in a face: centre + (x, −y) · scale (screen y grows down).
    static QPointF handTip(const QRectF &face, const RopeDial &dial, bool key);

    static void paint(QPainter *painter, const QRectF &cell, const Content &content,
                      const Style &style);
};

} // namespace pe
