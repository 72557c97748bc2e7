// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveinput.h"

#include "core/model/positionalencodingmodel.h"

#include <QChart>
#include <QChartView>

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
    QChart *chart = view->chart(); // mapToValue() is not const
    const QPointF chartPos = chart->mapFromScene(view->mapToScene(point));
    const qint64 position = std::llround(chart->mapToValue(chartPos).x());
    if (chart->plotArea().contains(chartPos) && position >= 0 && position < positionCount)
        return position;
    return -1;
}

} // namespace pe
