// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPainter;

namespace pe {

// Adding against concatenating, drawn to scale: E + PE(p) = x as three bars of width d, and
// [E, PE(p)] as one bar of width 2d, each followed by the weight matrix a d-wide next layer
// needs (d × d against d × 2d). The page sets the texts; the lengths follow d.
class LessonWidthDiagram : public QWidget
{
    Q_OBJECT

public:
    struct Data
    {
        int dimension = 128;
        QString addTitle; // "Add"
        QString concatenateTitle; // "Concatenate"
        QString embedding; // "E"
        QString encoding; // "PE(p)"
        QString sum; // "x"
        QString widthText; // "d = 128"
        QString doubleWidthText; // "2d = 256"
        QString addWeights; // "next layer: 128 × 128"
        QString concatenateWeights; // "next layer: 128 × 256"
    };

    explicit LessonWidthDiagram(QWidget *parent = nullptr);

    void setData(const Data &data);
    const Data &data() const { return m_data; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static QColor embeddingColor();
    static QColor encodingColor();
    static void paint(QPainter *painter, const QRectF &rect, const Data &data,
                      const QPalette &palette);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Data m_data;
};

} // namespace pe
