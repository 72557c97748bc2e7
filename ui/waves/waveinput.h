// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPoint>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace pe {

class PositionalEncodingModel;

// What the keys and the pointer mean on the wave plot: Left and Right move p by one position, Up
// and Down pick the previous or next of the curves; hovering points at a whole position.
class WaveInput
{
public:
    // Applies key to the model for the curves of dimensions dims (in the legend's order); false
    // when the key means nothing here.
    static bool keyPress(PositionalEncodingModel *model, const QList<int> &dims, int key);
    // The whole position under point (in view's viewport), or -1 off the plot area or beyond
    // the positionCount positions.
    static qint64 positionAt(const QChartView *view, const QPoint &point, qint64 positionCount);
};

} // namespace pe
