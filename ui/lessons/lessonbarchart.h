// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QWidget>

class QPainter;

namespace pe {

// Horizontal bars for a lesson page: one row per item, up to two bars per row (two series in
// two colours), a linear or a logarithmic scale, an optional reference line (‖E‖ = 1) and a
// legend. The page hands in numbers computed by the core and the texts to show; painting is a
// pure function of that data.
class LessonBarChart : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        QString label; // "p = 5000"
        QList<double> values; // one per series, shown as |value|
        QStringList texts; // the numbers printed at the bars' ends
    };
    struct Data
    {
        QList<Row> rows;
        QStringList series; // legend names, one per series
        bool logarithmic = false;
        double minimum = 0; // the scale's left end (> 0 for a log scale)
        double maximum = 1;
        double reference = -1; // a dashed vertical line here when >= minimum
        QString referenceLabel;
    };

    explicit LessonBarChart(QWidget *parent = nullptr);

    void setData(const Data &data);
    const Data &data() const { return m_data; }
    // Without the numbers at the bars' ends (a handout whose table beside the chart prints them:
    // each number once); a screen reader still reads them.
    void setNumbersShown(bool shown);
    bool numbersShown() const { return m_numbersShown; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    // Where value lands on the track [left, right] (clamped to the scale).
    static double position(const Data &data, double value, double left, double right);
    // The first series in the shared second curve colour, the second in the first.
    static QColor seriesColor(int series, const QPalette &palette);
    static void paint(QPainter *painter, const QRectF &rect, const Data &data,
                      const QPalette &palette);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Data m_data;
    bool m_numbersShown = true;
    QString m_seriesName; // the accessible name set from the series
};

} // namespace pe
