// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QPainter;

namespace pe {

// A row of clock dials for a lesson page, drawn with ClockDial (the explorer's clock convention:
// angle clockwise from 12 o'clock, tip (sin θ, cos θ)). Each dial shows one hand, or a faint
// "from" hand, a strong "to" hand and the arc of the turn between them.
class LessonClockRow : public QWidget
{
    Q_OBJECT

public:
    struct Dial
    {
        double to = 0; // the strong hand's angle (radians, not reduced)
        double from = 0; // the faint hand's angle, when showFrom
        bool showFrom = false;
        QString title; // "pair 0"
        QString caption; // "turn 3.000000 rad"
    };

    explicit LessonClockRow(QWidget *parent = nullptr);

    void setDials(const QList<Dial> &dials);
    const QList<Dial> &dials() const { return m_dials; }
    // The side of each dial's cell, in lines of text (9 by default).
    void setCellLines(int lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static void paint(QPainter *painter, const QRectF &rect, const QList<Dial> &dials,
                      const QPalette &palette);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<Dial> m_dials;
    int m_lines = 9;
};

} // namespace pe
