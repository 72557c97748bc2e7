// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarios/scenarioparameters.h"

#include "core/model/positionalencodingmodel.h"

namespace pe {

ScenarioParameters ScenarioParameters::of(const PositionalEncodingModel &model)
{
    ScenarioParameters p;
    p.dimension = model.dimension();
    p.base = model.base();
    p.positionCount = model.positionCount();
    p.positionP = model.positionP();
    p.positionQ = model.positionQ();
    p.encodingEnabled = model.isEncodingEnabled();
    p.layout = model.componentLayout();
    p.shownDimensions = model.shownDimensions();
    p.pickedDimension = model.pickedDimension();
    return p;
}

void ScenarioParameters::applyTo(PositionalEncodingModel &model) const
{
    // d first: the dimensions and the picked one are checked against it.
    model.setDimension(dimension);
    model.setBase(base);
    model.setComponentLayout(layout);
    model.setPositionCount(positionCount);
    model.setPositionP(positionP);
    model.setPositionQ(positionQ);
    model.setEncodingEnabled(encodingEnabled);
    model.setShownDimensions(shownDimensions);
    model.setPickedDimension(pickedDimension);
}

bool ScenarioParameters::operator==(const ScenarioParameters &other) const
{
    return dimension == other.dimension && base == other.base
        && positionCount == other.positionCount && positionP == other.positionP
        && positionQ == other.positionQ && encodingEnabled == other.encodingEnabled
        && layout == other.layout && shownDimensions == other.shownDimensions
        && pickedDimension == other.pickedDimension;
}

} // namespace pe
