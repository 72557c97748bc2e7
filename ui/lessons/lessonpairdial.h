// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPainter;

namespace pe {

// One sin/cos pair as a point on the unit circle, at position p and at position q: the horizontal
// axis is the cos component, the vertical axis the sin component, and the dashed chord between the
// two points is the pair's distance. Painting is a pure function so the PNG export reuses it.
class LessonPairDial : public QWidget
{
    Q_OBJECT

public:
    struct Data
    {
        double angleP = 0; // radians, from the core model
        double angleQ = 0;
        QString labelP; // "p = 0"
        QString labelQ; // "q = 3"
        QString caption; // "pair 0"
    };

    explicit LessonPairDial(QWidget *parent = nullptr);

    void setData(const Data &data);
    const Data &data() const { return m_data; }

    // The side of the square widget in lines of text (11 by default).
    void setSizeInLines(int lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static void paint(QPainter *painter, const QRectF &rect, const Data &data,
                      const QPalette &palette);
    // p's and q's colours on the palette: the shared first and second curve colours.
    static QColor colorP(const QPalette &palette);
    static QColor colorQ(const QPalette &palette);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Data m_data;
    int m_lines = 11;
};

} // namespace pe
