// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveinput.h"

#include "core/model/positionalencodingmodel.h"

#include <QChart>
#include <QChartView>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace pe {

bool WaveInput::keyPress(PositionalEncodingModel *model, const QList<int> &dims, int key)
{
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        const qint64 last = std::max(0, model->positionCount() - 1);
        const qint64 p = model->positionP() + (key == Qt::Key_Right ? 1 : -1);
        model->setPositionP(std::clamp<qint64>(p, 0, last));
        return true;
    }
    if (key == Qt::Key_Home || key == Qt::Key_End) {
        model->setPositionP(key == Qt::Key_Home ? 0 : std::max(0, model->positionCount() - 1));
        return true;
    }
    if ((key == Qt::Key_Up || key == Qt::Key_Down) && !dims.isEmpty()) {
        // Up: the curve above in the legend (the previous one), Down: the next.
        const qsizetype at = dims.indexOf(model->pickedDimension());
        const qsizetype step = key == Qt::Key_Down ? 1 : -1;
        const qsizetype last = dims.size() - 1;
        const qsizetype next = at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, last);
        model->setPickedDimension(dims.at(next));
        return true;
    }
    return false;
}

qint64 WaveInput::positionAt(const QChartView *view, const QPoint &point, qint64 positionCount)
{
    // From the x axis' range over the plot area: the chart's own mapToValue() needs a series,
    // and the lines are not (WaveLinesItem draws them).
    const QChart *chart = view->chart();
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    const auto *axis = axes.isEmpty() ? nullptr : qobject_cast<const QValueAxis *>(axes.first());
    const QPointF chartPos = chart->mapFromScene(view->mapToScene(point));
    const QRectF plot = chart->plotArea();
    if (!axis || !plot.contains(chartPos) || !(plot.width() > 0))
        return -1;
    const double x
        = axis->min() + (chartPos.x() - plot.left()) / plot.width() * (axis->max() - axis->min());
    const qint64 position = std::llround(x);
    return position >= 0 && position < positionCount ? position : -1;
}

} // namespace pe
