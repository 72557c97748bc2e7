// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/precision/floattype.h"
#include "core/precision/precisiontable.h"

namespace pe {

// The checked values of --precision (the positions, d and base are CommandLine::Settings' own;
// --nearest needs nothing more).
struct PrecisionSettings
{
    FloatType type = FloatType::Float32;
    PrecisionVariant variant = PrecisionVariant::AllInType;
};

} // namespace pe
