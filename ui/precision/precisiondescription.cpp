// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/precision/precisiondescription.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/common/viewdescription.h"
#include "ui/precision/precisionplot.h"

namespace pe {

void PrecisionDescription::attach(PrecisionPlot *view, PositionalEncodingModel *model)
{
    auto *description = new ViewDescription(
        view, [] { return tr("Precision error heatmap"); },
        [view, model] {
            return tr("%1, %2 dimensions by %3 positions; %4")
                .arg(view->title())
                .arg(model->dimension())
                .arg(model->positionCount())
                .arg(ViewDescription::plain(
                    view->toolTipAt(model->positionP(), model->pickedDimension())));
        });
    description->follow(view, &PrecisionPlot::samplesChanged); // parameters, type, variant
    description->follow(model, &PositionalEncodingModel::pickedDimensionChanged);
}

} // namespace pe
