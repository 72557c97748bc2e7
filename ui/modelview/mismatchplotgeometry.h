// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/mismatchcurves.h"

#include <QFont>
#include <QRectF>

#include <optional>

namespace pe {

// Where the mismatch plot draws in a rectangle: its two panels one above the other, a title over
// each (wrapped to the width: a narrow dock keeps it whole); the score error's range, symmetric
// about 0, and the total variation's, 0 … 1, each with as many ticks as fit; the column of their
// labels; the shared x axis 0 … N − 1; and the way from a value to a pixel and from a pixel back to
// an x.
struct MismatchPlotGeometry
{
    struct Range
    {
        double min = 0;
        double max = 1;
        double step = 0.25;
    };

    QRectF error;
    QRectF variation;
    QRectF errorTitle;
    QRectF variationTitle;
    Range x;
    Range errorRange;
    Range variationRange; // 0 … 1
    double labelLeft = 0;

    // curves may be null (nothing loaded); the titles' lines are measured in font.
    static MismatchPlotGeometry layout(const MismatchCurves *curves, const QFont &font,
                                       const QRectF &rect, const QString &errorTitle = {},
                                       const QString &variationTitle = {});
    double xOf(double x) const;
    static double yOf(const QRectF &panel, const Range &range, double value);
    // The whole x under a pixel column on the panels (or up to 4 pixels beside them); nothing
    // elsewhere.
    std::optional<qint64> xAt(double pixel) const;
};

} // namespace pe
