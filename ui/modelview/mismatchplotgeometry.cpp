// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchplotgeometry.h"

#include "core/sampling/axisticks.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double padding = 8;
    constexpr double minimumHalfRange = 0.01; // an error below it shows as the zero line

    MismatchPlotGeometry::Range errorRangeOf(const MismatchCurves *curves, int ticks)
    {
        double low = 0;
        double high = 0;
        if (curves)
            for (const RopeMismatch::ScorePoint &p : curves->scores())
                if (std::isfinite(p.error)) {
                    low = std::min(low, p.error);
                    high = std::max(high, p.error);
                }
        const double half = std::max({ -low, high, minimumHalfRange });
        MismatchPlotGeometry::Range r;
        r.step = AxisTicks::niceStep(2 * half, std::max(2, ticks));
        r.min = -std::ceil(half / r.step - 1e-9) * r.step;
        r.max = -r.min;
        return r;
    }
} // namespace

MismatchPlotGeometry MismatchPlotGeometry::layout(const MismatchCurves *curves, const QFont &font,
                                                  const QRectF &rect, const QString &errorTitle,
                                                  const QString &variationTitle)
{
    MismatchPlotGeometry g;
    const QFontMetricsF metrics(font);
    const double line = metrics.height();
    const QRectF inner = rect.adjusted(padding, padding, -padding - 6, -padding);
    const auto titleHeight = [&](const QString &title) {
        return std::max(line,
                        metrics
                            .boundingRect(QRectF(0, 0, inner.width(), 1e4),
                                          Qt::AlignLeft | Qt::TextWordWrap, title)
                            .height());
    };
    const double errorLines = titleHeight(errorTitle);
    const double variationLines = titleHeight(variationTitle);
    const double panelHeight
        = std::max(20.0, (inner.height() - errorLines - variationLines - 2 * line - 10) / 2);
    // As many ticks as fit with a line of room between their labels.
    const int ticks = static_cast<int>(panelHeight / (2 * line));
    g.errorRange = errorRangeOf(curves, ticks);
    g.variationRange.step = ticks >= 4 ? 0.25 : ticks >= 2 ? 0.5 : 1;
    double labelWidth = metrics.horizontalAdvance(QStringLiteral("0.0"));
    for (const Range &r : { g.errorRange, g.variationRange })
        for (double tick : AxisTicks::ticks(r.min, r.max, r.step))
            labelWidth
                = std::max(labelWidth, metrics.horizontalAdvance(AxisTicks::label(tick, r.step)));
    g.labelLeft = inner.left();
    const double left = inner.left() + labelWidth + 6;
    const double width = std::max(20.0, inner.right() - left);
    g.errorTitle = QRectF(inner.left(), inner.top(), inner.width(), errorLines);
    g.error = QRectF(left, g.errorTitle.bottom() + 2, width, panelHeight);
    // Under the error panel its x labels, then the variation's title.
    g.variationTitle
        = QRectF(inner.left(), g.error.bottom() + line + 6, inner.width(), variationLines);
    g.variation = QRectF(left, g.variationTitle.bottom() + 2, width, panelHeight);
    g.x.max = curves ? double(std::max<qint64>(1, curves->positions() - 1)) : 1;
    const int target = std::clamp(static_cast<int>(width / 70), 3, 10);
    g.x.step = std::max(1.0, AxisTicks::niceStep(g.x.max, target));
    return g;
}

double MismatchPlotGeometry::xOf(double value) const
{
    return error.left() + (value - x.min) / (x.max - x.min) * error.width();
}

double MismatchPlotGeometry::yOf(const QRectF &panel, const Range &range, double value)
{
    return panel.bottom() - (value - range.min) / (range.max - range.min) * panel.height();
}

std::optional<qint64> MismatchPlotGeometry::xAt(double pixel) const
{
    // Two tests: clang-format 14 and 19 read "a < b || c > d" differently (as a template).
    if (pixel < error.left() - 4)
        return std::nullopt;
    if (pixel > error.right() + 4)
        return std::nullopt;
    return std::llround(x.min + (pixel - error.left()) / error.width() * (x.max - x.min));
}

} // namespace pe
