// SPDX-License-Identifier: GPL-3.0-or-later
// What a painting makes as SVG (File → Export as SVG paints the same way): draw(painter) into a
// QSvgGenerator of the given size, and the SVG's text.
#pragma once

#include <QBuffer>
#include <QPainter>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QSvgGenerator>

namespace svgtest {

template<typename Draw> QString svgOf(const QSize &size, Draw draw)
{
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    QPainter painter(&generator);
    draw(&painter);
    painter.end();
    return QString::fromUtf8(buffer.data());
}

} // namespace svgtest
