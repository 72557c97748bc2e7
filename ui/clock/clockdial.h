// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QPointF>
#include <QRectF>
#include <QString>

class QFont;
class QPainter;

namespace pe {

// One pair (sin, cos) drawn as a clock hand: pure geometry and painting, no widget, so the screen
// grid, the PNG/SVG export and the tests share it.
//
// Convention: the hand's angle θ is measured clockwise from 12 o'clock. In math coordinates
// (x to the right, y up) its tip is (sin θ, cos θ): exactly the pair's sin and cos components.
// Position 0 points every hand at 12 o'clock, (0, 1).
class ClockDial
{
public:
    struct Content
    {
        double angleP = 0; // p / denominator in radians (not reduced)
        double angleQ = 0; // q / denominator in radians (not reduced)
        bool showQ = true; // draw q's faint hand
        bool encodingEnabled = true; // off: the hands are drawn as candidates (dashed face)
        bool picked = false; // the pair of the model's picked dimension: a highlight ring
        QString title; // "pair 0 · dims 0, 1"
        QString caption; // "period 6.28"
    };

    struct Style
    {
        QColor face;
        QColor rim;
        QColor ticks;
        QColor text;
        QColor mutedText; // the caption under the title
        QColor handP;
        QColor handQ;
        QColor picked;
    };

    // The colours of a dial in a widget of the given palette (light, dark or high contrast).
    static Style style(const QPalette &palette);

    // θ reduced to [0, 2π): fmod(angle, 2π), made non-negative.
    static double normalizedAngle(double angle);
    // (sin θ, cos θ): the hand as a unit vector in math coordinates (y up).
    static QPointF direction(double angle);
    // The tip of a hand of the given length on screen (y down) around center.
    static QPointF handTip(const QPointF &center, double length, double angle);

    // Height of the text under the face (two lines) for a font.
    static double captionHeight(const QFont &font);
    // The face's square inside a cell whose bottom captionHeight is left for the text.
    static QRectF faceRect(const QRectF &cell, double captionHeight);

    static void paint(QPainter *painter, const QRectF &cell, const Content &content,
                      const Style &style);
};

} // namespace pe
