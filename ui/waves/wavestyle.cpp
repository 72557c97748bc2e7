// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavestyle.h"

#include "core/text/format.h"

namespace pe {

bool WaveStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor WaveStyle::curveColor(bool cos, int nth, bool dark)
{
    static const QRgb sinLight[]
        = { 0x1f5fbf, 0x00897b, 0x6a3fb5, 0x2e7d32, 0x0277bd, 0x3949ab, 0x00695c, 0x5e35b1 };
    static const QRgb cosLight[]
        = { 0xd84315, 0xc62828, 0xe08e00, 0xad1457, 0x8d5a3c, 0x9e9d24, 0xef6c00, 0xb71c1c };
    static const QRgb sinDark[]
        = { 0x64a8ff, 0x4dd0c0, 0xb39ddb, 0x81c784, 0x4fc3f7, 0x9fa8da, 0x80cbc4, 0xce93d8 };
    static const QRgb cosDark[]
        = { 0xff8a65, 0xef5350, 0xffca28, 0xf06292, 0xd7a98c, 0xdce775, 0xffb74d, 0xff7043 };
    const QRgb *table = cos ? (dark ? cosDark : cosLight) : (dark ? sinDark : sinLight);
    return QColor(table[(nth % 8 + 8) % 8]);
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
    return formatFixed(period, period < 10 ? 2 : period < 1000 ? 1 : 0);
}

} // namespace pe
