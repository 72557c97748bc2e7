// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/modelconfig.h"

#include <cstring>

namespace pe {

namespace {

    constexpr RopeType allTypes[] = { RopeType::Default, RopeType::Linear,   RopeType::Dynamic,
                                      RopeType::Yarn,    RopeType::LongRope, RopeType::Llama3 };

} // namespace

const char *ropeTypeName(RopeType type)
{
    switch (type) {
    case RopeType::Default:
        return "default";
    case RopeType::Linear:
        return "linear";
    case RopeType::Dynamic:
        return "dynamic";
    case RopeType::Yarn:
        return "yarn";
    case RopeType::LongRope:
        return "longrope";
    case RopeType::Llama3:
        return "llama3";
    }
    return "default";
}

bool ropeTypeFromName(const char *name, RopeType *type)
{
    for (const RopeType t : allTypes) {
        if (std::strcmp(name, ropeTypeName(t)) == 0) {
            *type = t;
            return true;
        }
    }
    return false;
}

int ModelConfig::rotatedDimensions() const
{
    // Python's int() truncates toward zero, as the cast does: int(80 * 0.4) = 32.
    return static_cast<int>(headDimension * partialRotaryFactor);
}

qint64 ModelConfig::trainingLength() const
{
    switch (ropeType) {
    case RopeType::Yarn:
    case RopeType::LongRope:
    case RopeType::Llama3:
        return originalMaxPositionEmbeddings;
    case RopeType::Default:
    case RopeType::Linear:
    case RopeType::Dynamic:
        break;
    }
    return maxPositionEmbeddings;
}

} // namespace pe
