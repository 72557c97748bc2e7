// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapmarkers.h"

#include "ui/common/viewpalette.h"

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace pe {

namespace {

    QPen halo(qreal width)
    {
        return QPen(ViewPalette::overDataHalo(), width);
    }

} // namespace

void HeatmapMarkers::paint(QPainter *painter, const HeatmapLayout &layout, const QColor &text)
{
    const QRect plot = layout.plotRect();
    const HeatmapScene &scene = layout.scene();
    painter->save();
    painter->setClipRect(plot);
    painter->setBrush(Qt::NoBrush);
    const int picked = scene.pickedDimension;
    if (picked >= 0 && picked < scene.encoding.dimension()) {
        double top = layout.yOf(picked);
        double bottom = layout.yOf(picked + 1);
        if (bottom - top < 4) {
            const double middle = (top + bottom) / 2;
            top = middle - 2;
            bottom = middle + 2;
        }
        const QRectF band(plot.left() + 1.5, top, plot.width() - 3, bottom - top);
        painter->setPen(halo(3));
        painter->drawRect(band);
        painter->setPen(QPen(ViewPalette::overData(), 1));
        painter->drawRect(band);
    }
    struct Marker
    {
        qint64 position;
        QString label;
        Qt::PenStyle style;
        double x = 0;
    };
    QList<Marker> markers { { scene.positionP, QStringLiteral("p"), Qt::SolidLine },
                            { scene.positionQ, QStringLiteral("q"), Qt::DashLine } };
    for (Marker &marker : markers) {
        marker.x = layout.xOf(static_cast<double>(marker.position) + 0.5);
        if (marker.position < 0 || marker.position >= scene.positionCount || marker.x < plot.left()
            || marker.x > plot.right() + 1) {
            marker.label.clear();
            continue;
        }
        painter->setPen(halo(3));
        painter->drawLine(QPointF(marker.x, plot.top()), QPointF(marker.x, plot.bottom() + 1));
        painter->setPen(QPen(ViewPalette::overData(), 1, marker.style));
        painter->drawLine(QPointF(marker.x, plot.top()), QPointF(marker.x, plot.bottom() + 1));
    }
    painter->restore();

    // Labels above the plot; when p and q are close, the left one goes left, the right one right.
    const QFontMetrics fm(layout.font());
    const int line = fm.height();
    const bool close
        = std::abs(markers[0].x - markers[1].x) < 2 * fm.horizontalAdvance(QLatin1Char('p'));
    painter->setPen(text);
    for (int i = 0; i < 2; ++i) {
        const Marker &marker = markers[i];
        if (marker.label.isEmpty())
            continue;
        const int width = fm.horizontalAdvance(marker.label) + 2;
        double left = marker.x - width / 2.0;
        if (close && !markers[1 - i].label.isEmpty())
            left = marker.x <= markers[1 - i].x ? marker.x - width - 1 : marker.x + 1;
        painter->drawText(QRectF(left, plot.top() - line - 2, width, line), Qt::AlignCenter,
                          marker.label);
    }
}

} // namespace pe
