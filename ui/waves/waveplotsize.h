// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

QT_BEGIN_NAMESPACE
class QChart;
class QWidget;
QT_END_NAMESPACE

namespace pe {

// How large the wave plot's plot area is, for sampling and styling its curves: the chart's plot
// area once it is laid out; before that (the chart lays itself out only when it is shown) a guess
// from the size of the chart view and the plot widget; while WavePlot::paintPlot() exports at
// another size, the width it laid the chart out for.
class WavePlotSize
{
public:
    WavePlotSize(const QChart *chart, const QWidget *view, const QWidget *plot);

    // The plot width to sample for while an export lays the chart out at another size; 0: none.
    void setRenderWidth(int width) { m_renderWidth = width; }

    // The pixel columns to sample the curves for (at least 100).
    int bucketCount() const;
    // The plot's height (at least 100).
    double plotHeight() const;
    // The width WaveContent::looks() judges the curves at (at least 400 until laid out).
    double looksWidth() const;

private:
    const QChart *m_chart;
    const QWidget *m_view;
    const QWidget *m_plot;
    int m_renderWidth = 0;
};

} // namespace pe
