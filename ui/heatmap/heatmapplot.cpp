// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapplot.h"

#include "core/sampling/heatmapsampler.h"
#include "core/text/format.h"
#include "ui/common/viewpalette.h"
#include "ui/heatmap/heatmapmarkers.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr int margin = HeatmapLayout::margin;
    constexpr int tickLength = HeatmapLayout::tickLength;

    // A step of 1, 2 or 5 times a power of ten giving at most about target intervals over span.
    double niceStep(double span, int target)
    {
        const double raw = span / std::max(target, 1);
        const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
        for (double factor : { 1.0, 2.0, 5.0 })
            if (factor * magnitude >= raw)
                return factor * magnitude;
        return 10.0 * magnitude;
    }

    // The integers k (multiples of an integer step >= 1) whose cell centre k + 0.5 is in view.
    QList<qint64> integerTicks(double first, double span, qint64 count, int target)
    {
        QList<qint64> ticks;
        const double step = std::max(1.0, std::round(niceStep(span, target)));
        const double start = std::ceil((first - 0.5) / step);
        for (double i = std::max(start, 0.0);; ++i) {
            const double k = i * step;
            if (k + 0.5 >= first + span || k >= static_cast<double>(count))
                break;
            ticks.append(static_cast<qint64>(k));
        }
        return ticks;
    }

} // namespace

QString HeatmapPlot::colorBarLabel(double value)
{
    if (value == 0.0)
        return QStringLiteral("0");
    QString text = QString::number(std::abs(value), 'g', 6);
    if (value < 0)
        text.prepend(QChar(0x2212)); // MINUS SIGN
    return text;
}

QString HeatmapPlot::colorBarCaption()
{
    return tr("Value");
}

QString HeatmapPlot::title(const HeatmapScene &scene, bool brief)
{
    const qint64 last = scene.positionCount - 1;
    if (scene.viewport.showsAllPositions(scene.positionCount))
        return (brief ? tr("d = %1, base %2, positions 0–%3")
                      : tr("Positional encoding: d = %1, base %2, positions 0–%3"))
            .arg(scene.encoding.dimension())
            .arg(formatExact(scene.encoding.base()))
            .arg(last);
    // Zoomed: the positions with a cell at least partly in view (position k fills [k, k + 1)).
    const HeatmapViewport &v = scene.viewport;
    const qint64 first
        = std::clamp<qint64>(static_cast<qint64>(std::floor(v.firstPosition)), 0, last);
    const qint64 end = std::clamp<qint64>(
        static_cast<qint64>(std::ceil(v.firstPosition + v.positionSpan)) - 1, first, last);
    return (brief ? tr("d = %1, base %2, positions %3–%4 of 0–%5")
                  : tr("Positional encoding: d = %1, base %2, positions %3–%4 of 0–%5"))
        .arg(scene.encoding.dimension())
        .arg(formatExact(scene.encoding.base()))
        .arg(first)
        .arg(end)
        .arg(last);
}

QString HeatmapPlot::fittedTitle(const HeatmapScene &scene, const QFontMetrics &metrics, int width)
{
    // The whole title, else without "Positional encoding:" (the numbers are what is read), and
    // only if even that does not fit, cut.
    const QString full = title(scene);
    if (metrics.horizontalAdvance(full) <= width)
        return full;
    return metrics.elidedText(title(scene, true), Qt::ElideRight, width);
}

QString HeatmapPlot::aliasingLegend()
{
    return tr("Marked dimensions have periods shorter than two pixels: each pixel shows a mean "
              "close to 0 (aliasing limit)");
}

void HeatmapPlot::paintFigure(QPainter *painter, const QRect &bounds, const HeatmapScene &scene,
                              const QFont &font, const QPalette &colors)
{
    paint(painter, HeatmapLayout(scene, bounds, font), colors);
}

void HeatmapPlot::paint(QPainter *painter, const HeatmapLayout &layout, const QPalette &colors,
                        const QImage &heat)
{
    const QRect bounds = layout.bounds();
    const QRect plot = layout.plotRect();
    const QColor background = colors.color(QPalette::Window);
    const QColor text = colors.color(QPalette::WindowText);
    painter->save();
    painter->setFont(layout.font());
    painter->fillRect(bounds, background);

    const QFontMetrics fm(layout.font());
    painter->setPen(text);
    const QRect titleRect(bounds.left() + margin, bounds.top() + margin,
                          bounds.width() - 2 * margin, fm.height());
    painter->drawText(titleRect, Qt::AlignHCenter | Qt::AlignVCenter,
                      fittedTitle(layout.scene(), fm, titleRect.width()));

    const QImage image = heat.isNull() ? layout.renderHeat() : heat;
    painter->drawImage(QRectF(plot), image, QRectF(QPointF(0, 0), QSizeF(image.size())));
    QColor frame = text;
    frame.setAlpha(140);
    // The frame's pixels are outside the image, on the background: opaque, the same pixels.
    painter->setPen(ViewPalette::flattened(frame, background));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(plot).adjusted(-0.5, -0.5, 0.5, 0.5));

    HeatmapMarkers::paint(painter, layout, text);
    paintAxes(painter, layout, text);
    paintColorBar(painter, layout, text);
    paintAliasing(painter, layout, text, ViewPalette(colors).warning());
    painter->restore();
}

