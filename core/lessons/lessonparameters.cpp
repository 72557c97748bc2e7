// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonparameters.h"

#include "core/model/positionalencodingmodel.h"

namespace pe {

bool LessonParameters::applyTo(PositionalEncodingModel *model) const
{
    if (!model)
        return false;
    bool ok = model->setDimension(dimension);
    ok = model->setBase(base) && ok;
    model->setComponentLayout(layout);
    ok = model->setPositionP(p) && ok;
    ok = model->setPositionQ(q) && ok;
    // The explorer should show both positions: widen its range when q lies past the rows shown.
    if (model->positionCount() <= q)
        ok = model->setPositionCount(static_cast<int>(q) + 1) && ok;
    model->setEncodingEnabled(enabled);
    return ok;
}

LessonParameters LessonParameters::fromModel(const PositionalEncodingModel &model)
{
    LessonParameters parameters;
    parameters.dimension = model.dimension();
    parameters.base = model.base();
    parameters.layout = model.componentLayout();
    parameters.p = model.positionP();
    parameters.q = model.positionQ();
    parameters.enabled = model.isEncodingEnabled();
    return parameters;
}

} // namespace pe
