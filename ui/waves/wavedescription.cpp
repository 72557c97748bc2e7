// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavedescription.h"

#include "core/model/dimensionlist.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/viewdescription.h"
#include "ui/waves/waveplot.h"

namespace pe {

void WaveDescription::attach(WavePlot *view, PositionalEncodingModel *model)
{
    auto *description = new ViewDescription(
        view, [] { return tr("Waves of the shown dimensions"); },
        [view, model] {
            const qint64 p = model->positionP();
            const int dim = model->pickedDimension();
            return tr("Waves of dimensions %1 over positions 0 to %2; p = %3, dimension %4: %5")
                .arg(DimensionList::format(view->curveDimensions()))
                .arg(model->positionCount() - 1)
                .arg(p)
                .arg(dim)
                .arg(formatDisplay(model->encoding().value(static_cast<double>(p), dim)));
        });
    description->follow(model, &PositionalEncodingModel::parametersChanged);
    description->follow(model, &PositionalEncodingModel::shownDimensionsChanged);
    description->follow(model, &PositionalEncodingModel::pickedDimensionChanged);
}

} // namespace pe