void HeatmapPlot::paintAxes(QPainter *painter, const HeatmapLayout &layout, const QColor &text)
{
    const QRect bounds = layout.bounds();
    const QRect plot = layout.plotRect();
    const QRect strip = layout.aliasStripRect();
    const HeatmapScene &scene = layout.scene();
    const QFontMetrics fm(layout.font());
    const int line = fm.height();
    const HeatmapViewport &vp = scene.viewport;
    painter->setPen(text);

    const int labelWidth
        = fm.horizontalAdvance(QString::number(std::max<qint64>(scene.positionCount - 1, 0)))
        + fm.horizontalAdvance(QStringLiteral("000"));
    const int below = plot.bottom() + 1;
    for (qint64 k : integerTicks(vp.firstPosition, vp.positionSpan, scene.positionCount,
                                 plot.width() / labelWidth)) {
        const double x = layout.xOf(static_cast<double>(k) + 0.5);
        painter->drawLine(QPointF(x, below), QPointF(x, below + tickLength));
        painter->drawText(QRectF(x - labelWidth, below + tickLength + 2, 2 * labelWidth, line),
                          Qt::AlignHCenter | Qt::AlignTop, QString::number(k));
    }
    const int tickRight = strip.left() - 1;
    for (qint64 k : integerTicks(vp.firstDimension, vp.dimensionSpan, scene.encoding.dimension(),
                                 static_cast<int>(plot.height() / (1.4 * line)))) {
        const double y = layout.yOf(static_cast<double>(k) + 0.5);
        painter->drawLine(QPointF(tickRight - tickLength, y), QPointF(tickRight, y));
        painter->drawText(
            QRectF(bounds.left(), y - line, tickRight - tickLength - 3 - bounds.left(), 2 * line),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(k));
    }

    painter->drawText(QRect(plot.left(), below + tickLength + 2 + line + 4, plot.width(), line),
                      Qt::AlignHCenter | Qt::AlignTop, tr("Position"));
    painter->save();
    painter->translate(bounds.left() + margin + line / 2.0, plot.center().y());
    painter->rotate(-90);
    painter->drawText(QRectF(-plot.height() / 2.0, -line / 2.0, plot.height(), line),
                      Qt::AlignCenter, tr("Dimension"));
    painter->restore();
}

void HeatmapPlot::paintColorBar(QPainter *painter, const HeatmapLayout &layout, const QColor &text)
{
    const QRect bounds = layout.bounds();
    const QRect plot = layout.plotRect();
    const QRect bar = layout.colorBarRect();
    const HeatmapScene &scene = layout.scene();
    const QFontMetrics fm(layout.font());
    const int line = fm.height();
    const ColorMap colors(scene.palette);
    QImage ramp(1, ColorMap::size, QImage::Format_RGB32);
    for (int i = 0; i < ColorMap::size; ++i)
        ramp.setPixel(0, ColorMap::size - 1 - i, colors.table()[i]); // +1 at the top
    painter->drawImage(QRectF(bar), ramp);
    painter->setPen(text);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(bar).adjusted(-0.5, -0.5, 0.5, 0.5));
    for (double v : { 1.0, 0.5, 0.0, -0.5, -1.0 }) {
        const double y = bar.top() + (1.0 - v) / 2.0 * bar.height();
        const int x = bar.right() + 1;
        painter->drawLine(QPointF(x, y), QPointF(x + tickLength, y));
        painter->drawText(QRectF(x + tickLength + 3, y - line, bounds.right() - x, 2 * line),
                          Qt::AlignLeft | Qt::AlignVCenter, colorBarLabel(v));
    }
    const QString caption = tr("Value");
    const int width = fm.horizontalAdvance(caption) + 2;
    painter->drawText(QRect(bar.center().x() - width / 2, plot.top() - line - 2, width, line),
                      Qt::AlignCenter, caption);
}

void HeatmapPlot::paintAliasing(QPainter *painter, const HeatmapLayout &layout, const QColor &text,
                                const QColor &mark)
{
    const QRect bounds = layout.bounds();
    const QRect plot = layout.plotRect();
    const QRect strip = layout.aliasStripRect();
    const QRect bar = layout.colorBarRect();
    if (layout.aliasedPairCount() == 0)
        return;
    int runStart = -1;
    for (int y = plot.top(); y <= plot.bottom() + 1; ++y) {
        const bool aliased = y <= plot.bottom() && layout.isAliasedAtY(y + 0.5);
        if (aliased && runStart < 0)
            runStart = y;
        if (!aliased && runStart >= 0) {
            painter->fillRect(QRect(strip.left(), runStart, strip.width(), y - runStart), mark);
            runStart = -1;
        }
    }
    const QFontMetrics fm(layout.font());
    const int line = fm.height();
    const int lines = std::max(1, layout.aliasingLegendLines());
    const int top = bounds.bottom() + 1 - margin - lines * line;
    painter->fillRect(QRect(strip.left(), top + 2, strip.width(), line - 4), mark);
    painter->setPen(text);
    const int left = strip.right() + 6;
    painter->drawText(QRect(left, top, bar.right() - left, lines * line),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, aliasingLegend());
}

} // namespace pe
