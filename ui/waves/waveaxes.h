// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <Qt>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QChart;
class QFont;
class QPalette;
QT_END_NAMESPACE

namespace pe {

// The wave plot's two axes on its chart: the positions 0 .. count - 1 across, the values up, each
// with round ticks (AxisTicks) labelled on their values. The chart owns the axes.
class WaveAxes
{
public:
    // The y axis runs -1.1 .. 1.1, ticks every 0.5 from -1 to 1.
    static constexpr double yLimit = 1.1;
    static constexpr double yStep = 0.5;
    // Ends each y label: Qt Charts sets its labels a few pixels from the axis, where the p and q
    // markers' dots (5 px across the plot's left edge) covered the "0" of "1.0" at p = 0.
    static const QString labelSpacer;

    explicit WaveAxes(QChart *chart);

    QCategoryAxis *x() const { return m_x; }
    QCategoryAxis *y() const { return m_y; }

    // Ranges for count positions and ticks as many as plotWidth has room for (4 to 10 across).
    // Changes only what differs: each change lays the chart out again.
    void update(int count, double plotWidth);
    void setTitles(const QString &x, const QString &y);
    void applyTheme(const QFont &font, const QPalette &palette);

    QString title(Qt::Orientation orientation) const;
    // The labels as they read (without the y labels' labelSpacer).
    QStringList labels(Qt::Orientation orientation) const;

private:
    QCategoryAxis *m_x;
    QCategoryAxis *m_y;
};

} // namespace pe
