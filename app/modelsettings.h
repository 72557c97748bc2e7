// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/modelconfig.h"
#include "core/modelconfig/ropemismatch.h"
#include "core/reports/ropemismatchreport.h"

#include <QString>

#include <cstdint>

namespace pe {

// The checked values of --model-config and --rope-mismatch: the model's settings as read, the
// context length (0: max_position_embeddings, RopeFrequencies' own default) and the mistake.
struct ModelSettings
{
    ModelConfig config;
    QString model; // the file as given, or the built-in sample's id
    qint64 context = 0; // --model-config --context N
    RopeMismatch::Mistake mistake = RopeMismatch::Mistake::OtherPairing;
    int positions = RopeMismatchReport::defaultPositions; // --rope-mismatch --positions N
    quint64 seed = RopeMismatchReport::defaultSeed;
};

} // namespace pe
