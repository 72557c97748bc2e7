// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/contextscaling.h"
#include "core/math/rotaryembedding.h"
#include "core/reports/profilereport.h"

#include <cstdint>
#include <vector>

namespace pe {

// The checked values of --rope, --alibi, --profile and --context-scaling (the schemes beyond the
// sinusoid); d and base are CommandLine::Settings' own.
struct SchemeSettings
{
    qint64 m = 0; // --rope M,N
    qint64 n = 0;
    RopePairing pairing = RopePairing::Interleaved;
    std::vector<double> query; // d values (all ones unless --query)
    std::vector<double> key;
    int heads = 8; // --heads (--alibi needs it; --profile alibi defaults to 8)
    int length = 8; // --alibi --length
    PositionScheme scheme = PositionScheme::Sinusoidal;
    int distances = 64; // --profile --distances
    ContextScaling::Method method = ContextScaling::Method::PositionInterpolation;
    double scale = 1;
    qint64 trainLength = 1;
};

} // namespace pe
