// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockdescription.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockgrid.h"
#include "ui/common/viewdescription.h"

#include <algorithm>

namespace pe {

void ClockDescription::attach(ClockGrid *view, PositionalEncodingModel *model)
{
    auto *description = new ViewDescription(
        view, [] { return tr("Clock hands, one dial per pair"); },
        [view, model] {
            const int pair
                = model->encoding().pairOfDimension(std::max(0, model->pickedDimension()));
            // The dial's tooltip begins with the pair ("Pair 3: dimension 6 (sin) …").
            return tr("Clock hands of %1 pairs; %2")
                .arg(model->encoding().pairCount())
                .arg(ViewDescription::plain(view->texts().toolTip(pair)));
        });
    description->follow(model, &PositionalEncodingModel::parametersChanged);
    description->follow(model, &PositionalEncodingModel::pickedDimensionChanged);
}

} // namespace pe
