// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveplotsize.h"

#include <QChart>
#include <QWidget>

#include <algorithm>

namespace pe {

WavePlotSize::WavePlotSize(const QChart *chart, const QWidget *view, const QWidget *plot)
    : m_chart(chart)
    , m_view(view)
    , m_plot(plot)
{
}

int WavePlotSize::bucketCount() const
{
    if (m_renderWidth > 0)
        return m_renderWidth;
    // Until the plot is shown the chart is not laid out (its plot area is a stub): take the
    // widget's own width as the guess.
    const double laidOut = m_chart->plotArea().width();
    const double guess = std::max(m_view->width(), m_plot->width()) - 80;
    const double plotWidth
        = m_view->isVisible() && laidOut > 0 ? laidOut : std::max(laidOut, guess);
    return std::max(100, static_cast<int>(plotWidth));
}

double WavePlotSize::plotHeight() const
{
    const double height = m_chart->plotArea().height();
    const double guess = std::max(m_view->height(), m_plot->height()) - 160;
    return std::max(100.0, m_view->isVisible() && height > 0 ? height : std::max(height, guess));
}

double WavePlotSize::looksWidth() const
{
    return m_renderWidth > 0 ? m_renderWidth : std::max(m_chart->plotArea().width(), 400.0);
}

} // namespace pe
