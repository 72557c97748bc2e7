// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavestyle.h"

#include "core/text/format.h"

namespace pe {

bool WaveStyle::isDark(const QPalette &palette)
{
    return ViewPalette(palette).isDark();
}

int WaveStyle::curveCount(ViewPalette::Scheme scheme)
{
    return ViewPalette(scheme).curveCount();
}

QColor WaveStyle::curveColor(int nth, ViewPalette::Scheme scheme)
{
    return ViewPalette(scheme).curve(nth);
}

QPen WaveStyle::curvePen(const QColor &color, bool dashed, bool picked)
{
    QPen pen(color, picked ? 4.0 : 2.0, dashed ? Qt::DashLine : Qt::SolidLine);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

QColor WaveStyle::bandFill(const QColor &color, bool picked)
{
    QColor fill = color;
    fill.setAlphaF(picked ? 0.6 : 0.3);
    return fill;
}

QPen WaveStyle::bandSamplePen(const QColor &color, bool picked)
{
    QPen pen(bandFill(color, picked), picked ? 10.0 : 8.0);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

QColor WaveStyle::markerColor(bool q, const QPalette &palette)
{
    if (!q)
        return palette.color(QPalette::WindowText);
    return ViewPalette(palette).markerQ();
}

QString WaveStyle::periodText(double period)
{
    return formatDisplay(period, period < 10 ? 2 : period < 1000 ? 1 : 0);
}

} // namespace pe
