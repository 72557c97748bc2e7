// SPDX-License-Identifier: GPL-3.0-or-later
// Llama 3.1 8B's RoPE settings as its published config.json gives them, written out here (not read
// from resources/models/) for the tests of the model reports and of the mismatch lab.
#pragma once

#include "core/modelconfig/modelconfig.h"

namespace pe::modeltest {

// Head 128, rope_theta 500000, llama3 scaling: factor 8, low 1, high 4, L = 8192, N = 131072.
inline ModelConfig llama31()
{
    ModelConfig c;
    c.ropeType = RopeType::Llama3;
    c.headDimension = 128;
    c.ropeTheta = 500000;
    c.maxPositionEmbeddings = 131072;
    c.originalMaxPositionEmbeddings = 8192;
    c.factor = 8;
    c.lowFreqFactor = 1;
    c.highFreqFactor = 4;
    return c;
}

} // namespace pe::modeltest
