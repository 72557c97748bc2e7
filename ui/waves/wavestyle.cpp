// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavestyle.h"

#include "core/text/format.h"

namespace pe {

bool WaveStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor WaveStyle::curveColor(int nth, bool dark)
{
    // Okabe & Ito's order (blue, orange, bluish green, vermillion, sky blue, reddish purple, a
    // darkened yellow that reads on white), then Tol's indigo, brown and rose. Black is the p
    // marker's. On dark backgrounds the dark ones give way to lighter ones.
    static const QRgb light[paletteSize] = { 0x0072b2, 0xe69f00, 0x009e73, 0xd55e00, 0x56b4e9,
                                             0xcc79a7, 0xb8a000, 0x332288, 0x661100, 0xee3377 };
    static const QRgb onDark[paletteSize] = { 0x56b4e9, 0xe69f00, 0x009e73, 0xf0e442, 0xd55e00,
                                              0xcc79a7, 0x8899ff, 0xee3377, 0xbbbbbb, 0x999933 };
    const int index = (nth % paletteSize + paletteSize) % paletteSize;
    return QColor(dark ? onDark[index] : light[index]);
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
    return isDark(palette) ? QColor(0xce, 0x93, 0xd8) : QColor(0x8e, 0x24, 0xaa);
}

QString WaveStyle::periodText(double period)
{
    return formatDisplay(period, period < 10 ? 2 : period < 1000 ? 1 : 0);
}

} // namespace pe
