// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <array>

namespace pe {

// The model's parameters by type, so that a misspelt parameter does not compile. Each is a
// property of PositionalEncodingModel, by the name ParameterName::property() gives.
enum class Parameter {
    Dimension,
    Base,
    ComponentLayout,
    PositionCount,
    PositionP,
    PositionQ,
    EncodingEnabled,
    ShownDimensions,
    PickedDimension,
};

class ParameterName
{
public:
    // Every parameter, in the order undo and redo set them: d first (it resets the shown
    // dimensions), the picked dimension last.
    static const std::array<Parameter, 9> &all();
    // Its property name: "dimension", "base", …
    static const char *property(Parameter parameter);
    // The parameter of a property name; false for a name that is none.
    static bool fromProperty(const QByteArray &name, Parameter *parameter);
};

} // namespace pe
