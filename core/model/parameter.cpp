// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parameter.h"

namespace pe {

const std::array<Parameter, 9> &ParameterName::all()
{
    static const std::array<Parameter, 9> parameters = {
        Parameter::Dimension,       Parameter::Base,
        Parameter::ComponentLayout, Parameter::PositionCount,
        Parameter::PositionP,       Parameter::PositionQ,
        Parameter::EncodingEnabled, Parameter::ShownDimensions,
        Parameter::PickedDimension,
    };
    return parameters;
}

const char *ParameterName::property(Parameter parameter)
{
    switch (parameter) {
    case Parameter::Dimension:
        return "dimension";
    case Parameter::Base:
        return "base";
    case Parameter::ComponentLayout:
        return "componentLayout";
    case Parameter::PositionCount:
        return "positionCount";
    case Parameter::PositionP:
        return "positionP";
    case Parameter::PositionQ:
        return "positionQ";
    case Parameter::EncodingEnabled:
        return "encodingEnabled";
    case Parameter::ShownDimensions:
        return "shownDimensions";
    case Parameter::PickedDimension:
        return "pickedDimension";
    }
    return "";
}

bool ParameterName::fromProperty(const QByteArray &name, Parameter *parameter)
{
    for (Parameter p : all())
        if (name == property(p)) {
            *parameter = p;
            return true;
        }
    return false;
}

} // namespace pe
